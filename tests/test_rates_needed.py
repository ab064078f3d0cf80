"""``lang.rates_needed``: "Rates needed" over a list asks the rates even beside a bill asked, in every language
(holdout87 en-z9032 had read only the bill); a price after it is no rate asked."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "**1. Rates needed**\n- Everest haldi\n- Tata Tea\n\n**2. Bill**\n- Please share the bill for O19.",
    "**1. Rate chahiye**\n- Everest haldi\n- Tata Tea\n\n**2. Bill**\n- Kripya O19 ka bill bhej dijiye.",
    "**1. भाव चाहिए**\n- एवरेस्ट हल्दी\n- टाटा टी\n\n**2. बिल**\n- कृपया O19 का बिल भेज दीजिए।",
])
def test_rates_needed_beside_a_bill_asked(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.order_id) for i in r.intents] == [
        ("ask_quote", "turmeric-100g", None), ("ask_quote", "tea-250g", None), ("ask_bill", None, "O19")]


def test_a_rate_told_is_no_rate_asked():
    r = read_message("Rice rate needed ₹40 a kilo. Please share the bill for O19.", CAT, email=True)
    assert ("ask_quote", "rice-1kg") not in [(i.kind, i.sku) for i in r.intents]
