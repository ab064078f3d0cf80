"""``lang.received_other``: goods told received in place of others, with no bill named, are refused (which bill to
dispute?) in every language — never both refused at no price (fixer H's probe, thirtieth session)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "We received masoor dal, not moong.",
    "Humein masoor dal mili, moong nahi.",
    "हमें मसूर दाल मिली, मूँग नहीं।",
])
def test_goods_received_instead_with_no_bill_are_refused(text):
    """Refused: no bill named. Asked "which bill?" (``no_id.bill``) until session 37; since ``lang.not_arrived`` (the
    moong told as not come: "the rice came, but not the besan" asks nothing of the besan) the masoor dal alone is
    asked about (``ambiguous_intent.unknown_word``: send, price or cancel?) — still refused, a plainer question lost;
    since session 38 (``lang.received_instead``) "which bill?" again."""
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "no_id.bill")


@pytest.mark.parametrize("text, want", [
    ("Sir, we received masoor dal, not moong. Please correct B40.", [("dispute", None, "B40")]),
    ("हमें मसूर दाल मिली, मूंग नहीं। कृपया B40 ठीक कीजिए।", [("dispute", None, "B40")]),
    ("We don't want moong.", [("reject", "moong-dal-1kg", None)]),
])
def test_a_named_bill_and_a_plain_refusal_stay(text, want):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.bill_id) for i in r.intents] == want
