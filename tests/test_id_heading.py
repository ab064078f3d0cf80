"""lang.id_heading: an order id alone on the first line heads the change lines below it, as "### Changes to O15"
does — "eggs 6 → 4 trays" under "O15:" cuts 2 trays from O15 — in all three languages; a line whose counts say no
change stays refused."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "O15:\n- eggs 6 → 4 trays\n- bread: cancel",
    "O15:\n- अंडे 6 → 4 ट्रे\n- ब्रेड: कैंसल",
    "O15:\n- ande 6 → 4 tray\n- bread: cancel",
])
def test_a_count_changed_under_the_id_alone(text):
    assert _read(text) == (True, [("cancel", "eggs-1pc", 60, "O15"), ("cancel", "bread-400g", None, "O15")])


def test_a_count_raised_under_the_id_alone_adds_to_it():
    assert _read("O15:\n- eggs 4 → 6 trays\n- bread: cancel") == (
        True, [("order", "eggs-1pc", 60, "O15"), ("cancel", "bread-400g", None, "O15")])


def test_in_hindi_with_mein():
    assert _read("O15 में:\n- दूध 40 पैकेट → 30 पैकेट\n- ब्रेड हटा दो") == (
        True, [("cancel", "milk-500ml", 10, "O15"), ("cancel", "bread-400g", None, "O15")])


def test_an_id_alone_over_one_count_changed_says_no_change():
    r = read_message("## O88\n1. Sugar: 30 kg → 20 kg", CAT)  # (tests/test_reader_h15_kinds.py)
    assert not r.readable or all(i.kind != "cancel" for i in r.intents)


@pytest.mark.parametrize("text", [
    "O15:\n- chawal 50 se 40\n- bread: cancel",  # no unit: kg or ₹? (lang.count_for_count)
    "O15:\n- rice 10 kg\n- sugar 5 kg",  # a count with no change: more rice, or the new count?
    "O15:\n- eggs 6 trays received, 4 trays sent back",
])
def test_lines_that_say_no_change_stay_refused(text):
    assert _read(text)[0] is False
