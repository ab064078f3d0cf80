"""Counter-offers made as conditions or questions, and a need stated with a price asked (session 36, fixer CI; issue 10),
each kind in the three languages with a near sentence that reads as before and probes of our own (not from a corpus):
goods asked with a count, then their price asked with the goods named again (``lang.needed_then_offered``); "no more
than this" said of a count (``lang.count_ceiling``); goods wanted only if a price is given (``lang.only_if``); a rate
asked "possible?" / "ho jayega?" with no rupee sign (``lang.price_possible``); goods agreed "at your quoted rates" over
a block that orders them (``lang.block_words``); the supplier thanked for meeting us halfway
(``lang.halfway_thanked``) and a count pointing back sent with other goods (``lang.these_along``)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from tests.reader_intents import DOUBTED

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] if r.readable else r.reason_key


# --- a need, then the price asked for the same goods named again: one offer with both (holdout131 c7020) -------------

@pytest.mark.parametrize("text", [
    "Namaste, for a wedding order we need 10 litres of desi ghee and 10 kg of paneer. Can you do the ghee at ₹510 per "
    "litre and the paneer at ₹370 per kg? Delivery on 17 May.",
    "नमस्ते, शादी के ऑर्डर के लिए 10 लीटर देसी घी और 10 किलो पनीर चाहिए। क्या घी ₹510 प्रति लीटर और पनीर ₹370 किलो में "
    "हो जाएगा? डिलीवरी 17 मई को।",
    "Namaste, shaadi ke order ke liye 10 litre desi ghee aur 10 kilo paneer chahiye. Kya ghee ₹510 per litre aur paneer "
    "₹370 kilo mein ho jayega? Delivery 17 May ko.",
])
def test_a_need_then_its_price_asked_is_one_offer(text):
    assert _read(text) == [("offer", "ghee-1l", 10, 51000), ("offer", "paneer-200g", 50, 7400)]


@pytest.mark.parametrize("text", [  # probes of our own
    "We need 20 kg sugar and 10 kg rice. Could you do sugar at ₹41 and rice at ₹36?",
    "हमें 20 किलो चीनी और 10 किलो चावल चाहिए। क्या चीनी ₹41 और चावल ₹36 में दे सकते हैं?",
    "Humein 20 kilo cheeni aur 10 kilo chawal chahiye. Kya cheeni ₹41 aur chawal ₹36 mein de sakte ho?",
])
def test_probe_two_goods_needed_then_priced(text):
    assert _read(text) == [("offer", "sugar-1kg", 20, 4100), ("offer", "rice-1kg", 10, 3600)]


def test_probe_only_the_goods_priced_are_offered():
    assert _read("We need 10 litres of ghee and 20 kg sugar. Can you do the ghee at ₹510 per litre?") == [
        ("offer", "ghee-1l", 10, 51000), ("order", "sugar-1kg", 20, None)]


@pytest.mark.parametrize("text, read", [
    ("We need 20 kg sugar. What is your rate for sugar?", [("ask_quote", "sugar-1kg", 20, None)]),  # a rate asked
    ("Send 20 kg sugar at ₹42. Next week can you do sugar at ₹41?",  # priced order; a price for later
     [("order", "sugar-1kg", 20, 4200), ("offer", "sugar-1kg", None, 4100)]),
    # an unpriced order today beside a price asked for next month: not refused as goods acted on twice (session 49,
    # lang.figure_accounting._later_offer; it had been a strict xfail since session 48)
    ("Send 10 kg rice today. Next month, can you do rice at ₹36?",
     [("order", "rice-1kg", 10, None), ("offer", "rice-1kg", None, 3600)]),
])
def test_near_a_need_then_another_ask_reads_as_before(text, read):
    assert _read(text) == read


# --- "no more than this" said of a count (holdout130 b7042) ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    'Action: send_message(supplier="Kalra Sabzi Mandi", text="Kalra ji, send 15 kg tomato at ₹29, 20 kg onion at ₹30 '
    'and 20 kg aloo. Today sold only 8 kg onion, so no more than this.")',
    'Action: send_message(supplier="कालरा सब्ज़ी मंडी", text="कालरा जी, 15 किलो टमाटर ₹29 पर, 20 किलो प्याज़ ₹30 पर और '
    '20 किलो आलू भेजिए। आज सिर्फ़ 8 किलो प्याज़ बिका, इससे ज़्यादा नहीं।")',
    'Action: send_message(supplier="Kalra Sabzi Mandi", text="Kalra ji, 15 kg tamatar ₹29 pe, 20 kg pyaaz ₹30 pe aur '
    '20 kg aloo bhejiye. Aaj sirf 8 kg pyaaz bika, isse zyada nahi.")',
])
def test_no_more_than_a_count_leaves_the_order(text):
    assert _read(text) == [("order", "tomato-1kg", 15, 2900), ("order", "onion-1kg", 20, 3000),
                           ("order", "potato-1kg", 20, None)]


@pytest.mark.parametrize("text", [  # probes of our own
    "Send 10 trays of eggs, no more than that.",
    "10 ट्रे अंडे भेज दीजिए, इससे ज़्यादा नहीं।",
    "10 tray ande bhej do, isse zyada nahi.",
])
def test_probe_a_count_bounded_is_ordered(text):
    assert _read(text) == [("order", "eggs-1pc", 300, None)]


@pytest.mark.parametrize("text", ["Onion ₹30 a kg, no more than this.", "प्याज़ ₹30 किलो, इससे ज़्यादा नहीं।"])
def test_near_no_more_than_a_price_still_offers_it(text):
    assert _read(text) == [("offer", "onion-1kg", None, 3000)]


def test_near_a_count_with_no_send_stays_unread():
    assert isinstance(_read("pyaaz 30 kilo, isse zyada nahi"), str)  # (₹30 a kilo, or 30 kg?)


# --- goods wanted only if a price is given (holdout130 b7012) ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Kalra ji, send 25 kg onion and 30 kg potato for tomorrow. Tomato 10 kg only if you give it at ₹28 per kg.",
    "कालरा जी, कल के लिए 25 किलो प्याज़ और 30 किलो आलू भेजिए। टमाटर 10 किलो तभी जब ₹28 किलो दें।",
    "Kalra ji, kal ke liye 25 kg pyaaz aur 30 kg aloo bhejo. Tamatar 10 kg tabhi jab ₹28 kilo do.",
])
def test_only_if_a_price_is_an_offer(text):
    assert _read(text) == [("order", "onion-1kg", 25, None), ("order", "potato-1kg", 30, None),
                           ("offer", "tomato-1kg", 10, 2800)]


@pytest.mark.parametrize("text", [  # probes of our own
    "Paneer 5 kg only if you can do ₹360 a kg.",
    "पनीर 5 किलो तभी लेंगे जब ₹360 किलो दें।",
    "पनीर 5 किलो, बशर्ते ₹360 किलो में दें।",
    "Paneer 5 kilo tabhi jab ₹360 kilo mein do.",
    "10 kilo paneer sirf tab jab rate ₹72 packet ho.",
])
def test_probe_only_if_priced_offers(text):
    assert _read(text) in ([("offer", "paneer-200g", 25, 7200)], [("offer", "paneer-200g", 50, 7200)])


@pytest.mark.parametrize("text", [
    "टमाटर 10 किलो तभी भेजिए जब ₹28 किलो का भाव हो।",  # (had ordered at ₹28)
    "Tomato 10 kg only when the rate is ₹28.",
])
def test_only_when_the_rate_is_an_offer(text):
    assert _read(text) == [("offer", "tomato-1kg", 10, 2800)]


@pytest.mark.parametrize("text, read", [
    ("Send 20 kg rice only if it is fresh stock.", [("order", "rice-1kg", 20, None)]),  # no price: a condition on goods
    ("चावल नया स्टॉक हो तभी 20 किलो भेजना।", [("order", "rice-1kg", 20, None)]),
])
def test_near_a_condition_on_the_goods_still_orders(text, read):
    assert _read(text) == read


def test_near_two_goods_under_one_condition_stay_refused():
    assert _read("Send 25 kg onion and 10 kg tomato, provided the tomato is ₹28 a kg.") == "ambiguous_intent.if_priced"


# --- a rate asked "possible?" with no rupee sign (holdout131 c7018) ----------------------------------------------------

@pytest.mark.parametrize("text", [
    "rice 35 possible? toor 132? then we order all.",
    "चावल 35 हो जाएगा? अरहर 132? तो सब ऑर्डर कर देंगे।",
    "chawal 35 ho jayega? arhar 132? to sab order kar denge.",
])
def test_a_rate_asked_possible_is_an_offer(text):
    assert _read(text) == [("offer", "rice-1kg", None, 3500), ("offer", "toor-dal-1kg", None, 13200)]


@pytest.mark.parametrize("text", ["moong 95 possible?", "मूंग 95 हो जाएगा?", "moong 95 ho jayega?"])  # probes
def test_probe_a_rate_asked_possible(text):
    assert _read(text) == [("offer", "moong-dal-1kg", None, 9500)]


def test_probe_a_rate_asked_possible_with_a_count_after():
    assert _read("Sugar 41 ho sakta hai kya? 50 kilo chahiye.") == [("offer", "sugar-1kg", 50, 4100)]


@pytest.mark.parametrize("text, read", [
    ("मूंग 20 किलो कल तक हो जाएगा?", [("ask_delivery", "moong-dal-1kg", 20, None)]),  # a count: a delivery asked
    ("chawal 20 kilo kal tak ho jayega?", [("ask_delivery", "rice-1kg", 20, None)]),
])
def test_near_a_count_by_a_day_is_still_a_delivery_question(text, read):
    if text in DOUBTED:  # the rules read it so; the second opinion, retrained at session 36's end, doubts it
        r = read_message(text, CAT, email=True, second_opinion=False)
        assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == read
        assert _read(text).startswith("ambiguous_intent.")
        return
    assert _read(text) == read


def test_a_number_no_rate_fits_is_asked():
    assert _read("chawal 90 ho jayega?") == "ambiguous_intent.bare_number"  # (90 what? not a delivery question)


# --- goods at the supplier's rate over a block that orders them (holdout131 c7019) -------------------------------------

_BLOCK = '\n```order\n{"items": [{"item": "atta-5kg", "quantity": 10}]}\n```'


@pytest.mark.parametrize("words", [  # probes of our own
    "Confirming the order below (atta at your quoted rate).",
    "नीचे का ऑर्डर पक्का है (आटा आपके बताए रेट पर)।",
    "Neeche ka order pakka hai (aata aapke bataye rate pe).",
])
def test_goods_at_your_rate_over_their_order_add_no_accept(words):
    assert _read(words + _BLOCK) == [("order", "atta-5kg", 10, None)]


def test_c7019_reads_the_blocks():
    text = ("Dear Agarwal ji,\n\nThank you for meeting us halfway. We accept rice at ₹36/kg and toor dal at ₹134/kg, and "
            "confirm the full wedding order below (sugar and besan at your quoted rates).\n\n```negotiate\n{\"items\": "
            "[{\"item\": \"rice-1kg\", \"action\": \"accept\", \"unit_price_inr\": 36}, {\"item\": \"toor-dal-1kg\", "
            "\"action\": \"accept\", \"unit_price_inr\": 134}]}\n```\n```order\n{\"items\": [{\"item\": \"rice-1kg\", "
            "\"quantity\": 200}, {\"item\": \"toor-dal-1kg\", \"quantity\": 30}, {\"item\": \"sugar-1kg\", \"quantity\": "
            "40}, {\"item\": \"besan-500g\", \"quantity\": 20}]}\n```\n\nRegards,\nImran Siddiqui")
    assert _read(text) == [("accept", "rice-1kg", None, 3600), ("accept", "toor-dal-1kg", None, 13400),
                           ("order", "rice-1kg", 200, None), ("order", "toor-dal-1kg", 30, None),
                           ("order", "sugar-1kg", 40, None), ("order", "besan-500g", 20, None)]


def test_near_a_price_agreed_over_an_order_is_still_added():
    assert _read("Atta ₹230 is fine." + _BLOCK) == [("accept", "atta-5kg", None, 23000), ("order", "atta-5kg", 10, None)]


# --- the supplier thanked for meeting us halfway; a count pointing back sent with other goods ---------------------------

@pytest.mark.parametrize("text", [  # probes of our own
    "Thanks for meeting us halfway on moong. ₹98 a kg is agreed, send 20 kg.",
    "मूंग पर बीच का रास्ता निकालने के लिए शुक्रिया। ₹98 किलो मंज़ूर है, 20 किलो भेजिए।",
    "Shukriya beech ka raasta nikaalne ke liye. Moong ₹98 manzoor hai, 20 kilo bhejo.",
])
def test_halfway_thanked_offers_nothing(text):
    assert _read(text) == [("accept", "moong-dal-1kg", None, 9800), ("order", "moong-dal-1kg", 20, None)]


def test_near_a_middle_way_asked_still_offers():
    assert _read("बीच का रास्ता निकालो भाई, मूँग दाल ₹98 किलो कर दो।") == [("offer", "moong-dal-1kg", None, 9800)]


@pytest.mark.parametrize("text", [
    "फ़ॉर्च्यून सरसों तेल के 24 लीटर के ₹3,192 मंज़ूर हैं। कृपया ये 24 लीटर रिफाइंड तेल के साथ ही भेज दीजिए।",
    "Fortune sarson tel ke 24 litre ke ₹3,192 manzoor hain. Kripya yeh 24 litre refined tel ke saath hi bhej dijiye.",
    # (the English "… Please send the 24 litres along with the refined oil." is the one lot's count since session 54,
    # lang.along_with_named, as holdout118 en-r8033 reads; tests/test_along_with.py)
])
def test_a_count_pointing_back_sent_with_other_goods_is_asked(text):
    assert _read(text) == "ambiguous_intent.figure"  # (not 24 litres of refined oil ordered)
