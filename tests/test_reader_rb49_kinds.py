"""The silent readings left on the older corpora that change what the supplier's desk does (helper RB of session 49),
each read as a whole kind in the three languages (en, Hindi in Devanagari, Hinglish), asserting the exact intents
(kind, sku, quantity in selling units, unit price in paise, order id, bill id) as the desk reads an e-mail, or the
refusal's key where a careful reader could not act. Probes written before the fixes: ``tests/corpus_probes49_rb``.
"""
from __future__ import annotations

import pytest

from reader_intents import reading


# 1. A price pointed at another seller's rate, not written ("Do toor dal at Bansal ji's rate and we'll take 30 kg",
# holdout156 en-b2039; lang.rival_rate): refused, how much lower? — it had been an order at the desk's own price.

@pytest.mark.parametrize("text, item", [
    ("Do toor dal at Bansal ji's rate and we'll take 30 kg.", "toor dal"),
    ("Bhai, Metro is giving moong dal cheaper. Do it at Metro's price and send 20 kg 🙂", "moong dal"),
    ("भाई, मेट्रो मूंग दाल सस्ती दे रहा है। मेट्रो वाले भाव पर कर दो और 20 किलो भेज दो 🙂", "moong dal"),
    ("Bhai, Metro moong dal sasti de raha hai. Metro wale bhaav pe kar do aur 20 kilo bhej do 🙂", "moong dal"),
    ("अग्रवाल जी को जिस रेट पर देते हो उसी पर सरसों तेल दो, 15 लीटर लेंगे।", "mustard oil"),
    ("Agarwal ji ko jis rate pe dete ho usi pe sarson tel do, 15 litre lenge.", "mustard oil"),
])
def test_another_sellers_rate_unwritten_is_refused(text, item):
    assert reading(text) == "no_price.how_much_lower"


@pytest.mark.parametrize("text, rows", [
    ("Send toor dal at today's rate, 30 kg.", [("order", "toor-dal-1kg", 30, None, None, None)]),
    ("Aapke rate pe 30 kilo toor dal bhej do.", [("order", "toor-dal-1kg", 30, None, None, None)]),
    ("Send 30 kg toor dal at last week's rate.", [("order", "toor-dal-1kg", 30, None, None, None)]),
    # a send at another's rate is an order with no price (holdout96 y9025's gold, in the three languages)
    ("Send 50 kg rice at Agarwal's rate.", [("order", "rice-1kg", 50, None, None, None)]),
    ("Agarwal wale rate pe 50 kilo chawal bhej do.", [("order", "rice-1kg", 50, None, None, None)]),
])
def test_our_own_or_todays_rate_still_orders(text, rows):
    assert reading(text) == rows


# 2. Goods put off with "will revert" / "will get back" / "बाद में जवाब देंगे" (holdout153 en-w77003;
# lang.decided_later): nothing for them — they had been a rate asked, or in Hindi an accept at the quoted price.

@pytest.mark.parametrize("text", [
    "> Toor ₹140/kg, moong ₹110/kg\n\nToor at ₹140 is ok. Will revert on moong.",
    "> Toor ₹140/kg, moong ₹110/kg\n\n₹140 पर तूर ठीक है। मूंग पर बाद में जवाब देंगे।",
    "> Toor ₹140/kg, moong ₹110/kg\n\n₹140 pe toor theek hai. Moong pe baad mein reply karenge.",
])
def test_goods_put_off_with_a_reply_later_are_not_accepted(text):
    assert reading(text) == [("accept", "toor-dal-1kg", None, 14000, None, None)]


@pytest.mark.parametrize("text", [
    "Ghee at ₹540 is fine. Will get back to you on the mustard oil.",
    "₹540 पर घी ठीक है। सरसों तेल के बारे में बाद में बताता हूँ।",
    "₹540 pe ghee theek hai. Sarson tel ke baare mein baad mein batata hoon.",
])
def test_goods_put_off_beside_an_accept(text):
    assert reading(text) == [("accept", "ghee-1l", None, 54000, None, None)]


def test_will_revert_on_refined_asks_no_quote():
    text = ("> Desi ghee ₹548/L, kachi ghani mustard ₹142/L, refined soyabean ₹1,785 per 15 L tin.\n\n"
            "Gupta ji, ghee at 548 is on the higher side. Can you do ₹532 a litre? Mustard oil at ₹142 is fine with "
            "us. Will revert on refined.")
    assert reading(text) == [("offer", "ghee-1l", None, 53200, None, None),
                             ("accept", "mustard-oil-1l", None, 14200, None, None)]


# 3. A bare "Ok" under a quoted lot ("> Sugar: 50 kg at ₹42/kg, can send today." / "Ok.", holdout109 p8027;
# lang.reply_context): the lot's price accepted with its count, nothing ordered — it had booked an order of 50 kg.

@pytest.mark.parametrize("reply", ["Ok.", "ठीक है।", "Ok ji.", "Agreed.", "मंज़ूर है।", "Manzoor hai."])
def test_a_bare_ok_under_a_lot_accepts_the_lot(reply):
    assert reading("> Sugar: 50 kg at ₹42/kg, can send today.\n\n" + reply) == [
        ("accept", "sugar-1kg", 50, 4200, None, None)]


@pytest.mark.parametrize("reply", ["Ok, send.", "ठीक है, भेज दीजिए।", "Ok ji, bhej do."])
def test_an_ok_with_a_send_under_a_lot_still_orders(reply):
    assert reading("> Sugar: 50 kg at ₹42/kg, can send today.\n\n" + reply) == [
        ("accept", "sugar-1kg", None, 4200, None, None), ("order", "sugar-1kg", 50, None, None, None)]


def test_a_count_of_the_replys_own_still_orders():
    assert reading("> Eggs ₹178 per tray\n\nok, 5 trays.") == [("accept", "eggs-1pc", None, 593, None, None),
                                                                ("order", "eggs-1pc", 150, None, None, None)]


# 4. "Don't send X, send Y instead" with no order named (holdout39 hi-u004, gold corrected): X cut, Y ordered, as the
# corpora's golds read it (holdout62 d002, holdout39 en-u005) — no change to the reader.

@pytest.mark.parametrize("text", [
    "Don't send rice, send 25 kg sugar instead.",
    "चावल मत भेजिए, उसकी जगह 25 किलो चीनी भेज दीजिए।",
    "Chawal mat bhejiye, uski jagah 25 kilo cheeni bhej dijiye.",
])
def test_dont_send_then_instead_cuts_and_orders(text):
    assert reading(text) == [("cancel", "rice-1kg", None, None, None, None), ("order", "sugar-1kg", 25, None, None, None)]


# 5. Session 48's strict xfails, now read in the three languages.

@pytest.mark.parametrize("text", [
    "इस बार घी बहुत ज़्यादा लगेगा।",
    "Is baar ghee bahut zyada lagega.",
    "घी बहुत ज़्यादा लगेगा।",
    "This time we will need a lot of ghee.",
])
def test_a_lot_needed_is_asked_its_count(text):  # lang.need_a_lot: not "too dear", not a rate question
    assert reading(text) == "no_quantity.how_many"


def test_a_lot_needed_with_a_count_orders():
    assert reading("इस बार घी बहुत ज़्यादा लगेगा, 20 लीटर भेज दीजिए।") == [("order", "ghee-1l", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "प्याज़ का रेट क्या है? 50 किलो प्याज़ भेज दीजिए।",
    "Pyaz ka rate kya hai? 50 kilo pyaz bhej dijiye.",
    "What is your rate for onions? Please send 50 kg onions.",
])
def test_a_send_after_the_rate_question_of_the_goods_is_refused(text):  # lang.need_after_rate
    assert reading(text) == "ambiguous_intent.also"


@pytest.mark.parametrize("text", [
    "Send 10 kg rice today. Next month, can you do rice at ₹36?",
    "आज 10 किलो चावल भेज दीजिए। अगले महीने चावल ₹36 में कर सकते हैं?",
    "Aaj 10 kilo chawal bhej dijiye. Agle mahine chawal ₹36 mein kar sakte ho?",
])
def test_an_order_today_and_a_price_for_next_month(text):  # lang.figure_accounting: no twice refusal
    assert reading(text) == [("order", "rice-1kg", 10, None, None, None), ("offer", "rice-1kg", None, 3600, None, None)]

