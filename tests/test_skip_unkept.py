"""lang.skip_unkept: goods the catalogue does not keep, listed with a count and told to be skipped if not kept, leave
the rest of the order read (fixer R, s28), in all three languages. A count of unknown goods with no such sentence, or
a skip said of other goods, is still asked."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()

_REST = [("order", "rice-1kg", 50), ("order", "chana-dal-1kg", 10), ("order", "milk-500ml", 40)]


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Please send:\n- Rice 50 kg\n- Rajma 10 kg\n- Chana dal 10 kg\n- Milk 20 litres\nIf you don't keep rajma, just skip it.",
    "ये भेज दीजिए:\n- चावल 50 किलो\n- राजमा 10 किलो\n- चना दाल 10 किलो\n- दूध 20 लीटर\nराजमा न हो तो छोड़ देना।",
    "Ye bhej dijiye:\n- Chawal 50 kg\n- Rajma 10 kg\n- Chana dal 10 kg\n- Doodh 20 litre\nRajma na ho to chhod dena.",
])
def test_goods_told_skipped_if_not_kept(text):
    assert _read(text) == (True, "", _REST)


def test_unknown_goods_with_no_skip_are_still_asked():
    ok, reason, _ = _read("Please send:\n- Rice 50 kg\n- Rajma 10 kg\n- Chana dal 10 kg\n- Milk 20 litres")
    assert not ok and "10 kg" in reason


def test_a_skip_said_of_other_goods_leaves_the_count_asked():
    assert not _read("Please send:\n- Rice 50 kg\n- Rajma 10 kg\nIf you don't keep rice, skip it.")[0]
