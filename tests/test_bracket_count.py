"""``lang.bracket_count``: a container count with another count in brackets after it ("5 bori sugar (50 kg)": 250 kg
or 50 kg?) is refused as contradictory in all three languages; a bracket that agrees, or ties its figure to each
container, still reads."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason_key, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Hitesh bhai, please send 5 bori sugar (50 kg) at ₹42 with Saturday's lorry.",
    "Hitesh bhai, Shanivaar ki lorry se 5 bori cheeni (50 kilo) ₹42 ke rate se bhej dijiye.",
    "हितेश भाई, शनिवार की लॉरी से 5 बोरी चीनी (50 किलो) ₹42 के भाव से भेज दीजिए।",
    "send 2 cases Coca-Cola (12 bottles)",
    "2 peti Parle-G (12 packet) bhejo",
])
def test_a_bracket_that_disagrees_is_refused(text):
    readable, key, intents = _read(text)
    assert (readable, key, intents) == (False, "contradictory.two_quantities", [])


@pytest.mark.parametrize("text,want", [
    ("please send 1 bori sugar (50 kg) at ₹42.", ("order", "sugar-1kg", 50, 4200)),
    ("please send 5 bori sugar (250 kg) at ₹42.", ("order", "sugar-1kg", 250, 4200)),
    ("1 bori cheeni (50 kilo) ₹42 ke rate se bhej dijiye.", ("order", "sugar-1kg", 50, 4200)),
    ("1 बोरी चीनी (50 किलो) ₹42 के भाव से भेज दीजिए।", ("order", "sugar-1kg", 50, 4200)),
    ("please send 2 bori rice (50 kg each) at ₹42.", ("order", "rice-1kg", 100, 4200)),
    ("send 2 cases Coca-Cola (24 bottles)", ("order", "soft-drink-750ml", 24, None)),
])
def test_a_bracket_that_agrees_reads(text, want):
    assert _read(text) == (True, "", [want])
