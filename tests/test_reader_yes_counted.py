"""A price, then a bare yes and a count, agrees and orders ("Eggs ₹186 a tray — yes, 5 trays", ``lang.yes_counted``);
a yes with no price before it asks nothing."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Paneer ₹75 a packet — yes, 10 packets.",
    "पनीर ₹75 पैकेट — हाँ, 10 पैकेट।",
    "Paneer ₹75 packet — haan, 10 packet.",
])
def test_price_yes_count(text):
    assert intents(text, email=True) == [("accept", "paneer-200g", None, 7500, None, None),
                                         ("order", "paneer-200g", 10, None, None, None)]


def test_a_yes_with_no_price_before_it_asks_nothing():
    assert refused("Haha yes bhaiya, last Diwali you sent 2 quintal rice", email=True).startswith("no_intent.")
