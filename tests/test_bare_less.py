"""``lang.bare_less``: "Besan 4 kam karke bhejo" (four fewer, or ₹4 off?) is refused in every language; a rupee mark
or a word of rate keeps the price change (fixer H's probe, thirtieth session)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Besan 4 kam karke bhejo",
    "बेसन 4 कम करके भेजो",
    "Send besan, 4 less.",
])
def test_a_bare_number_less_is_refused(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "ambiguous_intent.bare_number")
    assert "4" in r.reason


@pytest.mark.parametrize("text", [
    "Besan ₹4 kam karke bhejo",
    "बेसन 4 रुपये कम करके भेजो",
    "Besan ka rate 4 kam karo",
])
def test_money_or_rate_keeps_the_price_change(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.price_change_paise) for i in r.intents] == [
        ("offer", "besan-500g", -400)]
