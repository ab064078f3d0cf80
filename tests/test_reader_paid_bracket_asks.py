"""A request in brackets beside a paid bill is a request of its own, never lost as the payment's description
(lang.paid_bracket_asks; issue 10, session 41 helper FX2): "Paid B1 (send 20 packets more)." had read as only the
payment of B1, silently. With goods named it orders them; with none it asks what the count is for. Brackets that only
describe the payment stay its description (lang.paid_described)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text):
    r = read_message(text, CAT, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Paid B1 (send 20 packets more).",
    "B1 का भुगतान कर दिया (20 पैकेट और भेजिए)।",
    "B1 ka payment kar diya (20 packet aur bhejo).",
])
def test_a_count_asked_in_the_bracket_is_no_description(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable
    assert r.reason_key == "ambiguous_intent.figure"
    assert r.reason_args["figure"].startswith("20")


@pytest.mark.parametrize("text", [
    "Paid B1 (send 20 packets more of atta).",
    "B1 का भुगतान कर दिया (20 पैकेट आटा और भेजिए)।",
    "B1 ka payment kar diya (20 packet atta aur bhejo).",
])
def test_goods_asked_in_the_bracket_are_ordered(text):
    assert _rows(text) == [("pay", None, None, "B1"), ("order", "atta-5kg", 20, None)]


@pytest.mark.parametrize("text, want", [
    ("Paid B9 (corrected one, rice @ ₹40) and B11 today by UPI.", [("pay", None, None, "B9"), ("pay", None, None, "B11")]),
    ("Paid B1 (20 packets of atta, corrected).", [("pay", None, None, "B1")]),
])
def test_a_bracket_that_describes_the_payment_stays_its_description(text, want):
    assert _rows(text) == want
