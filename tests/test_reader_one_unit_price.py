"""A price said for one unit in words beside a count of the goods is per that unit (lang/one_unit_price.py; a new
user's trial, session 31: "200 अंडे चाहिए, एक ट्रे ₹170 में दे दो तो आज ही ऑर्डर कर दूँगा" was refused, "what is
200 for?"; a condition naming a price is an offer with its count, tests/corpus_chat/README.md)."""
import pytest

from tests.reader_intents import intents

_EGGS_200 = [("offer", "eggs-1pc", 200, 567, None, None)]  # ₹170 a tray of 30: ₹5.6667 an egg


@pytest.mark.parametrize("text, want", [
    # the trial's sentence and its parallels
    ("200 अंडे चाहिए, एक ट्रे ₹170 में दे दो तो आज ही ऑर्डर कर दूँगा।", _EGGS_200),
    ("200 ande chahiye, ek tray ₹170 mein de do toh aaj hi order kar dunga.", _EGGS_200),
    ("200 अंडे चाहिए। एक ट्रे ₹170 में दे दो तो आज ही ऑर्डर कर दूँगा।", _EGGS_200),
    # probes of our own
    ("6 ट्रे अंडे चाहिए, एक ट्रे ₹170 में दे दो तो आज ही ऑर्डर कर दूँगा।", [("offer", "eggs-1pc", 180, 567, None, None)]),
    ("6 tray ande bhejo, ek tray ₹170.", [("order", "eggs-1pc", 180, 567, None, None)]),
    ("Ghee 5 litre chahiye, ek litre ₹540 mein doge?", [("offer", "ghee-1l", 5, 54000, None, None)]),
    ("घी 5 लीटर चाहिए, एक लीटर ₹540 में दोगे?", [("offer", "ghee-1l", 5, 54000, None, None)]),
    ("Send 2 kg paneer, one kg ₹380.", [("order", "paneer-200g", 10, 7600, None, None)]),
])
def test_a_price_of_one_unit_beside_a_count_is_per_that_unit(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [
    # with no other count, the one tray is the count asked (as before)
    ("Ek tray ₹170 mein bhej do.", [("order", "eggs-1pc", 30, 567, None, None)]),
    ("1 tray ₹170 mein bhej do.", [("order", "eggs-1pc", 30, 567, None, None)]),
    ("We need 200 eggs; if you can do ₹170 a tray we'll order today.", _EGGS_200),
])
def test_near_sentences_read_as_before(text, want):
    assert intents(text, email=True) == want
