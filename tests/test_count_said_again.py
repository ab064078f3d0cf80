"""The verify stage (lang.verify): an order's count said again in other units with "that's", "यानी", "matlab" ("Need
150 eggs — that's 5 trays of 30", "150 अंडे चाहिए — यानी 30 वाली 5 ट्रे"), and the pack's contents said with "wali"
("30 वाली 5 ट्रे"), are the order's count — no figure left unexplained (fixer R, s28). Counts that do not agree stay
asked."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Need 150 eggs — that's 5 trays of 30. ₹175 a tray.",
    "150 अंडे चाहिए — यानी 30 वाली 5 ट्रे। ₹175 की ट्रे।",
])
def test_the_count_in_other_units(text):
    assert _read(text) == (True, "", [("order", "eggs-1pc", 150, 583)])


@pytest.mark.parametrize("text", [
    "Need 120 eggs — that's 5 trays. ₹175 a tray.",
    "150 ande chahiye — matlab 24 wali 5 tray. ₹175 ki tray.",
])
def test_counts_that_do_not_agree_are_still_asked(text):
    assert not _read(text)[0]


@pytest.mark.parametrize("text", [
    "In O25 reduce the paneer, five kilo — no no, three kilo less. Matlab cut three kilo only.",
    "O25 में पनीर कम कर दो, पाँच किलो — नहीं नहीं, तीन किलो कम। मतलब बस तीन किलो काटो।",
    "O25 mein paneer kam kar do, paanch kilo — nahi nahi, teen kilo kam. Matlab bas teen kilo kaato.",
])
def test_a_cut_said_again_with_matlab(text):
    """lang.said_again (fixer I, s30): "Matlab cut three kilo only" says the cut again, in a sentence of its own."""
    assert _read(text) == (True, "", [("cancel", "paneer-200g", 15, None)])


@pytest.mark.parametrize("text", [
    "O25 mein paneer 3 kilo kam kar do. Matlab 3 kilo chawal bhi kaato.",  # other goods named: another cut?
    "Send 3 kg paneer. Matlab 3 kg more.",  # "more": not the count said again
])
def test_a_count_after_matlab_that_says_more_is_still_asked(text):
    ok, reason, _ = _read(text)
    assert not ok and "3 k" in reason
