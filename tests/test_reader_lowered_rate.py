"""A word of lowering said of something other than the rate (issue 10; sealed holdout79 hi/hl-y1007, holdout87
hi/hl-z9028, hl-z9001): "Bikri kam hai", "ग्राहक कम आ रहे हैं", "sabse kam rate", "from 20 packets to 12 packets"
had refused a rejection, a question about the rate or a cut as a rate to be lowered without a price
(``lang.lowered_rate``). A rate asked lower still asks by how much."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Bhaiya, is mahine chana dal nahi lenge. Bikri kam hai.",
    "भैया, इस बार चना दाल नहीं चाहिए। बिक्री कम है।",
    "We won't take chana dal this week. Sales are down.",
])
def test_sales_down_beside_a_rejection(text):
    assert intents(text, email=True) == [("reject", "chana-dal-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Moong dal ka kya rate hai? Is hafte grahak kam aa rahe hain.",
    "मूंग दाल का क्या भाव है? इस हफ़्ते ग्राहक कम आ रहे हैं।",
    "What is your rate for moong dal? Our stock is less than 5 kg.",
])
def test_few_customers_beside_a_question_about_the_rate(text):
    assert intents(text, email=True) == [("ask_quote", "moong-dal-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Kripya 50 kilo cheeni ka aapka sabse kam rate bataiye.",
    "कृपया 50 किलो चीनी का आपका सबसे कम भाव बताइए।",
])
def test_the_lowest_rate_asked_is_a_question_about_the_rate(text):
    assert intents(text, email=True) == [("ask_quote", "sugar-1kg", 50, None, None, None)]


@pytest.mark.parametrize("text", [
    "Please reduce the atta in yesterday's order from 20 packets to 12 packets.",
    "Kal ke order mein atta 20 packet se ghata ke 12 packet kar dijiye.",
])
def test_a_count_lowered_is_a_cut(text):
    assert intents(text, email=True) == [("cancel", "atta-5kg", 8, None, None, None)]


@pytest.mark.parametrize("text", [
    "Your chana dal rate is too high, please bring it down.",
    "Chana dal ka rate zyada hai, thoda kam kijiye.",
    "चना दाल का भाव ज़्यादा है, थोड़ा कम कीजिए।",
    "Chana dal pe 5% kam kar sakte ho?",
])
def test_a_rate_asked_lower_asks_by_how_much(text):
    assert refused(text, email=True) == "no_price.what_price"
