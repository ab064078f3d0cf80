"""A bill asked for again is a bill asked for, not a dispute and not unreadable (trial 18).

On main, "B6 ka bill dobara bhejo" and "बिल B6 दोबारा भेजिए" were read as disputes ("dobara"/"दोबारा" is a dispute cue:
billed twice), and "बिल B6 की एक कॉपी फिर से भेज दीजिए" / "B6 wala bill phir se bhej dijiye" drew no_item. Goods
sent again stay orders; a bill charged twice stays a dispute.
Left: the bare "B6 dobara bhejo" (no word "bill") is still a dispute.
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str) -> list[tuple]:
    r = read_message(text, CAT)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "बिल B6 की एक कॉपी फिर से भेज दीजिए।",
    "B6 ka bill dobara bhejo.",
    "B6 wala bill phir se bhej dijiye.",
    "बिल B6 दोबारा भेजिए।",
    "Send bill B6 again please.",
])
def test_bill_asked_again(text):
    assert _read(text) == [("ask_bill", None, None, "B6")]


@pytest.mark.parametrize("text, want", [
    ("20 kilo chawal dobara bhejo.", [("order", "rice-1kg", 20, None)]),
    ("Ek copy Colgate ki bhi bhej do, 12 piece.", [("order", "toothpaste-100g", 12, None)]),
    ("Pichli baar wala maal dobara bhejo, 20 kilo chini.", [("order", "sugar-1kg", 20, None)]),
    ("B6 dobara aaya hai, ek hi baar lagna chahiye tha.", [("dispute", None, None, "B6")]),
    ("बिल B6 में चीनी दोबारा लगी है।", [("dispute", None, None, "B6")]),
])
def test_goods_again_and_double_billing_unchanged(text, want):
    assert _read(text) == want
