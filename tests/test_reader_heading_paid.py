"""A payment heading pays the bills listed under it, not one whose line promises the payment for later
("**Payment update** ⏎ - B3: paid ⏎ - B5: 5 tareekh ko denge" had paid B5 too: breaker AS; ``lang.paid_chunk.not_to_come``)."""
from __future__ import annotations

import pytest

from reader_intents import intents

PAID = [("pay", None, None, None, None, "B3"), ("pay", None, None, None, None, "B4")]


@pytest.mark.parametrize("text", [
    "**Payment update**\n- B3: paid (UPI)\n- B4: paid (cash to your collector)\n- B5: will pay on the 5th",
    "**भुगतान की जानकारी**\n- B3: चुका दिया (UPI)\n- B4: चुका दिया (आपके कलेक्टर को नकद)\n- B5: 5 तारीख को देंगे",
    "**Payment update**\n- B3: paid (UPI)\n- B4: paid (aapke collector ko cash)\n- B5: 5 tareekh ko denge",
    "Bhugtan:\n- B3: paid\n- B4: paid\n- B5: agle hafte denge",
    "भुगतान की जानकारी:\n- B3: चुका दिया\n- B4: चुका दिया\n- B5: अगले हफ्ते देंगे",
    "Payment update:\n- B3: paid\n- B4: paid\n- B5: next week"])
def test_a_bill_promised_for_later_is_not_paid(text):
    assert intents(text, email=True) == PAID


@pytest.mark.parametrize("text", ["**Payment update**\n- B3: paid (UPI)\n- B4: paid (cash)",
                                  "भुगतान की जानकारी:\n- B3: चुका दिया\n- B4: चुका दिया"])
def test_the_bills_paid_under_it_are_paid(text):
    assert intents(text, email=True) == PAID
