"""A price ordered "at" it and said "as you quoted" is the price the order is at (``lang.price_marks.as_quoted``;
holdout143 en-o7025: beside another price in the sentence, "at ₹59 a kilo as you quoted" had been a reference and the
jaggery ordered with no price, silently). Said of a price refused, the quote is still a reference."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    "Please send 2 bori sugar at the same ₹40.50 per kg, and 20 kg jaggery at ₹59 a kilo as you quoted.",
    "कृपया उसी ₹40.50 प्रति किलो पर 2 बोरी चीनी भेजिए, और आपके बताए ₹59 किलो पर 20 किलो गुड़।",
    "Please usi ₹40.50 per kg pe 2 bori cheeni bhejiye, aur aapke bataye ₹59 kilo pe 20 kg gur.",
])
def test_both_orders_carry_their_prices(text):
    assert _read(text) == [("order", "sugar-1kg", 100, 4050), ("order", "jaggery-1kg", 20, 5900)]


@pytest.mark.parametrize("text", [
    "Send 30 kg rice at ₹36 as u quoted, and 10 kg sugar at ₹41.",
    "Send 30 kg rice at ₹36 as you quoted, and 10 kg sugar at ₹41.",
    "Send 30 kg rice at ₹36 as quoted, and 10 kg sugar at ₹41.",
])
def test_the_quoted_price_first_is_ordered_at_too(text):
    assert _read(text) == [("order", "rice-1kg", 30, 3600), ("order", "sugar-1kg", 10, 4100)]


def test_a_quoted_price_called_high_is_still_a_reference():
    assert _read("Rice ₹38 as you quoted is high, do ₹36") == [("offer", "rice-1kg", None, 3600)]
