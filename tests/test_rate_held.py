"""``lang.rate_held``, ``lang.instalments`` and ``lang.earlier_rate`` (a price proposed at an old rate): requests the
desk cannot act on are refused with what to write, in every language, not read as an offer or a question."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    return read_message(text, CAT, email=True)


@pytest.mark.parametrize("text", [
    "Can you hold the ₹38 rate for rice till Friday?",
    "चावल का 38 वाला रेट शुक्रवार तक रोक के रख सकते हैं?",
    "Chawal ka 38 wala rate Friday tak hold kar sakte ho?",
])
def test_a_priced_rate_asked_held_is_asked_whether_it_is_an_offer(text):
    r = _read(text)
    assert (r.readable, r.reason_key, r.reason_args.get("item")) == (False, "ambiguous_intent.price_asked", "rice")


@pytest.mark.parametrize("text", [
    "Lock today's rate for sugar for the next 30 days, please.",
    "चीनी का आज वाला रेट अगले 30 दिन के लिए लॉक कर दीजिए।",
    "Cheeni ka aaj wala rate agle 30 din ke liye lock kar dijiye.",
])
def test_a_rate_asked_locked_asks_how_many(text):
    r = _read(text)
    assert (r.readable, r.reason_key) == (False, "no_quantity.how_many")


def test_a_rate_held_beside_an_order_still_orders_at_it():
    r = _read("Please hold the ₹38 rate for rice till Friday, and send 30 kg today at that rate.")
    assert r.readable and [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("order", "rice-1kg", 30, 3800)]


@pytest.mark.parametrize("text", [
    "Can we pay B5 in two instalments?",
    "क्या B5 का पेमेंट दो किस्तों में कर सकते हैं?",
    "B5 ka payment do kiston mein kar sakte hain kya?",
])
def test_a_bill_asked_paid_in_instalments_is_refused(text):
    r = _read(text)
    assert (r.readable, r.reason_key, r.reason_args.get("id")) == (False, "ambiguous_intent.partial_pay", "B5")


@pytest.mark.parametrize("text,item", [
    ("Can you give rice at last month's rate?", "rice"),
    ("चावल पिछले महीने वाले रेट पर दे सकते हो?", "rice"),
    ("Chawal pichle mahine wale rate pe de sakte ho?", "rice"),
    ("Toor dal pichli baar wale rate pe, theek hai?", "toor dal"),
])
def test_a_price_proposed_at_an_earlier_rate_asks_which_price(text, item):
    r = _read(text)
    assert (r.readable, r.reason_key, r.reason_args.get("item")) == (False, "no_price.earlier_rate", item)


def test_a_rate_question_about_the_past_still_asks_the_rate():
    r = _read("What was last month's rate for rice?")
    assert r.readable and [(i.kind, i.sku) for i in r.intents] == [("ask_quote", "rice-1kg")]


@pytest.mark.parametrize("text", [
    "चीनी ठीक, गुड़ नहीं। माफ़ कीजिए, उल्टा — गुड़ ठीक, चीनी नहीं।",
    "Cheeni ok, gud nahi. Maaf kijiye, ulta — gud ok, cheeni nahi.",
    "Sugar ok, jaggery no. Sorry, other way round — jaggery ok, sugar no.",
])
def test_verdicts_swapped_after_a_sorry_are_refused(text):
    r = _read(text)
    assert (r.readable, r.reason_key) == (False, "contradictory.retracted")
