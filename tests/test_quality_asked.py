"""``lang.quality_asked``: a quality asked of goods sent with a negation ("no broken ones", "टूटे हुए नहीं", "toote hue
nahi") refuses nothing, in every language; a refusal that only mentions a state keeps its refusal."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity) for i in r.intents]


@pytest.mark.parametrize("text", ["Send 3 trays of eggs — no broken ones this time please.",
                                  "3 tray ande bhejo, toote hue nahi.", "3 ट्रे अंडे भेजो — टूटे हुए नहीं।"])
def test_a_quality_asked_orders_the_goods(text):
    assert _read(text) == (True, [("order", "eggs-1pc", 90)])


@pytest.mark.parametrize("text", ["Eggs are broken, not taking them.", "No eggs, they come broken."])
def test_a_refusal_beside_a_state_is_kept(text):
    assert _read(text) == (True, [("reject", "eggs-1pc", None)])
