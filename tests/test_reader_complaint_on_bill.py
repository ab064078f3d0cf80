"""A complaint on a bill disputes it (``lang.cues``' dispute phrases): "B7 पर शिकायत है", "B7 pe complaint hai",
"complaint against B7". Customers' complaints name no bill and dispute nothing."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text", [
    "B7 पर शिकायत है।",
    "B7 pe complaint hai.",
    "Raising a complaint against B7.",
    "B7 par shikayat hai, 22 ande toote the.",
])
def test_a_complaint_on_a_bill_disputes_it(text):
    assert reading(text) == [("dispute", None, None, None, None, "B7")]


def test_customers_complaining_dispute_nothing():
    assert reading("Customers complain about the sugar.") == "ambiguous_intent.unknown_word"
