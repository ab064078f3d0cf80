"""An update on payments told chases no delivery ("Quick update on payments: we've cleared B2 (the corrected one,
after the moong-masoor mix-up) and B4 for the gud", holdout142 en-n7034; ``lang.payment_update``)."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text", [
    "Quick update on payments: we've cleared B2 (the corrected one, after the moong-masoor mix-up) and B4 for the gud, "
    "both by NEFT this morning.",
    "Update on the bills: we paid B2 and B4 for the gud by NEFT this morning.",
    "भुगतान का अपडेट: B2 और B4 (गुड़ वाला) का भुगतान आज सुबह NEFT से कर दिया।",
    "Payment ka update: B2 aur B4 (gud wala) ka payment aaj subah NEFT se kar diya.",
])
def test_two_payments_told(text):
    assert reading(text) == [("pay", None, None, None, None, "B2"), ("pay", None, None, None, None, "B4")]


@pytest.mark.parametrize("text", ["Any update on O12?", "O12 ka update?"])
def test_an_update_on_an_order_still_asks(text):
    assert reading(text) == [("ask_delivery", None, None, None, "O12", None)]


def test_with_no_payment_told_the_bills_are_asked():
    assert reading("Please send an update on bills.") == [("ask_bill", None, None, None, None, None)]
