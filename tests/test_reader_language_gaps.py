"""Kinds read in English and refused in Hindi and Hinglish (session 52, ``benchmarks/language_gaps.py``), each tested in
the three languages with sentences of the kind written here:

- an order's goods told after a question about it, pointing back by "wahi" / "वही", "jisme" / "जिसमें", "wala" /
  "वाला" or the past "the" / "थे" (``lang.order_goods_after``), as "The one with …" and "It was …" do in English;
- an order beside a sentence of its own that takes other goods only at a lower price (``lang.condition_apart``);
- paise said in number words ("pachaas paise", "पचास पैसे", ``lang.paise_words``);
- a bill disputed and its goods to be carried back ("wapas le jao", "वापस ले जाइए", ``lang.order_bills``), no
  dispute taken back;
- a bill's copy asked by its id with the way to send it ("B6 ki copy WhatsApp pe bhejo", ``lang.bill_id_sent``);
- and the other way, read in Hindi and Hinglish and refused in English: "give at ₹98" as an offer ("98 mein do",
  ``lang.cues``).

Beside each, what must stay refused: a list with no word pointing back, a condition that names no goods or holds
the order's goods."""
from __future__ import annotations

import pytest

from lang.paise_words import paise_in_words
from lang.reader import read_message
from reader_intents import CAT, intents, refused

SOAP = [("ask_delivery", "bath-soap-75g", 96, None, "O4", None)]
RICE_SUGAR = [("ask_delivery", "rice-1kg", 25, None, "O9", None), ("ask_delivery", "sugar-1kg", 10, None, "O9", None)]
EGGS = [("ask_delivery", "eggs-1pc", 120, None, "O3", None)]


@pytest.mark.parametrize("text, read", [
    ("Has O4 left your godown? The one with 8 dozen Lifebuoy.", SOAP),
    ("O4 godown se nikla kya? Wahi Lifebuoy 8 darjan wala.", SOAP),
    ("O4 गोदाम से निकला क्या? वही लाइफ़बॉय 8 दर्जन वाला।", SOAP),
    ("When does O9 reach us? The one with 25 kg rice and 10 kg sugar.", RICE_SUGAR),
    ("O9 kab tak pahunchega? 25 kilo chawal aur 10 kilo cheeni wala.", RICE_SUGAR),
    ("O9 कब तक पहुँचेगा? वो 25 किलो चावल और 10 किलो चीनी वाला।", RICE_SUGAR),
    ("Has O9 left yet? The one with 25 kg rice and 10 kg sugar.", RICE_SUGAR),
    ("O9 nikla kya? Wahi jisme 25 kilo chawal aur 10 kilo cheeni hai.", RICE_SUGAR),
    ("O9 निकला क्या? वही जिसमें 25 किलो चावल और 10 किलो चीनी है।", RICE_SUGAR),
    ("Will O3 come today? It was 4 trays of eggs.", EGGS),
    ("O3 aaj aayega kya? 4 tray ande the.", EGGS),
    ("O3 आज आएगा क्या? 4 ट्रे अंडे थे।", EGGS),
])
def test_an_orders_goods_pointed_back_at_after_its_question(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text", [
    "Will O3 come today? 4 trays of eggs.",  # no word pointing back: the order's goods, or more?
    "O3 aaj aayega kya? 4 tray ande.",
    "O3 आज आएगा क्या? 4 ट्रे अंडे।",
])
def test_a_list_that_does_not_point_back_is_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


def _offers(text: str) -> list[tuple]:
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.price_change_paise) for i in r.intents]


TOMATO_POTATO = [("order", "tomato-1kg", 20, None), ("offer", "potato-1kg", 50, -300)]


@pytest.mark.parametrize("text", [
    "Send 20 kg tomato. If you cut potato by ₹3 a kg we'll take 50 kg.",
    "20 kilo tamatar bhejo. Aloo pe ₹3 kilo kam karo toh 50 kilo le lenge.",
    "20 किलो टमाटर भेजो। आलू पर ₹3 किलो कम करो तो 50 किलो ले लेंगे।",
])
def test_an_order_beside_a_sentence_of_its_own_taking_other_goods_at_a_lower_price(text):
    assert _offers(text) == TOMATO_POTATO


@pytest.mark.parametrize("text", [
    "If you cut ₹3 a kg we'll take it. Send 50 kg potato.",  # the condition names no goods: the potato's?
    "Agar ₹3 kilo kam karo toh le lenge. 50 kilo aloo bhejo.",
    "अगर ₹3 किलो कम करो तो ले लेंगे। 50 किलो आलू भेजो।",
])
def test_a_condition_naming_no_goods_still_holds_the_order(text):
    """(and the refusal stands for the order that names the condition's goods or itself: next test)"""
    r = read_message(text, CAT, email=True)
    assert not any(i.kind == "order" for i in r.intents), (text, r.intents)


@pytest.mark.parametrize("text", [
    "20 kilo tamatar aur 50 kilo aloo chahiye. Aloo ₹3 kilo kam karo toh order pakka.",
    "20 किलो टमाटर और 50 किलो आलू चाहिए। आलू ₹3 किलो कम करो तो ऑर्डर पक्का।",
])
def test_an_order_whose_goods_or_itself_hang_on_the_price_is_still_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.if_price"


@pytest.mark.parametrize("text", [
    "Take 25 paise off each Parle-G packet and we'll lift 10 dozen.",
    "Parle-G pe pachees paise packet kam karo toh 10 darjan utha lenge.",
    "पारले-जी पर पच्चीस पैसे पैकेट कम करो तो 10 दर्जन उठा लेंगे।",
])
def test_paise_in_number_words_lower_a_price(text):
    assert _offers(text) == [("offer", "biscuits-65g", 120, -25)]


@pytest.mark.parametrize("text, plain", [
    ("Cheeni pe pachaas paise kam", "Cheeni pe 50 paise kam"),
    ("चीनी पर पचास पैसे कम", "चीनी पर 50 पैसे कम"),
    ("do sau pachaas rupaye pachees paise", "250 rupaye 25 paise"),
    ("दो सौ पचास रुपये पच्चीस पैसे", "250 रुपये 25 पैसे"),
    ("ek paisa bhi kam nahi hoga", "ek paisa bhi kam nahi hoga"),  # no price
    ("B5 ke paise do", "B5 ke paise do"),  # money, no figure
])
def test_paise_words_written_in_digits(text, plain):
    assert paise_in_words(text) == plain


@pytest.mark.parametrize("text", [
    "B8 is disputed, 4 packets of paneer were sour. Please take them back.",
    "B8 pe complaint hai, 4 packet paneer khatta tha. Inhe wapas le jaiye.",
    "B8 पर शिकायत है, 4 पैकेट पनीर खट्टा था। इन्हें वापस ले जाइए।",
    "B8 dispute hai, paneer wapas le jao.",
    "B8 पर आपत्ति है, पनीर वापस ले जाना।",
])
def test_a_dispute_with_goods_carried_back_stands(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B8")]


@pytest.mark.parametrize("text", [
    "B8 ki shikayat wapas lete hain.",  # the complaint taken back: no dispute
    "B8 की शिकायत वापस ले ली है।",
])
def test_a_complaint_taken_back_is_still_no_dispute(text):
    r = read_message(text, CAT, email=True)
    assert not any(i.kind == "dispute" for i in r.intents), (text, r.intents)


@pytest.mark.parametrize("text", [
    "Please send the B11 copy on email.",
    "B11 ki copy email pe bhej dijiye.",
    "B11 की कॉपी ईमेल पर भेज दीजिए।",
    "B11 WhatsApp pe bhejo.",
    "B11 व्हाट्सऐप पर भेजो।",
])
def test_a_bills_copy_asked_with_the_way_to_send_it(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, "B11")]


@pytest.mark.parametrize("text", [
    "B11 ki copy ke saath 10 kilo cheeni bhejo",  # goods sent too: the bill's, or new?
    "B11 की कॉपी के साथ 10 किलो चीनी भेजो",
])
def test_a_copy_sent_with_goods_is_not_read_as_the_bill_alone(text):
    r = read_message(text, CAT, email=True)
    assert not (r.readable and [i.kind for i in r.intents] == ["ask_bill"]), (text, r.intents)


@pytest.mark.parametrize("text", [
    "Toor 140 is too much, give at 132.",
    "Toor 140 bahut zyada hai, 132 mein do.",
    "तूर 140 बहुत ज़्यादा है, 132 में दो।",
])
def test_give_at_a_price_offers_it(text):
    assert intents(text, email=True) == [("offer", "toor-dal-1kg", None, 13200, None, None)]
