"""A payment's amount said with no ₹ ("I just sent the payment for bill B7, three thousand four hundred fifty, on
UPI", "B7 ka payment bhej diya, 3450, UPI se", "B7 का पेमेंट भेज दिया, 3450, UPI से"; sealed holdout 66, fixer I of
the twenty-sixth session) pays the bill; a small count beside a payment is no amount."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", ["Hello ji, so I just sent the payment for bill B7, three thousand four hundred fifty, on UPI.",
                                  "Paid B7 3450 via UPI", "Maine abhi bill B7 ka payment bhej diya, 3450, UPI se.",
                                  "मैंने अभी बिल B7 का पेमेंट भेज दिया, 3450, UPI से।"])
def test_a_bare_amount_pays_the_bill(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B7")]


def test_a_spoken_amount_beside_a_dispute():
    assert intents("B15 payment done, I sent it this morning on GPay, twenty-two hundred, you'll see it. And B16 is "
                   "wrong, we never ordered almonds.", email=True) == [("pay", None, None, None, None, "B15"),
                                                                      ("dispute", None, None, None, None, "B16")]


def test_a_small_count_beside_a_payment_is_no_amount():
    assert intents("Paid B7, 2 more to go", email=True) == [("pay", None, None, None, None, "B7")]
