"""``lang.cues`` rate asks: rates wanted in the words writers use ("quote your rates for", "would like your current
wholesale rates", "ka rate share kar dijiye", "के आपके मौजूदा थोक भाव जानना चाहते हैं") ask the goods' rates, beside an
order of other goods, in every language; a quoted rate taken or a rate offered stays what it was."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Please send 25 kg chana dal. Quote your rates for besan and suji.",
    "25 kilo chana dal bhejo. Besan aur suji ka rate share kar dijiye.",
    "25 किलो चना दाल भेजो। बेसन और सूजी का रेट शेयर कीजिए।",
    "25 किलो चना दाल भेजो। बेसन और सूजी का rate share कर दीजिए।",
])
def test_rates_asked_beside_an_order(text):
    assert _read(text) == (True, [("order", "chana-dal-1kg", 25, None), ("ask_quote", "besan-500g", None, None),
                                  ("ask_quote", "suji-500g", None, None)])


@pytest.mark.parametrize("text", [
    "We would like your current wholesale rates for toor dal and moong dal.",
    "Hum toor dal aur moong dal ke aapke current wholesale rate jaanna chahte hain.",
    "हम तूर दाल और मूंग दाल के आपके मौजूदा थोक भाव जानना चाहते हैं।",
])
def test_wholesale_rates_wanted(text):
    assert _read(text) == (True, [("ask_quote", "toor-dal-1kg", None, None), ("ask_quote", "moong-dal-1kg", None, None)])


def test_a_rate_taken_is_still_an_accept():
    assert _read("Your quote rate of ₹40 for sugar is fine, send 20 kg.") == (
        True, [("accept", "sugar-1kg", None, 4000), ("order", "sugar-1kg", 20, None)])


@pytest.mark.parametrize("text", ["We would like the rate at ₹40 for sugar.", "Send sugar. Quote your rates."])
def test_what_stays_refused(text):
    """A price inside "would like the rate" (an offer?) and sugar sent with no count are still asked, never guessed."""
    assert _read(text) == (False, [])
