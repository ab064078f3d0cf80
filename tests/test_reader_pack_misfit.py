"""A count in a pack word its goods are never sold in is refused naming the word (``lang.pack_misfit_guards``,
session 56, LEFT56 item 5): "20 bar cheeni bhejo" had been 20 kg of sugar, silently; goods sold in that pack read on."""
from __future__ import annotations

import pytest

from lang import guards, pack_misfit_guards
from lang.pack_misfit_guards import _WORD_PACK
from lang.reader import read_message
from lang.reasons import word
from lang.units import UNIT_WORDS
from market.catalogue import load_catalogue
from tests.reader_intents import intents, refused

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "20 bar cheeni bhejo", "चीनी 20 टिक्की भेजो", "send 20 bars of sugar",  # the trial's three
    "Please send 15 tubes of toor dal.", "toor dal 15 tube bhej dijiye", "तूर दाल 15 ट्यूब भेज दीजिए",
    "Send 10 bottles of rice", "chawal ki 10 botal bhejo", "चावल की 10 बोतल भेजिए",
    "Send 5 pouches of onion", "pyaz 5 pouch bhejo", "Sugar – 20 bars, please send", "rice 20 bars ka rate?"])
def test_a_pack_word_the_goods_are_not_sold_in_is_refused(text):
    assert refused(text, email=True) == "no_quantity.pack_not_sold"


def test_the_refusal_names_the_word_and_the_selling_unit_in_each_language():
    r = read_message("send 20 bars of sugar", CAT, email=True)
    assert r.reason == "no_quantity: 20 bars of sugar? sugar is not sold in bars; write how much in kg"
    hi = read_message("चीनी 20 टिक्की भेजो", CAT, email=True)
    assert word(hi.reason_key, hi.reason_args, "hi", {"sugar": "चीनी"}) == \
        "20 टिक्की चीनी? चीनी टिक्की में नहीं, किलो में बिकता है; किलो में लिखिए"
    hl = read_message("20 bar cheeni bhejo", CAT, email=True)
    assert word(hl.reason_key, hl.reason_args, "hinglish", {"sugar": "cheeni"}) == \
        "20 bar cheeni? cheeni bar mein nahi, kilo mein bikta hai; kilo mein likhiye"


@pytest.mark.parametrize("text, sku, n", [
    ("Send 20 bars of soap", "bath-soap-75g", 20), ("sabun 20 tikki bhejo", "bath-soap-75g", 20),
    ("साबुन 20 टिक्की भेजो", "bath-soap-75g", 20), ("20 tube colgate bhejo", "toothpaste-100g", 20),
    ("10 bottle sarson tel bhejo", "mustard-oil-1l", 10), ("5 pouch namak bhejo", "salt-1kg", 5),
    ("Send 24 bottles of Coca-Cola", "soft-drink-750ml", 24)])
def test_goods_sold_in_that_pack_read_on(text, sku, n):
    assert intents(text, email=True) == [("order", sku, n, None, None, None)]


def test_a_pack_word_beside_other_goods_on_the_next_line_is_not_theirs():
    text = "> Lifebuoy ₹12.80/bar, Colgate 100 g ₹47\n\nSoap ok, send 48 bars. Toothpaste not needed right now."
    assert ("order", "bath-soap-75g", 48, None, None, None) in intents(text, email=True)


def test_the_guard_adds_no_word_to_the_lexicon():
    """The pack words are the unit table's own; the module is no word table of the lexicon (its name ends
    ``_guards``), so the unit-word guard knows no word it did not know before."""
    assert set(_WORD_PACK) <= set(UNIT_WORDS) and len(_WORD_PACK) == 19
    assert any(part in pack_misfit_guards.__name__.split(".")[-1] for part in guards._NOT_TABLES)
    assert {"tiki", "bar", "pouch", "botal"} <= guards.lexicon()  # (folded: the unit table made them known)
