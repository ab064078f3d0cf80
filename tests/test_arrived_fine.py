"""``lang.arrived_fine``: goods said to have come in good order ("O94 theek aaya", "माल ठीक-ठाक पहुँच गया",
"arrived fine") agree to no price, so the next order keeps its own; a plain "theek hai" still agrees."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text,want", [
    ("O94 theek aaya. Ab 12 bottle Pepsi bhejo ₹36 wali.", ("soft-drink-750ml", 12, 3600)),
    ("O52 का माल ठीक-ठाक पहुँच गया। आज 10 दर्जन केले भेज दो, ₹50 दर्जन", ("banana-1dozen", 10, 5000)),
    ("The last order arrived fine. Send 12 bottles Pepsi at ₹36.", ("soft-drink-750ml", 12, 3600)),
])
def test_goods_come_in_good_order_agree_to_no_price(text, want):
    assert _read(text) == (True, [("order", *want)])


def test_a_plain_agreement_still_agrees():
    assert _read("Theek hai. Ab 12 bottle Pepsi bhejo ₹36 wali.") == (
        True, [("accept", "soft-drink-750ml", None, 3600), ("order", "soft-drink-750ml", 12, None)])


def test_beside_a_dispute_the_delivery_told_stays_refused():
    text = ("### Follow-up\n- ✅ **O150** delivered fine, thanks\n- ❌ **B112** charges 12 Pepsi, we got 10 — please "
            "correct\n- ➕ add 20 Maggi and 10 packets Everest haldi")
    r = read_message(text, CAT, email=True)
    assert not r.readable
