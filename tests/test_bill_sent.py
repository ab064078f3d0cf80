"""``lang.bill_sent``: a corrected bill asked for sends no goods — the goods told billed and received are the
complaint's facts, in every language; goods asked beside it are still ordered, and a cut's revised bill is untouched."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "There is a mismatch in bill B14:\n- Billed: 5 trays of eggs\n- Received: 4 trays\n\nPlease check and send a "
    "corrected bill.",
    "Bill B14 mein gadbad:\n- Bill mein: 5 tray ande\n- Mile: 4 tray\n\nCheck karke sahi bill bhejiye.",
    "## बिल B14 में गड़बड़ी\n\n- **बिल में:** 5 ट्रे अंडे\n- **मिले:** 4 ट्रे\n\nकृपया जाँच करके सही बिल भेजिए।",
])
def test_the_corrected_bill_asked_sends_no_goods(text):
    assert _read(text) == (True, [("dispute", None, None, "B14")])


def test_goods_asked_beside_it_are_ordered():
    assert _read("B14 galat hai: 5 tray ande mile 4. Sahi bill bhejo aur 2 tray ande bhejo.") == (
        True, [("dispute", None, None, "B14"), ("order", "eggs-1pc", 60, None)])


def test_two_counts_with_no_bill_named_stay_asked():
    """No bill named: which count is wanted is still the shopkeeper's question."""
    readable, _ = _read("Eggs:\n- 5 trays\n- 4 trays\n\nPlease send a corrected bill.")
    assert not readable
