"""``lang.credit_asked``: a credit asked set against a bill is refused with what the desk does (pay in full or
dispute), in every language, not read as a dispute of the bill."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Please adjust our ₹500 credit against B11.",
    "हमारा ₹500 का क्रेडिट B11 में एडजस्ट कर दीजिए।",
    "Hamara ₹500 ka credit B11 mein adjust kar dijiye.",
])
def test_a_credit_asked_against_a_bill_is_refused(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key, r.reason_args.get("id")) == (False, "ambiguous_intent.credit", "B11")


def test_a_bill_disputed_alone_is_still_a_dispute():
    r = read_message("B11 is wrong, please correct it.", CAT, email=True)
    assert r.readable and [(i.kind, i.bill_id) for i in r.intents] == [("dispute", "B11")]
