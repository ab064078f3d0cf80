"""``lang.taken_not_others``: goods taken at a price, then other goods refused after "but" in the same sentence, are an
acceptance of the supplier's price (not an offer of our own), in all three languages; a condition, a count or a
quoted message leaves the reading as it was."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text,want", [
    ("We'll take the rice at ₹39 but not the toor dal at ₹150.",
     [("accept", "rice-1kg", None, 3900), ("reject", "toor-dal-1kg", None, 15000)]),
    ("Dahi at ₹34 we'll take, but butter at ₹52 won't do.",
     [("accept", "curd-400g", None, 3400), ("reject", "butter-100g", None, 5200)]),
    ("दही ₹34 पे ले लेंगे लेकिन मक्खन ₹52 पे नहीं चलेगा",
     [("accept", "curd-400g", None, 3400), ("reject", "butter-100g", None, 5200)]),
    ("चीनी ₹41 में ले लेंगे, लेकिन गुड़ ₹62 बहुत ज़्यादा है।",
     [("accept", "sugar-1kg", None, 4100), ("reject", "jaggery-1kg", None, 6200)]),
    ("chawal 39 me le lenge, par toor dal 150 me ni",
     [("accept", "rice-1kg", None, 3900), ("reject", "toor-dal-1kg", None, 15000)]),
    ("Dahi ₹34 pe le lenge lekin butter ₹52 pe nahi chalega",
     [("accept", "curd-400g", None, 3400), ("reject", "butter-100g", None, 5200)]),
])
def test_taken_then_others_refused_accepts_the_price(text, want):
    assert _read(text) == (True, want)


@pytest.mark.parametrize("text,want", [
    ("₹33 karo toh 40 packet poha le lenge, par gud nahi",  # a condition: our own price, an offer
     [("offer", "poha-500g", 40, 3300), ("reject", "jaggery-1kg", None, None)]),
    ("We'll take the rice at ₹39.", [("offer", "rice-1kg", None, 3900)]),  # no refusal beside it
])
def test_a_condition_or_no_refusal_reads_as_before(text, want):
    assert _read(text) == (True, want)


def test_one_run_with_no_mark_is_still_refused():
    r = read_message("चावल ₹39 में ले लेंगे पर अरहर दाल ₹150 में नहीं।", CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "ambiguous_intent.conflict")
