"""A negation before an order, found by a new user's trial (session 48, helper RD; trial48 finding 3: "Do NOT send sugar
this week. Only 20 kg rice, please." refused "what is 20 kg for?" in English while its Hindi and Hinglish twins were
read as orders), each read as a whole kind in the three languages (en, Hindi in Devanagari, Hinglish), asserting the
exact intents (kind, sku, quantity in selling units, unit price in paise, order id, bill id) as the supplier's desk
reads an e-mail, or the refusal's key. Probes written before the fixes: ``tests/corpus_probes48_rd``.
"""
from __future__ import annotations

import pytest

from reader_intents import reading

RICE_20 = [("order", "rice-1kg", 20, None, None, None)]


# 1. Goods said not to be sent, then "only / just / sirf / bas" goods with their count (lang.negated_send): the order
# alone; nothing for the goods not sent (no open order of them is named; it was a cancel of them, or a refusal).

@pytest.mark.parametrize("text", [
    "Do NOT send sugar this week. Only 20 kg rice, please.",  # the trial's words (refused "what is 20 kg for?")
    "इस हफ़्ते चीनी मत भेजिए। सिर्फ़ 20 किलो चावल, प्लीज़।",
    "Is hafte cheeni mat bhejna. Sirf 20 kilo chawal, please.",
    "Don't send sugar, only 20 kg rice.",
    "चीनी मत भेजिए, सिर्फ़ 20 किलो चावल।",
    "Sugar mat bhejo, bas 20 kg rice.",
    "Don't send sugar. Send 20 kg rice.",  # (had read a refusal of the sugar beside the order)
    "चीनी मत भेजना, 20 किलो चावल भेजना।",
    "Cheeni mat bhejna, 20 kilo chawal bhejna.",
])
def test_goods_not_sent_beside_an_order_read_the_order_alone(text):
    assert reading(text) == RICE_20


@pytest.mark.parametrize("text,sku,qty", [
    ("Please don't send atta now. Only 5 kg toor dal.", "toor-dal-1kg", 5),  # (was a hold: "holds the goods back")
    ("अभी आटा मत भेजिए। सिर्फ़ 5 किलो तूर दाल।", "toor-dal-1kg", 5),
    ("Do not send ghee this week — just 2 trays of eggs.", "eggs-1pc", 60),  # (was "eggs: cancel it too, or send it?")
    ("इस हफ़्ते घी मत भेजना — बस 2 ट्रे अंडे।", "eggs-1pc", 60),
    ("Is hafte ghee mat bhejna — bas 2 tray ande.", "eggs-1pc", 60),
    ("Don't send onions or potatoes this time, only 10 kg tomatoes.", "tomato-1kg", 10),  # (was "what is 10 kg for?")
    ("इस बार प्याज़ या आलू मत भेजना, सिर्फ़ 10 किलो टमाटर।", "tomato-1kg", 10),  # (was "cancel, or the other thing?")
    ("Is baar pyaaz ya aloo mat bhejna, sirf 10 kilo tamatar.", "tomato-1kg", 10),
    ("Don't send Maggi now, send 2 cases of Parle-G.", "biscuits-65g", 24),
    ("अभी मैगी मत भेजो, 2 पेटी पारले-जी भेजो।", "biscuits-65g", 24),
    ("Abhi Maggi mat bhejo, 2 peti Parle-G bhejo.", "biscuits-65g", 24),
])
def test_the_neighbours_read_the_same(text, sku, qty):
    assert reading(text) == [("order", sku, qty, None, None, None)]


@pytest.mark.parametrize("text", [
    "Don't send the sugar in O11. Send only 20 kg rice.",
    "O11 में चीनी मत भेजिए। सिर्फ़ 20 किलो चावल भेजिए।",
    "O11 mein cheeni mat bhejiye. Sirf 20 kilo chawal bhejiye.",
])
def test_an_open_order_named_still_has_its_goods_cut(text):
    assert reading(text) == [("cancel", "sugar-1kg", None, None, "O11", None), RICE_20[0]]


def test_goods_not_sent_alone_are_left_as_they_were():
    assert reading("Don't send sugar this week.") == [("cancel", "sugar-1kg", None, None, None, None)]


# 2. The same message where it cannot be read: the refusal says what to change (both had been read as a cancel of the
# sugar, silently).

@pytest.mark.parametrize("text", [
    "Don't send sugar this week, only rice.",
    "इस हफ़्ते चीनी मत भेजिए, सिर्फ़ चावल।",
    "Is hafte cheeni mat bhejiye, sirf chawal.",
])
def test_the_goods_asked_with_no_count_are_asked_how_much(text):
    assert reading(text) == "no_quantity.how_many"


@pytest.mark.parametrize("text", [
    "Don't send sugar, only 20 kg.",
    "चीनी मत भेजिए, सिर्फ़ 20 किलो।",
    "Cheeni mat bhejiye, sirf 20 kilo.",
])
def test_a_count_with_no_goods_is_asked_of_what(text):
    assert reading(text) == "no_item.of_what"


# 3. A plain order with "this week / this time" (lang.this_time): an order, never "what should we do with the rice?"
# (and the Hinglish "Is baar …" no English "Is …?" question).

@pytest.mark.parametrize("text,sku,qty", [
    ("Just 20 kg rice this week, please.", "rice-1kg", 20),
    ("इस हफ़्ते बस 20 किलो चावल, प्लीज़।", "rice-1kg", 20),
    ("Is hafte bas 20 kilo chawal, please.", "rice-1kg", 20),
    ("Only 12 packets of Maggi this time.", "noodles-70g", 12),
    ("इस बार सिर्फ़ 12 पैकेट मैगी।", "noodles-70g", 12),
    ("Is baar sirf 12 packet Maggi.", "noodles-70g", 12),
    ("Only 20 kg rice, please.", "rice-1kg", 20),
    ("सिर्फ़ 20 किलो चावल, प्लीज़।", "rice-1kg", 20),
    ("Sirf 20 kilo chawal, please.", "rice-1kg", 20),
])
def test_a_plain_order_this_time_is_an_order(text, sku, qty):
    assert reading(text) == [("order", sku, qty, None, None, None)]


@pytest.mark.parametrize("text,opens", [
    ("Is baar sirf 12 packet Maggi.", True), ("Is hafte bas 20 kilo chawal", True),
    ("Is bar soap in stock?", False), ("Is rice available?", False), ("Is week", False),
])
def test_only_the_hinglish_is_with_a_time_opens_no_question(text, opens):
    from lang.language import tokenize
    from lang.this_time import this_time_opens
    tokens = tokenize(text)
    assert this_time_opens(tokens, [k for k, t in enumerate(tokens) if t.kind == "word"]) is opens


# 4. "Nothing else" beside goods asked with their count (lang.nothing_else_beside): the order, no refusal (the English
# with "send" was read; its Hindi and Hinglish twins, and every one without a verb, were refused).

@pytest.mark.parametrize("text,sku,qty", [
    ("Rice 20 kg only, nothing else.", "rice-1kg", 20),
    ("सिर्फ़ चावल 20 किलो, और कुछ नहीं।", "rice-1kg", 20),
    ("Sirf chawal 20 kilo, aur kuch nahi.", "rice-1kg", 20),
    ("Send 20 kg rice, nothing else.", "rice-1kg", 20),
    ("20 किलो चावल भेजो, और कुछ नहीं।", "rice-1kg", 20),
    ("20 kilo chawal bhejo, aur kuch nahi chahiye.", "rice-1kg", 20),
    ("Nothing more needed, only 10 kg sugar.", "sugar-1kg", 10),
    ("और कुछ नहीं चाहिए, बस 10 किलो चीनी।", "sugar-1kg", 10),
    ("Aur kuch nahi chahiye, bas 10 kilo cheeni.", "sugar-1kg", 10),
])
def test_nothing_else_beside_an_order_is_no_refusal(text, sku, qty):
    assert reading(text) == [("order", sku, qty, None, None, None)]


@pytest.mark.parametrize("text", [
    "Thanks, nothing more needed this week.",
    "धन्यवाद, इस हफ़्ते और कुछ नहीं चाहिए।",
])
def test_nothing_needed_alone_stays_nothing_to_do(text):
    assert reading(text) == "no_intent.nothing_needed"
