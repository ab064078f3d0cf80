"""A count of containers with "more" before them, beside a price per piece, counts the containers ("please add 2 more
cases of Pepsi 750 ml to O3, same rate ₹36 per bottle": 24 bottles, holdout141 m7011; ``lang.more_containers``)."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text", [
    "Rastogi ji, please add 2 more cases of Pepsi 750 ml to O3, same rate ₹36 per bottle.",
    "Add 2 more cases of Pepsi to O3, ₹36 per bottle.",
    "Send 2 more cases of Pepsi, ₹36 per bottle.",
])
def test_more_cases_at_a_bottles_price(text):
    assert reading(text)[0][:4] == ("order", "soft-drink-750ml", 24, 3600)


@pytest.mark.parametrize("text, qty, price", [
    ("Send 2 more trays of eggs at ₹6 per egg.", 60, 600),
    ("2 tray ande aur bhejo, ₹6 per anda.", 60, 600),
    ("Add 2 more peti of Parle-G to O3, ₹4.20 per packet.", 24, 420),
])
def test_more_trays_and_peti_at_a_pieces_price(text, qty, price):
    assert reading(text)[0][:4] == ("order", reading(text)[0][1], qty, price)


@pytest.mark.parametrize("text", [
    "O3 में पेप्सी 750 ml के 2 केस और जोड़ दीजिए, वही भाव ₹36 प्रति बोतल।",
    "O3 mein Pepsi 750 ml ke 2 case aur jod dijiye, wahi bhav ₹36 per bottle.",
])
def test_hindi_and_hinglish_read_the_same(text):
    assert reading(text) == [("order", "soft-drink-750ml", 24, 3600, "O3", None)]


def test_without_a_price_as_before():
    assert reading("Add 2 more trays of eggs to O3.") == [("order", "eggs-1pc", 60, None, "O3", None)]
