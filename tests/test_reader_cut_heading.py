"""A cut of a named order heading a list of count changes ("Please reduce O2 as follows: / 1. Paneer: from 10 kg to
8 kg", ``lang.price_asks``'s changes listed) cuts the lines' counts; it had been read as a price lowered ("what price
for paneer?"). A price lowered "by ₹N" with the lowering verb further back ("we request you to reduce the rate on
toor dal by ₹6 per kg", "reduce by Rs 5") is a relative ask (``lang.roles``), not ₹6 a kg far from the MRP."""
from __future__ import annotations

import pytest

from reader_intents import reading

CUTS = [("cancel", "paneer-200g", 10, None, "O2", None), ("cancel", "curd-400g", 15, None, "O2", None)]


@pytest.mark.parametrize("text", [
    "Please reduce O2 as follows:\n1. Paneer: from 10 kg to 8 kg\n2. Curd: from 60 packets to 45 packets",
    "O2 mein kam kar dijiye:\n1. Paneer: 10 kg se 8 kg\n2. Dahi: 60 packet se 45 packet",
    "O2 में ये कम कर दीजिए:\n1. पनीर: 10 किलो से 8 किलो\n2. दही: 60 पैकेट से 45 पैकेट",
])
def test_cut_heading_a_list(text):
    assert reading(text) == CUTS


def test_rate_heading_not_a_cut():
    assert reading("Please reduce the rate for O2 items as follows:\n1. Paneer: ₹76\n2. Curd: ₹33") == \
        "ambiguous_intent.id"


@pytest.mark.parametrize("text, sku, change", [
    ("Please reduce the rate on toor dal by ₹6 per kg.", "toor-dal-1kg", -600),
    ("We request you to reduce the rate on toor dal by ₹6 per kg.", "toor-dal-1kg", -600),
    ("Please reduce toor dal by Rs 6 per kg.", "toor-dal-1kg", -600),
])
def test_lowered_by(text, sku, change):
    from lang.reader import read_message
    r = read_message(text, email=True)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.unit_price_paise, i.price_change_paise) for i in r.intents] == [
        ("offer", sku, None, change)]
