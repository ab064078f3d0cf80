"""A payment with no bill named beside a bill named "too" is refused as no_id (``lang.paid_other_bill``); a bill
named without "too" is still the one paid."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["Paid, sir. Please check B57 too", "Payment kar diya. B57 bhi check karna.",
                                  "भुगतान कर दिया। B57 भी देख लीजिए।", "Payment done. Please also look at B57."])
def test_a_bill_named_too_is_not_the_one_paid(text):
    assert refused(text, email=True) == "no_id.bill"


def test_a_bill_named_after_the_payment_is_paid():
    assert intents("Paid, sir. Please check B57.", email=True) == [("pay", None, None, None, None, "B57")]
