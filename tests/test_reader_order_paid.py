"""An order's bill paid with no amount said (lang/order_paid.py; fixer O of the twenty-seventh session): "Payment for
order O20 has been made.", "O20 ka bhugtan kr diya", "O23 का बिल चुका दिया।" pay the bill of that order. A payment
promised, asked, given as a purpose, or beside goods, is not."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text, ident", [("Payment for order O20 has been made.", "O20"),
                                         ("आदेश O20 का भुगतान कर दिया गया है।", "O20"), ("O20 ka bhugtan kr diya", "O20"),
                                         ("Paid O23's bill.", "O23"), ("O23 का बिल चुका दिया।", "O23"),
                                         ("O23 ka bill chuka diya.", "O23")])
def test_an_orders_bill_paid(text, ident):
    assert intents(text, email=True) == [("pay", None, None, None, ident, None)]


@pytest.mark.parametrize("text", ["Send O32's bill so the payment can be done."])
def test_a_bill_asked_so_as_to_pay_pays_nothing(text):
    r = refused(text, email=True)
    assert r.startswith("no_id") or r.startswith("ambiguous_intent"), r


@pytest.mark.parametrize("text", ["ऑर्डर O32 का बिल भी भेज दें, ताकि भुगतान किया जा सके।",
                                  "O32 ka bill bhej do taaki payment kiya ja sake",
                                  "O32 ka bill bhej dijiye taaki payment kar sakein"])
def test_a_bill_asked_so_that_it_can_be_paid_is_the_bill_asked(text):
    # "ताकि" / "taaki" (so that) before the word of paying: the payment is the request's purpose (lang.pay_amounts)
    assert intents(text, email=True) == [("ask_bill", None, None, None, "O32", None)]


@pytest.mark.parametrize("text", ["Payment for O20 will be made on delivery.", "Has O20 been paid?",
                                  "Paid for the 20 kg rice of O20."])
def test_a_payment_not_told_made_is_not_read(text):
    refused(text, email=True)
