"""What the new user's trial of the thirty-third session found misread or refused for a reason that sends the model
the wrong way (fixer AQ; issue 10: a misreading is a defect of the benchmark). Each kind in the three languages, with
probes of our own (not from a corpus) and near sentences that must read as before:

- a price said now and called the same as last time: "Rate same as last time, ₹110.", "रेट पिछली बार जैसा ₹110।"
  (``lang.same_as_before.said_same_now``): the order's price, not a reference;
- a mistake said of an order's count: "Ek galti ho gayi: O7 mein namak 25 nahi 15 kilo chahiye." (``lang.mistake_counts``,
  ``lang.order_mistake``): a cut of the difference, not a dispute of a bill;
- a pack named by its rupee size: "Send the ₹10 Maggi pack, 48 of them.", "20 रुपये वाली अगरबत्ती" (``lang.price_marks.
  pack_named``, ``lang.pack_mrp``): no price offered; refused when we sell no such pack;
- refusals that pointed the wrong way: a past shortfall beside an order (``lang.past_short``), goods wanted only below
  a price (``lang.price_ceiling``), "otherwise don't send" after a price condition (``lang.otherwise_dont``), a stock
  question beside an order (``lang.stock_beside``), a competitor's price and "lower than that, let's talk" beside
  rates asked (``lang.lower_then_talk``).
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from reader_intents import CAT, intents, read_as, refused

# --- a price said now, called the same as last time ----------------------------------------------------------------


@pytest.mark.parametrize("text, want", [
    # trial 33 (fake5, S1 and S10) and the English twin
    ("मूंग दाल 20 किलो भेजिए। रेट पिछली बार जैसा ₹110।", [("order", "moong-dal-1kg", 20, 11000, None, None)]),
    ("मक्खन 20 पैकेट भेजिए। रेट पिछली बार जैसा ₹55।", [("order", "butter-100g", 20, 5500, None, None)]),
    ("Send 20 kg moong dal. Rate same as last time, ₹110.", [("order", "moong-dal-1kg", 20, 11000, None, None)]),
    # probes of our own
    ("Please send 12 packets of butter. Same rate as last time, ₹55.", [("order", "butter-100g", 12, 5500, None, None)]),
    ("Moong dal: rate same as last time, ₹110. Send 20 kg.", [("order", "moong-dal-1kg", 20, 11000, None, None)]),
    ("चीनी 30 किलो भेजिए। भाव पहले जैसा ₹42 किलो।", [("order", "sugar-1kg", 30, 4200, None, None)]),
    ("सरसों तेल 10 लीटर भेजिए। रेट पिछली बार वाला ₹160।", [("order", "mustard-oil-1l", 10, 16000, None, None)]),
    ("Moong dal 20 kilo bhejo. Rate pichli baar jaisa ₹110.", [("order", "moong-dal-1kg", 20, 11000, None, None)]),
    ("Cheeni 30 kilo bhej do. Bhav pehle jaisa ₹42 kilo.", [("order", "sugar-1kg", 30, 4200, None, None)]),
    ("Makhan 12 packet bhejna. Rate pichli baar wala ₹55.", [("order", "butter-100g", 12, 5500, None, None)]),
    # near: a price of the past told, or asked, stays out of the order
    ("Send 20 kg moong dal. Last time ₹110.", [("order", "moong-dal-1kg", 20, None, None, None)]),
    ("Send 20 kg moong dal. Same as last time, ₹110?", [("order", "moong-dal-1kg", 20, None, None, None)]),
    ("मूंग दाल 20 किलो भेजिए। पिछली बार ₹110 था।", [("order", "moong-dal-1kg", 20, None, None, None)]),
    ("Moong dal 20 kilo bhejo. Pichli baar ₹110 tha.", [("order", "moong-dal-1kg", 20, None, None, None)]),
    ("Send 10 litres mustard oil, rate same as last time ₹160.", [("order", "mustard-oil-1l", 10, 16000, None, None)]),
])
def test_a_price_said_the_same_as_last_time_is_the_orders(text, want):
    assert intents(text, email=True) == want


# --- a mistake said of an order's count ---------------------------------------------------------------------------


@pytest.mark.parametrize("text, want", [
    # trial 33 (fake3, S7) and its twins
    ("Ek galti ho gayi: O7 mein namak 25 nahi 15 kilo chahiye.", [("cancel", "salt-1kg", 10, None, "O7", None)]),
    ("Sorry, mistake in O2: rice should be 30 kg, not 40.", [("cancel", "rice-1kg", 10, None, "O2", None)]),
    ("ऑर्डर O3 में गलती हो गई, दूध 60 नहीं 40 पैकेट चाहिए।", [("cancel", "milk-500ml", 20, None, "O3", None)]),
    # probes of our own
    ("Sorry, I made a mistake in O5: sugar should be 15 kg, not 25.", [("cancel", "sugar-1kg", 10, None, "O5", None)]),
    ("There was a mistake in my order O9: paneer should be 10 packets and not 20 packets.",
     [("cancel", "paneer-200g", 10, None, "O9", None)]),
    ("O8 में गलती हो गई: चीनी 25 नहीं 20 किलो चाहिए।", [("cancel", "sugar-1kg", 5, None, "O8", None)]),
    ("Galti ho gayi, O4 mein cheeni 40 kilo nahi, 20 kilo chahiye.", [("cancel", "sugar-1kg", 20, None, "O4", None)]),
    ("Oops, galti ho gayi — O7 mein namak 25 kilo nahi, 15 kilo chahiye.", [("cancel", "salt-1kg", 10, None, "O7", None)]),
    # near: a bill or goods come make it a dispute, as before
    ("O714 ka bill galat hai, 30 nahi 27 kg tamatar aaye.", [("dispute", None, None, None, "O714", None)]),
    ("The bill for O520 is wrong, we got 18 kg onions not 20.", [("dispute", None, None, None, "O520", None)]),
    ("O610 का बिल गलत है, 25 की जगह 22 ट्रे अंडे आए।", [("dispute", None, None, None, "O610", None)]),
    ("Mistake in O2: please check.", [("dispute", None, None, None, "O2", None)]),
])
def test_a_mistake_in_an_orders_count_cuts_that_order(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "Ek galti ho gayi: O7 mein namak 15 kilo chahiye.",  # had been a dispute and a new order: 40 kg would come
    "Mistake in O2: rice should be 30 kg.",
    "ऑर्डर O3 में गलती हो गई, दूध 40 पैकेट चाहिए।",
])
def test_a_mistake_with_only_the_new_count_asks_the_change(text):
    assert refused(text, email=True) == "ambiguous_intent.set_count"


# --- a pack named by its rupee size --------------------------------------------------------------------------------


@pytest.mark.parametrize("text, want", [
    ("20 रुपये वाली अगरबत्ती के 15 पैकेट भेजिए।", [("order", "incense-1pack", 15, None, None, None)]),  # trial 33
    ("5 रुपये वाले पारले-जी के 50 पैकेट भेजिए।", [("order", "biscuits-65g", 50, None, None, None)]),
    ("Parle-G 5 rupay wala 10 packet bhejo.", [("order", "biscuits-65g", 10, None, None, None)]),
    ("Send the ₹14 Maggi pack, 48 of them.", [("order", "noodles-70g", 48, None, None, None)]),
    ("Send 48 of the ₹14 Maggi packs.", [("order", "noodles-70g", 48, None, None, None)]),
    # near: a price per pack, a rate "wala", a price after the goods counted, goods counted after "the"
    ("Send 48 Maggi at ₹10 a pack.", [("order", "noodles-70g", 48, 1000, None, None)]),
    ("Rice 38 wale rate pe 50 kilo bhejo.", [("order", "rice-1kg", 50, 3800, None, None)]),
    ("अगरबत्ती 15 पैकेट ₹20 वाले रेट पर भेजिए।", [("order", "incense-1pack", 15, 2000, None, None)]),
    ("30 किलो टमाटर ₹29 वाले भेज देना।", [("order", "tomato-1kg", 30, 2900, None, None)]),
    ("Please cancel the 12 detergent packets from O70.", [("cancel", "detergent-1kg", 12, None, "O70", None)]),
])
def test_a_pack_named_by_its_rupee_size_offers_no_price(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "Send the ₹10 Maggi pack, 48 of them.",  # trial 33 (fake4, S8): our noodles are the ₹14 pack
    "Send the Rs 10 Maggi pack, 48 of them.",
    "10 रुपये वाली मैगी के 48 पैकेट भेजिए।",
    "Parle-G 10 rupay wala 10 packet bhejo.",
])
def test_a_pack_we_do_not_sell_is_refused(text):
    assert refused(text, email=True) == "no_item.pack_size"


def test_the_pack_refusal_names_both_prices_in_the_suppliers_language():
    r = read_message("10 रुपये वाली मैगी के 48 पैकेट भेजिए।", CAT, email=True)
    assert r.reason_args == {"item": "instant noodles", "money": "₹10", "money2": "₹14"}


# --- refusals that pointed the wrong way ---------------------------------------------------------------------------


@pytest.mark.parametrize("text, want", [
    ("टमाटर 30 किलो भेजिए। पिछली बार 5 किलो कम आया था।", [("order", "tomato-1kg", 30, None, None, None)]),  # trial 33
    ("Tamatar 30 kilo bhejo. Pichli baar 5 kilo kam aaya tha.", [("order", "tomato-1kg", 30, None, None, None)]),
    ("Send 30 kg tomato. Last time 5 kg came short.", [("order", "tomato-1kg", 30, None, None, None)]),
    ("चीनी 20 किलो भेजिए। पिछली बार 2 किलो कम आई थी।", [("order", "sugar-1kg", 20, None, None, None)]),
])
def test_a_past_shortfall_beside_an_order_is_news(text, want):
    assert intents(text, email=True) == want


def test_a_past_shortfall_asked_mended_stays_a_dispute_without_a_bill():
    assert refused("Send 30 kg tomato. Last time 5 kg came short, please adjust it in the bill.",
                   email=True) == "no_id.bill"


@pytest.mark.parametrize("text", [
    "Send 10 kg jaggery and 10 kg sugar, but if jaggery is over ₹65 skip it.",  # trial 33
    "अगर दूध का पैकेट ₹25 से कम में दे सकें तो 60 पैकेट भेज दीजिए, वरना रहने दीजिए।",  # trial 33
    "If rice is less than ₹38 a kg, send 30 kg.",
    "Chawal 50 kilo bhejo agar ₹40 kilo se kam ho.",
    "Agar chawal ₹38 se kam ho toh 30 kilo bhejo.",
    "अगर चीनी ₹45 से ऊपर है तो 20 किलो मत भेजिए।",
    "अगर चावल ₹38 से कम हो तो 30 किलो भेजिए।",
    # the condition said after the price, with no "agar" (trial 53: refused "which order to cancel?" in Hindi and
    # Hinglish while English named the condition)
    "25 dozen kela bhej dijiye; rate ₹51 se zyada ho to mat bhejna.",
    "कृपया 25 दर्जन केला भेजिए, लेकिन ₹51 से ज़्यादा भाव हो तो मत भेजिए।",
    "₹51 se zyada ho to kela mat bhejna, warna 25 dozen bhej do.",
    "Chini 20 kilo bhejo, ₹45 se upar hai to mat bhejna.",
])
def test_goods_wanted_below_a_price_are_refused_naming_the_condition(text):
    assert refused(text, email=True) == "ambiguous_intent.price_ceiling"


@pytest.mark.parametrize("text", [
    "Tamatar 15 kilo bhejna agar ₹35 ke andar ho, nahi toh mat bhejna. Pyaaz 25 kilo pakka bhejo.",  # trial 33
    "अगर टमाटर ₹35 तक हो तो 15 किलो भेजिए, वरना मत भेजिए।",
])
def test_otherwise_dont_send_after_a_price_condition_cancels_nothing(text):
    assert refused(text, email=True) == "ambiguous_intent.if_priced"  # (had been "which order to cancel?")


@pytest.mark.parametrize("text, want", [
    ("If you can do ₹34 a kg, send 50 kg rice.", [("offer", "rice-1kg", 50, 3400, None, None)]),
    ("Agar ₹34 kilo mein do toh 50 kilo chawal bhejo.", [("offer", "rice-1kg", 50, 3400, None, None)]),
    # the most paid said as the condition: an offer at it (holdout81 en-d9007's convention), as before
    ("If rice is ₹38 a kg or less, send 30 kg.", [("offer", "rice-1kg", 30, 3800, None, None)]),
    ("Agar chawal ₹38 tak ho toh 30 kilo bhejo.", [("offer", "rice-1kg", 30, 3800, None, None)]),
    ("अगर चावल ₹38 के अंदर हो तो 30 किलो भेजिए।", [("offer", "rice-1kg", 30, 3800, None, None)]),
    ("Send 15 kg tomato if it's ₹35 max, otherwise don't send it.", [("offer", "tomato-1kg", 15, 3500, None, None)]),
])
def test_a_price_in_a_condition_with_no_limit_is_an_offer_as_before(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "please book 15 kg moong dal for me. I can do ₹104 a kilo on that. Do you have masoor in stock right now?",
    "15 kilo moong dal bhejo, ₹104 kilo. Masoor stock mein hai kya?",
    "15 किलो मूंग दाल भेजिए, ₹104 किलो। मसूर स्टॉक में है क्या?",
])
def test_a_stock_question_beside_an_order_is_refused_naming_its_sentence(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.unknown_word"
    assert r.reason_args["item"] == "masoor dal" and "?" in r.reason_args["text"]


@pytest.mark.parametrize("text", [
    "अरहर और चना दाल का भाव बताइए। अग्रवाल जी ₹140 में अरहर दे रहे हैं, उससे कम हो तो बात करें।",
    "Please send your rates for toor and chana dal. Agarwal is giving toor at ₹140; if you can go lower than that, "
    "let's talk.",
    "Please send your rates for toor and chana dal. Agarwal is giving toor at ₹140.",  # near: read as before
])
def test_a_competitors_price_and_lower_than_that_ask_the_rates(text):
    assert read_as(text) == [  # (reader_intents.DOUBTED)
                                         ("ask_quote", "toor-dal-1kg", None, None, None, None),
                                         ("ask_quote", "chana-dal-1kg", None, None, None, None)]


@pytest.mark.parametrize("text, want", [
    ("Kela ₹51 ho to 25 dozen bhej do.", [("offer", "banana-1dozen", 25, 5100, None, None)]),  # no limit: an offer (paise)
    ("Kela 25 dozen bhej do, gaadi khaali ho to kal subah.", [("order", "banana-1dozen", 25, None, None, None)]),
])
def test_a_condition_said_after_without_a_price_limit_reads_as_before(text, want):
    assert intents(text, email=True) == want
