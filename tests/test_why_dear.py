"""``lang.why_dear``: goods asked why they cost so much are refused with "what price?", in every language, not read as
a rate question; a price named beside the complaint is still the shop's offer."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Why is ghee so expensive this week?",
    "इस हफ़्ते घी इतना महँगा क्यों?",
    "Is hafte ghee itna mehenga kyun?",
])
def test_why_so_dear_asks_what_price(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key, r.reason_args.get("item")) == (False, "no_price.what_price", "ghee")


def test_a_price_offered_beside_the_complaint_is_still_the_offer():
    r = read_message("Ghee ₹560 is expensive, why? Do ₹520.", CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == [("offer", "ghee-1l", 52000)]
