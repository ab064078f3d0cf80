"""A count of containers with "more"/"extra"/"aur" before them (``lang.more_containers``, session 37 fixer CS): the
count is of the containers, as without the "more" — 50 matchboxes for "5 more bundles", a tin's size asked."""
from __future__ import annotations

import pytest

from reader_intents import reading as _read


@pytest.mark.parametrize("text", [
    "Kindly add 5 more bundles of matchboxes to O4.",
    "कृपया O4 में 5 बंडल माचिस और जोड़ दें।",
    "Please O4 mein 5 bundle maachis aur jod dijiye.",
    "O4 में 5 और बंडल माचिस जोड़ दीजिए",  # probe
    "Add 5 extra bundles of matchbox to O4",  # probe
])
def test_more_bundles_are_bundles(text):
    assert _read(text) == [("order", "matchbox-1pc", 50, None, "O4", None)]


def test_probe_more_tins_ask_the_tins_size():
    assert _read("Please send 2 more tins of ghee.") == "no_quantity.no_fixed_size"
    assert _read("Please send 2 tins of ghee.") == "no_quantity.no_fixed_size"


def test_more_of_known_units_reads_as_before():
    assert _read("Please send 3 more trays of eggs.") == [("order", "eggs-1pc", 90, None, None, None)]
    assert _read("Please send 5 more packets of Maggi.") == [("order", "noodles-70g", 5, None, None, None)]
    assert _read("Please send 5 bundles of matchboxes.") == [("order", "matchbox-1pc", 50, None, None, None)]
