"""``lang.revised_bill``: "B5 (संशोधित)" beside its payment is the revised bill paid, not disputed; a revised bill
asked for is still a dispute. And ``lang.bounds``: "hamari 42 ki limit" (no ₹) is no price of the accept."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "| बिल | राशि | माध्यम |\n|---|---|---|\n| B5 (संशोधित) | ₹639 | UPI |\n| B8 | ₹750 | UPI |\n\nदोनों का भुगतान आज "
    "सुबह कर दिया है।",
    "| Bill | Amount | Mode |\n|---|---|---|\n| B5 (revised) | ₹639 | UPI |\n| B8 | ₹750 | UPI |\n\nDono ka payment aaj "
    "subah kar diya.",
    "| Bill | Amount | Mode |\n|---|---|---|\n| B5 (revised) | ₹639 | UPI |\n| B8 | ₹750 | UPI |\n\nBoth paid this morning.",
])
def test_a_revised_bill_named_in_its_payment_is_paid(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and sorted((i.kind, i.bill_id) for i in r.intents) == [("pay", "B5"), ("pay", "B8")]


def test_a_revised_bill_asked_for_still_disputes():
    r = read_message("B15 में कोका-कोला की बोतलें ग़लत जोड़ी गई हैं। कृपया संशोधित B15 भेजिए।", CAT, email=True)
    assert not r.readable or [i.kind for i in r.intents] == ["dispute"]


@pytest.mark.parametrize("text", [
    "Chawal ka aapka 40 hamari 42 ki limit ke andar hai — manzoor.",
])
def test_a_limit_without_a_rupee_sign_is_no_price(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("accept", "rice-1kg", None, 4000)]


@pytest.mark.parametrize("text", [
    "चावल का आपका ₹40 हमारी ₹42 की लिमिट के अंदर है — मंज़ूर।",
    "Your ₹40 for rice is within our ₹42 limit — accepted.",
])
def test_the_limit_is_never_read_as_the_price_accepted(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable or all(i.unit_price_paise != 4200 and i.kind != "order" for i in r.intents)
