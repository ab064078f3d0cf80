"""Another seller's rate asked matched with no figure is refused (how much lower?), never read as a plain rate
question (``lang.rival_rate``; fixer AH, session 32): "Can you match Sharma Traders' rate for moong dal?" had asked
the moong dal rate, silently, and the ask to come down was lost."""
from __future__ import annotations

import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Can you match Sharma Traders' rate for moong dal?",  # (our own probes)
    "Can you beat Gupta's price on atta? We buy 20 bags a month.",
    "bhaiya pls match Metro's price for Surf Excel 🙏",
    "क्या आप मूँग दाल पर शर्मा ट्रेडर्स वाला रेट दे सकते हैं?",
    "Sharma Traders wala rate de sakte ho moong dal ka?",
    "चीनी का रेट मंडी के बराबर कर दो।",
    "Cheeni ka rate mandi ke barabar kar do.",
])
def test_another_sellers_rate_asked_matched_with_no_figure_is_refused(text):
    assert refused(text, email=True) == "no_price.how_much_lower"


@pytest.mark.parametrize("text", ["What is your rate for moong dal this week?", "इस हफ़्ते मूँग दाल का क्या रेट है?",
                                  "Is hafte moong dal ka kya rate hai?", "Sharma ji, what's your rate for moong dal?"])
def test_a_rate_question_reads_as_before(text):
    assert intents(text, email=True) == [("ask_quote", "moong-dal-1kg", None, None, None, None)]


def test_a_match_with_a_figure_and_an_earlier_rate_read_as_before():
    assert intents("Can you match ₹36 for rice?", email=True) == [("offer", "rice-1kg", None, 3600, None, None)]
    assert refused("Pichhli baar jaisa rate lagao chawal ka", email=True) == "no_price.earlier_rate"
