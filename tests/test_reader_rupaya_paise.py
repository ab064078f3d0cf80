"""Rupees and paise said with the singular "rupaya" / "रुपया" ("1 रुपया 60 पैसे") are one price, as "38 rupees 50
paise" is (lang.clean.plain_figures; issue 10, session 41 helper FX2: holdout47 s045 had asked "what is 1 रुपया for?")."""
from __future__ import annotations

import pytest

from lang.clean import plain_figures
from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text, want", [
    ("1 रुपया 60 पैसे", "₹1.60"), ("1 rupaya 60 paise", "₹1.60"), ("1 rupee 60 paise", "₹1.60"),
    ("38 rupees 50 paise", "₹38.50"), ("4 रुपये 20 पैसे", "₹4.20"),
])
def test_rupees_and_paise_are_one_price(text, want):
    assert plain_figures(text) == want


@pytest.mark.parametrize("text", [
    "100 माचिस 1 रुपया 60 पैसे प्रति डिब्बी में भेजो।",
    "100 maachis 1 rupaya 60 paise per dibbi mein bhejo.",
    "Send 100 matchboxes at 1 rupee 60 paise each.",
])
def test_an_order_at_rupees_and_paise(text):
    r = read_message(text, CAT, email=True)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [("order", "matchbox-1pc", 100, 160)]
