"""lang.minimum_said: the supplier's minimum told beside an order of just that count is why the count is what it is,
no figure left unexplained (fixer R, s28). A minimum that differs from the count ordered, or a count said again with
a word of adding, is still asked."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "As your minimum order for eggs is 5 trays, please send 5 trays at ₹190 per tray.",
    "क्योंकि अंडों का आपका मिनिमम ऑर्डर 5 ट्रे है, कृपया 5 ट्रे ₹190 प्रति ट्रे के भाव से भेज दीजिए।",
    "Aapka minimum 5 tray hai, isliye 5 tray ande ₹190 tray ke rate pe bhej dijiye.",
])
def test_an_order_of_the_minimum(text):
    ok, reason, got = _read(text)
    assert (ok, reason) == (True, "") and got == [("order", "eggs-1pc", 150, 633)]


def test_a_minimum_that_differs_is_still_asked():
    assert not _read("Your minimum for eggs is 5 trays, please send 3 trays at ₹190 per tray.")[0]


def test_a_count_said_again_with_more_is_still_asked():
    ok, reason, _ = _read("Send 5 trays eggs, and 5 trays more.")
    assert not ok and "5 trays" in reason
