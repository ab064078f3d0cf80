"""``lang.checked_unpaid``: a bill asked to be checked beside another bill paid is refused, not paid."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Please check B57 and pay B58",
    "B57 check kar lijiye aur B58 ka payment kar diya",
    "B57 जाँच लीजिए और B58 का भुगतान कर दिया",
])
def test_a_bill_to_check_beside_a_bill_paid_is_not_paid(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.id" and r.reason_args["id"] == "B57"


@pytest.mark.parametrize("text,bills", [
    ("Please check B57 and pay it", ["B57"]),          # one bill: checked, then paid
    ("Paid B57 and B58", ["B57", "B58"]),               # no word of checking
    ("B57 aur B58 ka payment kar diya", ["B57", "B58"]),
])
def test_payments_without_a_bill_to_check_are_read(text, bills):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.bill_id) for i in r.intents] == [("pay", b) for b in bills]
