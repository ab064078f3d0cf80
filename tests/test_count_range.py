"""lang.count_range: a range of counts in a rate question ("Rate for 20-25 kg rice?") is the rough amount a quote
does not need, in all three languages; a range in an order stays asked (which count?)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Rate for 20-25 kg rice?",
    "20-25 किलो चावल का क्या रेट है?",
    "20-25 kilo chawal ka rate kya hai?",
])
def test_a_range_in_a_rate_question_is_no_count(text):
    assert _read(text) == (True, [("ask_quote", "rice-1kg", None)])


@pytest.mark.parametrize("text", ["Send 20-25 kg rice", "20-25 किलो चावल भेज दो", "Rate for 25-20 kg rice?"])
def test_a_range_ordered_stays_asked(text):
    assert _read(text)[0] is False
