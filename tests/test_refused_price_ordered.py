"""``lang.refused_price_ordered``: goods ordered after their price is refused are asked at what price, in every
language (the order had been placed at the refused price); an order at a price of its own beside the refused one, and
a double negation that agrees, read as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Sugar at ₹46 no. Send 50 kg.",
    "No to sugar at ₹46, we get it for ₹44 locally, so send 50 kg.",
    "चीनी ₹46 में नहीं। 50 किलो भेजो।",
    "Cheeni ₹46 mein nahi. 50 kilo bhejo.",
])
def test_goods_ordered_at_the_price_refused_are_asked_what_price(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key, r.reason_args.get("item")) == (False, "no_price.what_price", "sugar")


@pytest.mark.parametrize("text", ["Send 50 kg sugar at ₹44, not ₹46.", "Cheeni ₹46 nahi, ₹44 mein 50 kilo bhejo."])
def test_an_order_at_its_own_price_beside_the_refused_one_reads(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.quantity, i.unit_price_paise) for i in r.intents] == [("order", 50, 4400)]


def test_a_double_negation_is_not_taken_for_the_refusal():
    r = read_message("Chawal ke ₹39 na maanne ki koi wajah nahi hai. 25 kilo book kar do.", CAT, email=True)
    assert r.reason_key != "no_price.what_price"
