"""A sentence that only agrees, between the quote thanked for and the count sent, is the goods' agreement: "Thank you
for your quote of ₹118 per litre for mustard oil. We accept. Kindly send 24 litres." is accept ₹118 and order 24
(``lang.line_guards.accepts_between``, asked by ``lang.lines``; the order had taken the quote's price and the
agreement was lost). Fixer R of the thirty-first session."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text, price, qty", [  # holdouts 17 h17-en-013, 26 en-c002, 45 q090
    ("Dear Mr. Sharma,\n\nThank you for your quote of ₹118 per litre for Fortune mustard oil. We accept. Kindly send 2 "
     "cases (12 bottles each) with Friday's delivery.\n\nRegards,\nNeha Verma", 11800, 24),
    ("Thank you for your quotation of ₹132 per litre for Fortune mustard oil. We are pleased to accept it.\n\n"
     "Kindly dispatch 2 cases (12 bottles of 1 L each) with your next van.", 13200, 24),
    ("Arre bhaiya, ₹132 for sarson tel? Ok ok, chalo 🙏 Send 2 cases, Navratri rush starting.", 13200, 24),
    ("अरे भैया, सरसों तेल ₹132? ठीक है ठीक है, चलो 🙏 2 पेटी भेज दो, नवरात्रि का रश शुरू है।", 13200, 24),
    ("Arre bhaiya, sarson tel ₹132? Ok ok, chalo 🙏 2 peti bhej do, Navratri ka rush shuru hai.", 13200, 24),
])
def test_an_agreement_between_the_quote_and_the_count(text, price, qty):
    assert intents(text, email=True) == [("accept", "mustard-oil-1l", None, price, None, None),
                                         ("order", "mustard-oil-1l", qty, None, None, None)]


@pytest.mark.parametrize("text", [  # probes of our own, in the three languages
    "Thank you for your quote of ₹118 per litre for mustard oil. We accept. Kindly send 24 litres.",
    "सरसों तेल के ₹118 प्रति लीटर के कोटेशन के लिए धन्यवाद। हमें मंज़ूर है। 24 लीटर भेज दीजिए।",
    "Sarson tel ke ₹118 per litre ke quote ke liye dhanyavaad. Humein manzoor hai. 24 litre bhej dijiye.",
])
def test_probe_thanks_agreement_and_count(text):
    assert intents(text, email=True) == [("accept", "mustard-oil-1l", None, 11800, None, None),
                                         ("order", "mustard-oil-1l", 24, None, None, None)]


def test_near_sentence_without_the_agreement_takes_the_quote():
    # Session 32 (fixer AF, lang.quote_taken): the quote thanked for, then the goods asked sent with no price of their
    # own, takes the quote (accept ₹118, order 24); read as a bare order it had gone at the list price, silently.
    assert intents("Thank you for your quote of ₹118 per litre for mustard oil. Kindly send 24 litres.", email=True) == [
        ("accept", "mustard-oil-1l", None, 11800, None, None), ("order", "mustard-oil-1l", 24, None, None, None)]
