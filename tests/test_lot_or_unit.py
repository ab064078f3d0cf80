"""``lang.lot_or_unit``: a price said "for" a count that cannot be the lot's is the unit's price, in every language
("Would ₹37 work for 60 kg rice?", "30 किलो के लिए ₹130?", "40 kilo ke liye ₹30"); a lot's price that can be one, or
one said as a total, is read or refused as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.total_paise) for i in r.intents], r.reason


@pytest.mark.parametrize("text", ["Would ₹130 work for 30 kg toor dal?", "Toor dal 30 kilo ke liye ₹130?",
                                  "तूर दाल 30 किलो के लिए ₹130?"])
def test_a_units_price_said_for_a_count(text):
    assert _read(text)[:2] == (True, [("offer", "toor-dal-1kg", 30, 13000, None)])


def test_a_lots_price_stays_the_lots():
    assert _read("Would ₹400 work for 10 kg rice?")[:2] == (True, [("offer", "rice-1kg", 10, 4000, 40000)])


@pytest.mark.parametrize("text", ["₹37 total for 60 kg rice?", "Send 60 kg rice, ₹37 for all."])
def test_a_total_said_as_one_stays_refused(text):
    readable, _, reason = _read(text)
    assert not readable and reason.startswith("no_price")
