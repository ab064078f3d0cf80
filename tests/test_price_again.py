"""lang.price_again (through lang.told_figures): a price said again for the same goods at the same figure is taken
once, in all three languages (fixer N, s27); a different figure is still asked about."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Supplier: agarbatti ₹16 packet. Ok ₹16 ok. 30 packet send.",
    "सप्लायर: अगरबत्ती ₹16 पैकेट। ठीक ₹16 ठीक। 30 पैकेट भेजो।",
    "Supplier: agarbatti ₹16 packet. Ok ₹16 ok. 30 packet bhejo.",
])
def test_the_suppliers_price_said_before_the_accept(text):
    assert _read(text) == (True, "", [("accept", "incense-1pack", None, 1600), ("order", "incense-1pack", 30, None)])


def test_another_figure_is_still_asked():
    ok, reason, _ = _read("Supplier: agarbatti ₹17 packet. Ok ₹16 ok. 30 packet bhejo.")
    assert not ok and "17" in reason
