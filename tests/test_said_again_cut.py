"""lang.said_again: a cut said again alone ("… reduce 2 rupees per kg plz. 2 rs less") is the same cut, in all three
languages; a different figure alone is still asked. lang.preamble: "Soch ke dekhte hain:", "चलो चरण-दर-चरण सोचते हैं"
open reasoning, and the message starts at its answer mark (fixer N, s27)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.price_change_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "sugar reduce 2 rupees per kg plz. 2 rs less",
    "चीनी पर 2 रुपये किलो कम करो plz। 2 रुपये कम",
    "cheeni pe 2 rupaye kilo kam karo plz. 2 rs kam",
])
def test_a_cut_said_again(text):
    assert _read(text) == (True, "", [("offer", "sugar-1kg", -200)])


def test_another_cut_alone_is_still_asked():
    ok, reason, _ = _read("sugar reduce 2 rupees per kg plz. 3 rs less")
    assert not ok and "3" in reason


@pytest.mark.parametrize("text", [
    "Soch ke dekhte hain: galle me ₹9,500 hain.\nFinal message: Namaste ji, B48 ka poora payment aaj kar diya.",
    "चलो चरण-दर-चरण सोचते हैं।\n1. गल्ले में ₹9,500 हैं।\n\nअंतिम संदेश:\nनमस्ते जी, B48 का पूरा भुगतान आज कर दिया।",
    "Let's think step by step. The till has ₹9,500.\nFinal message: Namaste ji, B48 paid in full today.",
])
def test_reasoning_before_the_answer_mark(text):
    ok, _, got = _read(text)
    assert ok and [(k, s) for k, s, _ in got] == [("pay", None)]
