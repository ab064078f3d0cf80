"""lang.kept_counts: a count said to stay as it is ("Rice 40 kg — no change") beside changes to an order is the
order's own count, asked of nobody, in all three languages; a line that keeps goods and names a price stays
refused (what is it for?)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()
_CUTS = [("cancel", "sugar-1kg", 20, "O55"), ("cancel", "jaggery-1kg", 10, "O55")]


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "### Changes to O55\n- Sugar 50 kg → 30 kg\n- Rice 40 kg — no change\n- Jaggery 10 kg — cancel",
    "### O55 में बदलाव\n- चीनी 50 किलो → 30 किलो\n- चावल 40 किलो — कोई बदलाव नहीं\n- गुड़ 10 किलो — रद्द",
    "### O55 mein badlav\n- Cheeni 50 kilo → 30 kilo\n- Chawal 40 kilo — koi badlav nahi\n- Gud 10 kilo — cancel",
])
def test_a_count_kept_beside_changes_is_the_orders_own(text):
    assert _read(text) == (True, _CUTS)


def test_a_kept_line_with_a_price_stays_asked():
    assert _read("### Changes to O55\n- Sugar 50 kg → 30 kg\n- Rice 40 kg at ₹38 — no change")[0] is False


@pytest.mark.parametrize("text", ["Rice 40 kg — no change", "Chawal 40 kilo — koi badlav nahi",
                                  "चावल 40 किलो — कोई बदलाव नहीं", "Rice: no change",
                                  "Sugar 30 kg bhejo. Rice 40 kg — no change"])
def test_goods_kept_on_no_order_named_are_asked_which(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.kept_unnamed", (text, r.intents)
