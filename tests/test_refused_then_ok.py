"""lang.refused_then_ok: a price refused and our own said in one breath is one offer at ours, in all three languages —
with a word of our limit after it ("₹30 max", "₹41 tak", "41 final"), a word of giving before it ("42 no, give 41")
or the refusal before the first price ("Sugar not 42, 41 final") (fixer R, s28). A count after the limit word, or an
accept of other goods in the same breath, keeps the refusal."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Tomato ₹34 no, ₹30 max.",
    "टमाटर ₹34 नहीं, ₹30 तक।",
    "Tamatar ₹34 nahi, ₹30 max.",
])
def test_a_limit_after_the_refused_price(text):
    assert _read(text) == (True, "", [("offer", "tomato-1kg", None, 3000)])


@pytest.mark.parametrize("text", [
    "- ❌ Agarbatti @ ₹19 — no, ₹16 max",
    "- ❌ अगरबत्ती @ ₹19 — नहीं, ₹16 तक",
    "- ❌ Agarbatti @ ₹19 — nahi, ₹16 tak",
])
def test_a_limit_in_a_line_of_a_reply(text):
    assert _read(text) == (True, "", [("offer", "incense-1pack", None, 1600)])


def test_a_word_of_giving_before_our_price():
    assert _read("ok sir rice 39 accept, sugar 42 no, give 41") == (
        True, "", [("accept", "rice-1kg", None, 3900), ("offer", "sugar-1kg", None, 4100)])


def test_the_refusal_before_the_first_price():
    assert _read("Sugar not 42, 41 final. I'll take 50 kg.") == (True, "", [("offer", "sugar-1kg", 50, 4100)])


def test_an_accept_of_other_goods_in_the_same_breath_keeps_the_refusal():
    """"Rice accepted at ₹38.80, but sugar at ₹45 no — ₹42 max": read so, the offer had spread onto the rice."""
    ok, reason, _ = _read("Rice accepted at ₹38.80, but sugar at ₹45 no — ₹42 max.")
    assert not ok and "₹45" in reason


def test_a_count_before_the_limit_word_is_no_price():
    assert _read("Sugar 42 no, give 41 kg.")[0] is False
