"""The verify stage (lang.verify): a percentage worked out to the price offered — "i.e.", "so", "यानी", or having
taken it off ("10% छूट देकर ₹1,530", "2% kam karke ₹40") — is how the writer got to the price, no figure left
unexplained (fixer R, s28), in all three languages. A percentage asked with no price worked from it stays asked."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.total_paise) for i in r.intents]


def test_ie_before_the_price():
    assert _read("Toor dal: 10% off your ₹150, i.e. ₹135/kg, and we'll take 20 kg.") == (
        True, "", [("offer", "toor-dal-1kg", 20, 13500, None)])


@pytest.mark.parametrize("text", [
    "50 किलो प्याज़ का आपका बिल ₹1,700 है। 10% छूट देकर ₹1,530 कर दो?",
    "50 kilo pyaaz ka aapka bill ₹1,700 hai. 10% chhoot deke ₹1,530 kar do?",
])
def test_having_taken_it_off(text):
    assert _read(text) == (True, "", [("offer", "onion-1kg", 50, 3060, 153000)])


def test_a_percentage_with_no_price_worked_from_it_is_still_asked():
    ok, reason, _ = _read("Your onion bill for 50 kg is ₹1,700. Give 10% off and make it ₹1,530?")
    assert not ok and "10%" in reason
