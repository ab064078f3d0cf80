"""An order halved ("aadha kar do") is a cut worked out from a count, never a price of ₹0.50 (lang/halved.py; a new
user's trial: "O8 wala order aadha kar do" had been refused as "rice at ₹0.50 per kg")."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "O8 wala order aadha kar do — chawal 40 ki jagah 20 kilo",
    "O8 वाला ऑर्डर आधा कर दो — चावल 40 की जगह 20 किलो",
])
def test_a_half_made_is_a_count_worked_out_not_a_price(text):
    assert refused(text, email=True) == "ambiguous_intent.worked_out"


@pytest.mark.parametrize("text, row", [  # (the count said: halved, lang.worked_counts, session 41)
    ("O3 mein 40 kilo pyaaz hai — usko aadha kar do.", ("cancel", "onion-1kg", 20, None, "O3", None)),
    ("O15 में आटे के 20 पैकेट हैं — उसे आधा कर दो।", ("cancel", "atta-5kg", 10, None, "O15", None)),
])
def test_a_half_made_of_a_count_said_is_that_half_cut(text, row):
    assert intents(text, email=True) == [row]


def test_a_choice_with_a_half_is_still_a_choice():
    assert refused("O12 cancel kar do ya aadha kar do, jaisa aapko theek lage.", email=True) == "ambiguous_intent.choice"


def test_the_english_halving_reads_as_before():
    assert intents("Halve O8 — rice 20 kg instead of 40.", email=True) == [("cancel", "rice-1kg", 20, None, "O8", None)]
