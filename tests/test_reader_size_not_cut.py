"""A pack size beside the goods' name is no count for a lowering word to cut (session 41, FV, relatives of the trial's
finding 5; ``lang.size_not_cut``): "Doodh 500ml pe thoda kam karo" had cancelled 1 packet of milk, silently, while
"Doodh pe thoda kam karo" was refused as a price asked lower by no amount. Each case in the three languages."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from tests.reader_intents import DOUBTED


@pytest.fixture(scope="module")
def cat():
    return load_catalogue()


def _read(text, cat):
    r = read_message(text, cat, email=True)
    return r.readable, r.reason_key, [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Doodh 500ml pe thoda kam karo.",
    "दूध 500ml पर थोड़ा कम कीजिए।",
    "Can you reduce a bit on milk 500ml?",
    "Doodh 500ml thoda kam lagao.",
    "दूध 500ml थोड़ा कम लगाइए।",
    "Can you reduce milk 500ml a little?",
    "Maggi 70g pe thoda kam kar do.",
    "मैगी 70g पर थोड़ा कम कर दो।",
    "Please reduce Maggi 70g a bit.",
    "Aashirvaad atta 5kg pe kuch kam karo.",
    "आशीर्वाद आटा 5kg पर कुछ कम कीजिए।",
    "Can you reduce a little on Aashirvaad atta 5kg?",
])
def test_size_beside_the_name_is_no_count_cut(text, cat):
    readable, key, intents = _read(text, cat)
    assert not readable and key == "no_price.what_price", intents


@pytest.mark.parametrize("text", [
    "Doodh pe thoda kam karo.",
    "दूध पर थोड़ा कम कीजिए।",
    "Can you reduce a bit on milk?",
])
def test_read_as_without_the_size(text, cat):
    readable, key, _ = _read(text, cat)
    assert not readable and key == "no_price.what_price"


@pytest.mark.parametrize("text,intents", [
    # a count before the name, a count that is not one pack, an order named: cuts
    ("500ml doodh kam kar do.", [("cancel", "milk-500ml", 1, None)]),
    ("Doodh 2 litre kam karo.", [("cancel", "milk-500ml", 4, None)]),
    ("O5 se doodh 500ml kam karo.", [("cancel", "milk-500ml", 1, "O5")]),
    ("O5 में से 10 पैकेट दूध कम कीजिए।", [("cancel", "milk-500ml", 10, "O5")]),
    ("Please reduce the milk in O5 by 10 packets.", [("cancel", "milk-500ml", 10, "O5")]),
])
def test_counted_cuts_keep_their_reading(text, intents, cat):
    readable, key, got = _read(text, cat)
    if text in DOUBTED:  # the rules read it so; the second opinion, retrained at session 42's end, doubts it
        r = read_message(text, cat, email=True, second_opinion=False)
        assert not readable and key.startswith("ambiguous_intent.")
        readable, got = r.readable, [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents]
    assert readable and got == intents
