"""lang.declined_prices: the supplier's price said back and turned down beside our lower price is no request of its
own; the offer is read, in all three languages (fixer N, s27). A price not turned down, or lower than ours, is still
asked about."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Sugar at ₹43.50 is an odd rate — make it ₹43.",
    "चीनी ₹43.50 अजीब भाव है — ₹43 कर दीजिए।",
    "Cheeni ₹43.50 odd rate hai — ₹43 kar dijiye.",
])
def test_an_odd_price_turned_down_beside_ours(text):
    assert _read(text) == (True, "", [("offer", "sugar-1kg", None, 4300)])


@pytest.mark.parametrize("text", [
    "MRP on Maggi is ₹14 and you want ₹13 a packet? Do ₹11.50.",
    "मैगी पर एमआरपी ₹14 है और आप ₹13 पैकेट माँग रहे हो? ₹11.50 कर दो।",
    "Maggi pe MRP ₹14 hai aur aap ₹13 packet maang rahe ho? ₹11.50 kar do.",
])
def test_their_price_said_as_theirs(text):
    assert _read(text) == (True, "", [("offer", "noodles-70g", None, 1150)])


@pytest.mark.parametrize("text", [
    "Moong 108 nahi chalega yaar. 96 karo toh 30 kilo le lunga.",
    "मूंग 108 नहीं चलेगा भाई। 96 करो तो 30 किलो ले लूँगा।",
])
def test_a_bare_number_a_little_above_the_offer(text):
    assert _read(text) == (True, "", [("offer", "moong-dal-1kg", 30, 9600)])


def test_a_price_taken_is_still_asked():
    """"₹45 ok" takes the ₹45: beside an offer of ₹43 the message says two things, and is still refused."""
    ok, reason, _ = _read("Sugar ₹45 ok, ₹42 too much? do ₹43")
    assert not ok and "₹45" in reason


def test_a_price_lower_than_the_offer_is_still_asked():
    ok, reason, _ = _read("Sugar ₹40 is too low, do ₹43.")
    assert not ok and "₹40" in reason


def test_an_accept_read_as_an_offer_keeps_the_refusal():
    """"Rice accepted at ₹38.80, but sugar at ₹45 no — ₹42 max": the rice read as offered is in doubt, and the
    ₹45 left over keeps the message refused (holdout 114)."""
    assert not _read("Rice accepted at ₹38.80, but sugar at ₹45 no — ₹42 max.")[0]


def test_their_price_asked_back_beside_our_lower_one():
    assert _read("Eggs at ₹185 a tray? If you can do ₹175 a tray, send 6 trays.")[0]
