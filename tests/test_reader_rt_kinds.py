"""Kinds a new user's trial (session 43, trial 43: F1, F2, F9, F10) found read wrong or refused for no reason, each
read as a whole kind in English, Hindi (Devanagari) and Hinglish.

Each case asserts the exact intents (kind, sku, quantity in selling units, unit price in paise, order id, bill id)
or the refusal's key, as the supplier's desk reads an e-mail. A misreading the shop acts on is the benchmark's
defect; a refusal is the model's failure.
"""
from __future__ import annotations

import pytest

from reader_intents import reading


SOAP, NOODLES, RICE, MILK, BANANA = "bath-soap-75g", "noodles-70g", "rice-1kg", "milk-500ml", "banana-1dozen"


# 1. A bare number right before the goods in a bid or an acceptance is their count, never the price
#    (lang.count_before_goods; F1: "can you do 40 bath soap at a better price?" had bid ₹40 a soap, and the supplier
#    "accepted" it). With no price stated the bid is refused: the price is the writer's to state.

@pytest.mark.parametrize("text", [
    "can you do 40 soap?",
    "Can you do 40 soaps?",
    "40 sabun de sakte ho?",
    "क्या आप 40 साबुन दे सकते हैं?",
    "Could you do 100 maggi at a discount?",
    "100 maggi discount pe de sakte ho?",
    "क्या आप 100 मैगी छूट पर दे सकते हैं?",
    "Can you do 40 soaps cheaper?",
    "40 sabun saste mein de do",
    "40 साबुन सस्ते में दे दो",
    "can you do 20 rice",
    "Can you do 38 rice?",  # 38 kg, or ₹38 a kg? not guessed
    "Can you do 40 of the soaps?",
    "OK, 40 soaps.",
    "Theek hai, 40 sabun.",
    "ठीक है, 40 साबुन।",
])
def test_a_count_before_the_goods_is_no_bid(text):
    assert reading(text) == "no_price.what_price"


@pytest.mark.parametrize("text, sku, qty", [
    ("Hi, can you do 40 bath soap at a better price? Let me know.", SOAP, 40),
    ("Can you do 20 rice at a better rate?", RICE, 20),
    ("20 चावल थोड़े कम भाव में दोगे?", RICE, 20),
])
def test_a_better_price_asked_for_a_count_asks_the_rate(text, sku, qty):
    # (the rules read "40 sabun kam rate mein de sakte ho?" and its Hindi so too; the second opinion refuses them)
    assert reading(text) == [("ask_quote", sku, qty, None, None, None)]


@pytest.mark.parametrize("text", [
    "40 sabun kam rate mein de sakte ho?",
    "क्या आप 40 साबुन कम दाम में दे सकते हैं?",
])
def test_a_lower_rate_asked_for_a_count_is_never_a_bid(text):
    got = reading(text)
    assert got == [("ask_quote", SOAP, 40, None, None, None)] or got.startswith("ambiguous_intent."), got


@pytest.mark.parametrize("text, price", [
    ("can you do ₹40 for soap?", 4000),
    ("can you do 40 rupees for soap?", 4000),
    ("can you do 12 for the soap?", 1200),
    ("can you do soap at 12?", 1200),
    ("sabun 12 mein de sakte ho?", 1200),
    ("साबुन 12 में दे सकते हैं?", 1200),
    ("Can you do 38 on rice?", 3800),
    ("OK, soap at 12.", 1200),
])
def test_a_bid_placed_as_a_price_is_still_read(text, price):
    (kind, _, qty, paise, _, _), = reading(text)
    assert (kind, qty, paise) == ("accept" if text.startswith("OK") else "offer", None, price)


@pytest.mark.parametrize("text, sku, price", [
    ("ok 44.50 sugar. send 3 bori", "sugar-1kg", 4450),  # holdout141 m7028: the price taken, then the count
    ("thik hai 27 aloo ka ok 👍", "potato-1kg", 2700),  # holdout25 hg-c012
    ("ठीक है, 27 आलू का ठीक है।", "potato-1kg", 2700),
])
def test_an_acceptance_may_say_its_price_before_the_goods(text, sku, price):
    assert reading(text)[0] == ("accept", sku, None, price, None, None)


@pytest.mark.parametrize("text, sku, qty", [
    ("Can you do 100 maggi at 12?", NOODLES, 100),
    ("100 maggi 12 mein de sakte ho?", NOODLES, 100),
    ("क्या आप 100 मैगी 12 में दे सकते हैं?", NOODLES, 100),
    ("Can you do 40 bath soap at ₹12?", SOAP, 40),
    ("40 sabun 12 mein de do", SOAP, 40),
    ("40 साबुन 12 में दे दो", SOAP, 40),
])
def test_a_count_and_a_bid_are_both_read(text, sku, qty):
    assert reading(text) == [("offer", sku, qty, 1200, None, None)]


# 2. A conditional order after rates asked for counts ("sahi laga to order de denge") is no bid either (F2: the 50
#    maggi had become a bid of ₹50 a packet and the message refused `no_price` — Hinglish only).

@pytest.mark.parametrize("text", [
    "Bhaiya namaste! 50 maggi aur 30 biscuit ka rate batao, sahi laga to order de denge.",
    "50 maggi aur 30 biscuit ka rate batao, sahi laga to order de denge",
    "50 मैगी और 30 बिस्कुट का भाव बताइए, सही लगा तो ऑर्डर दे देंगे।",
    "Please tell me the rate for 50 maggi and 30 biscuits; if it is right we will order.",
])
def test_rates_asked_for_counts_before_a_conditional_order(text):
    assert reading(text) == [("ask_quote", NOODLES, 50, None, None, None),
                             ("ask_quote", "biscuits-65g", 30, None, None, None)]


# 3. "N × goods" / "N x goods" after "Order:" is a count, no order id (F9: "Order: 30 × milk" asked "what about O30?",
#    "Order: 30 x milk @ ₹26" was refused for having no word saying order).

@pytest.mark.parametrize("text, price", [
    ("Order: 30 × milk", None),
    ("Order: 30 x milk @ ₹26", 2600),
    ("**Order**: 30 x milk @ ₹26", 2600),
    ("Order - 30 x milk", None),
    ("Order 30 X milk", None),
    ("ऑर्डर: 30 × दूध @ ₹26", 2600),
    ("ऑर्डर: 30 × दूध", None),
    ("Order: 30 x doodh @ ₹26", 2600),
    ("order: 30 x doodh bhej do", None),
])
def test_a_count_times_goods_after_order_is_no_order_id(text, price):
    assert reading(text) == [("order", MILK, 30, price, None, None)]


@pytest.mark.parametrize("text", ["Order #30 x milk", "Order O30: 20 x milk"])
def test_an_order_named_by_its_number_stays_an_id(text):
    assert reading(text) == "ambiguous_intent.id"


# 4. The supplier asked to confirm the price of a count of goods asks the rate (F10: "Please confirm the price for 2
#    dozen bananas." was refused, and its Hinglish ordered the bananas).

@pytest.mark.parametrize("text, sku, qty", [
    ("Please confirm the price for 2 dozen bananas.", BANANA, 2),
    ("Please confirm the price for 24 bananas.", BANANA, 2),
    ("कृपया 2 दर्जन केले का भाव कन्फ़र्म कीजिए।", BANANA, 2),
    ("2 darjan kele ka rate confirm kar dijiye.", BANANA, 2),
    ("2 darjan kele ka rate confirm karo.", BANANA, 2),
    ("Kindly confirm the rate for 20 packets of milk.", MILK, 20),
    ("Please confirm the rate for 50 kg rice.", RICE, 50),
])
def test_a_price_confirmed_for_a_count_asks_the_rate(text, sku, qty):
    assert reading(text) == [("ask_quote", sku, qty, None, None, None)]


@pytest.mark.parametrize("text, qty", [
    ("Please confirm the order for 2 dozen bananas.", 2),
    ("Confirm rate for 50 kg rice and send.", 50),
])
def test_a_confirmed_order_still_orders(text, qty):
    (kind, _, got, _, _, _), = reading(text)
    assert (kind, got) == ("order", qty)
