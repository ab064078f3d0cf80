"""``EitherGuardMixin._guard_no_then_other``: "Send rice 20 kg — no, sugar 10 kg" takes the rice back or adds the
sugar? Refused as a correction not applied, in every language (both had been ordered, silently); the same goods
corrected after the "no" and a "no" that is the next goods' own are read as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Send rice 20 kg — no, sugar 10 kg.",
    "20 किलो चावल भेजो — नहीं, 10 किलो चीनी।",
    "20 kilo chawal bhejo — nahi, 10 kilo cheeni.",
])
def test_a_no_between_two_goods_ordered_is_asked(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "ambiguous_intent.corrected")


def test_the_same_goods_corrected_after_the_no_are_read():
    r = read_message("Send rice 20 kg, sugar 10 kg — no, make sugar 15 kg — and 5 litres mustard oil.", CAT, email=True)
    assert r.readable and [(i.sku, i.quantity) for i in r.intents] == [
        ("rice-1kg", 20), ("sugar-1kg", 15), ("mustard-oil-1l", 5)]
