"""A copy of a bill asked for ("Please send copy of B25", "a fresh copy of B20", "B20 ki nayi copy", "B20 की नई कॉपी")
is ``ask_bill`` of that bill (``lang.cues``' ask_bill phrases)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "B23 paid. B24 also paid. Please send copy of B25.",
    "B23 का भुगतान हो गया। B24 भी चुका दिया। B25 की नई कॉपी भेज दीजिए।",
    "B23 paid. B24 bhi paid. B25 ki nayi copy bhi bhej dena.",
])
def test_a_copy_of_a_bill_asked_beside_payments(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.bill_id) for i in r.intents] == [("pay", "B23"), ("pay", "B24"), ("ask_bill", "B25")]
