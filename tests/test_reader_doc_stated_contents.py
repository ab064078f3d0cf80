"""docs/reader.md says what the reader does with a container whose contents the message states: counted at those
contents (a new user's trial, session 34: the page said such a case or tray is refused, yet "2 cases of Maggi (48
packets per case)" was read, rightly, as 96). Each example the page gives is read here as the page says."""
from __future__ import annotations

from pathlib import Path

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()
DOC = " ".join((Path(__file__).resolve().parent.parent / "docs" / "reader.md").read_text(encoding="utf-8").split())


@pytest.mark.parametrize("text, quoted, said, rows", [
    ("We need 2 cases of Maggi noodles (48 packets per case).", '"2 cases of Maggi noodles (48 packets per case)"',
     "is 96 packets", [("noodles-70g", 96, None)]),
    ("Kela 2 peti bhej do, ₹540 per peti (12 dozen ki peti).",
     '"Kela 2 peti bhej do, ₹540 per peti (12 dozen ki peti)"', "24 dozen at ₹45", [("banana-1dozen", 24, 4500)]),
    ("₹864 per case of 24 for Coca-Cola? We'll take 3 cases",
     '"₹864 per case of 24 for Coca-Cola? We\'ll take 3 cases"', "72 bottles at ₹36", [("soft-drink-750ml", 72, 3600)]),
])
def test_a_container_of_stated_contents_is_read_as_the_reader_page_says(text, quoted, said, rows):
    assert f"{quoted} {said}" in DOC
    reading = read_message(text, CAT, email=True)
    assert reading.readable, reading.reason
    assert [(i.sku, i.quantity, i.unit_price_paise) for i in reading.intents] == rows


def test_the_page_no_longer_says_such_a_container_is_refused_outright():
    assert "whose contents the message states otherwise is refused" not in DOC
    assert "only a reading that would still count such a container at the sizes above is refused" in DOC
