"""Kinds of silent misreading held-out corpus 18 showed (issue 10), each read as a whole kind in the three languages.

Each case is written again in our own words (other items, figures and wordings than the corpus's rows) and asserts
the exact intents (kind, sku, quantity in selling units, unit price in paise, order id, bill id), or for the counter
the bill's total in paise. A misreading the shop acts on is the benchmark's defect; a refusal is the model's failure.
"""
from __future__ import annotations

import pytest

from lang.counter_words import read_at_counter
from reader_intents import CAT, intents as _intents


def _bill(text: str) -> int:
    r = read_at_counter(text, CAT)
    assert r.readable and [i.kind for i in r.intents] == ["bill"], (text, r.reason, r.intents)
    return r.intents[0].total_paise


# 1. At the counter, goods handed back come off the total: the amount left is the bill, not the total before
#    (which the two other amounts add up to) — "₹130 ... वापस" beside goods is a return, not change.

@pytest.mark.parametrize("text, paise", [
    ("कुल ₹640 हुए थे, आपने ₹90 का घी वापस किया, तो ₹550 दीजिए।", 55000),
    ("Total ₹640 tha, ₹90 ka ghee wapas kiya, toh ₹550 dijiye.", 55000),
    ("It was ₹640 in all; you returned ₹90 of ghee, so ₹550 please.", 55000),
])
def test_goods_handed_back_come_off_the_counter_total(text, paise):
    assert _bill(text) == paise


@pytest.mark.parametrize("text", ["₹500 diye, ₹60 wapas", "आपने ₹500 दिए, ₹60 वापस"])
def test_change_given_back_names_no_goods_and_stays_unheard(text):
    """Change handed back is no return of goods: these keep the e-mail reading (refused, the total is asked)."""
    assert not read_at_counter(text, CAT).readable


# 2. Part paid now, the rest written in the khata: the bill is the whole amount.

@pytest.mark.parametrize("text", [
    "भैया, ₹940 हुए — ₹400 अभी दे दो, बाकी खाते में लिख दूँगा।",
    "Bhaiya ₹940 hue, ₹400 abhi de do, baaki khate mein likh dunga.",
    "That's ₹940; give ₹400 now and the rest goes in your khata.",
])
def test_the_rest_on_the_khata_bills_the_whole(text):
    assert _bill(text) == 94000


# 3. Goods asked at a price below the one the supplier wrote, quoted inline after "you wrote:": a counter-offer.

@pytest.mark.parametrize("text", [
    'On 2 Dec you wrote: "Sugar ₹46/kg, salt ₹22/kg."\nWe would like 30 kg sugar at ₹43.',
    '2 दिसंबर को आपने लिखा था: "चीनी ₹46 किलो, नमक ₹22 किलो।"\nहमें 30 किलो चीनी ₹43 में चाहिए।',
    '2 Dec ko aapne likha tha: "Cheeni ₹46/kg, namak ₹22/kg."\nCheeni ₹43 mein chahiye, 30 kilo.',
])
def test_an_order_below_an_inline_quote_is_an_offer(text):
    assert _intents(text) == [("offer", "sugar-1kg", 30, 4300, None, None)]


# 4. A clause of its own agreeing to the supplier's rate, then the goods ordered: the rate accepted, then the order.

@pytest.mark.parametrize("text", [
    "Your rates for poha and sugar are fine. Send 20 packets poha and 30 kg sugar.",
    "पोहा और चीनी का रेट ठीक है। 20 पैकेट पोहा और 30 किलो चीनी भेज दीजिए।",
    "Poha aur cheeni ka rate theek hai. 20 packet poha aur 30 kilo cheeni bhej dijiye.",
])
def test_a_rate_agreed_then_goods_ordered_accepts_and_orders(text):
    assert _intents(text) == [("accept", "poha-500g", None, None, None, None),
                              ("accept", "sugar-1kg", None, None, None, None),
                              ("order", "poha-500g", 20, None, None, None),
                              ("order", "sugar-1kg", 30, None, None, None)]


@pytest.mark.parametrize("text", [
    "Your rate for poha is not fine. Send 20 packets poha.",
    "Is your rate for poha fine? Send 20 packets poha.",
])
def test_a_rate_not_agreed_accepts_nothing(text):
    assert _intents(text) == [("order", "poha-500g", 20, None, None, None)]


def test_agreeable_to_a_price_accepts_it():
    assert _intents("We are agreeable to ₹44 per kg for sugar and would like 30 kg with Monday's van.") == [
        ("accept", "sugar-1kg", None, 4400, None, None), ("order", "sugar-1kg", 30, None, None, None)]


# 5. Rates asked for a list of goods, then "we'll need N of each": the quantity the rates are for, no order.

@pytest.mark.parametrize("text", [
    "Need rates for:\n- Poha\n- Tea 250 g\n- Biscuits\n\nWe'll need 40 packets of each.",
    "रेट बताइए:\n- पोहा\n- चाय 250 ग्राम\n- बिस्कुट\n\nहर एक के 40 पैकेट चाहिए।",
    "Rates chahiye:\n- Poha\n- Tea 250 g\n- Biscuit\n\nHar ek ka 40 packet chahiye.",
])
def test_a_want_beside_a_rate_request_is_the_quantity_asked_about(text):
    assert [(k, s, q) for k, s, q, *_ in _intents(text)] == [
        ("ask_quote", "poha-500g", 40), ("ask_quote", "tea-250g", 40), ("ask_quote", "biscuits-65g", 40)]


@pytest.mark.parametrize("text", ["Rates:\n- Poha\n- Biscuits\nSend 40 packets of each.",
                                  "Poha aur biscuit, har ek ka 40 packet bhej do."])
def test_a_send_word_after_a_rate_list_still_orders(text):
    assert [(k, s, q) for k, s, q, *_ in _intents(text)] == [("order", "poha-500g", 40), ("order", "biscuits-65g", 40)]


# 6. "The bill did not come" asks for the bill, not the goods' delivery.

@pytest.mark.parametrize("text", [
    "The goods of O88 came, but the bill did not come. Please send the bill for O88.",
    "O88 का माल आ गया, पर बिल नहीं आया। कृपया O88 का बिल भेज दीजिए।",
    "O88 ka maal aa gaya, lekin bill nahi aaya. O88 ka bill bhej dijiye.",
])
def test_a_bill_that_did_not_come_asks_for_the_bill(text):
    assert _intents(text) == [("ask_bill", None, None, None, "O88", None)]


# 7. A delivery question is about the goods said not to have come, not those said to have come.

@pytest.mark.parametrize("text, sku", [
    ("> Order O61: 10 kg sugar, 5 kg salt – dispatched.\n\nThe salt came, but the sugar in O61 hasn't reached yet. "
     "When will it come?", "sugar-1kg"),
    ("> ऑर्डर O61: 10 किलो चीनी, 5 किलो नमक – भेजा गया।\n\nO61 का नमक आ गया, पर चीनी अभी तक नहीं पहुँची। कब तक आएगी?",
     "sugar-1kg"),
    ("> Order O61: 10 kilo cheeni, 5 kilo namak – dispatch.\n\nO61 ka namak aa gaya, cheeni abhi tak nahi aayi. "
     "Kab tak aayegi?", "sugar-1kg"),
])
def test_a_delivery_question_names_the_goods_not_yet_come(text, sku):
    assert _intents(text) == [("ask_delivery", sku, None, None, "O61", None)]


def test_a_delivery_question_about_goods_to_come_keeps_them():
    assert _intents("Will the 30 kg rice come with tomorrow's van?") == [
        ("ask_delivery", "rice-1kg", 30, None, None, None)]
