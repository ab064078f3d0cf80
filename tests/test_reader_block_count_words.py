"""A count the words beside a fenced offer give when the block gives none (session 37, fixer CY, holdout136 h7023;
``lang.block_count_words``): "If you can do ₹530, we will take 12 litres" over a ``negotiate`` block offering ghee
at ₹530 with no count is an offer of 12 litres at ₹530, in the three languages. Words with no count, or at another
price, read as before."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from reader_intents import intents, refused

_CORPUS = Path(__file__).parent / "corpus_holdout136"
_BLOCK = "\n\n```negotiate {\"items\": [{\"item\": \"rice-1kg\", \"action\": \"offer\", \"unit_price_inr\": 38}]}```"


def _text(lang: str, ident: str) -> str:
    for line in (_CORPUS / f"{lang}.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["id"] == ident:
            return row["text"]
    raise KeyError(ident)


@pytest.mark.parametrize("lang, ident", [("en", "en-h7023"), ("hi", "hi-h7023"), ("hinglish", "hl-h7023")])
def test_words_count_on_block_offer(lang, ident):
    assert intents(_text(lang, ident), email=True) == [("offer", "ghee-1l", 12, 53000, None, None)]


@pytest.mark.parametrize("text, want", [
    # probes of our own, in the three languages
    ("We can pay ₹38 a kilo for rice. At ₹38 we will take 50 kg." + _BLOCK, [("offer", "rice-1kg", 50, 3800, None, None)]),
    ("चावल के लिए ₹38 किलो दे सकते हैं। ₹38 पर 50 किलो लेंगे।" + _BLOCK, [("offer", "rice-1kg", 50, 3800, None, None)]),
    ("Chawal ke liye ₹38 kilo de sakte hain. ₹38 pe 50 kilo lenge." + _BLOCK,
     [("offer", "rice-1kg", 50, 3800, None, None)]),
    # near: no count in the words: the block's offer as before
    ("We can pay ₹38 a kilo for rice." + _BLOCK, [("offer", "rice-1kg", None, 3800, None, None)]),
])
def test_words_count_probes(text, want):
    assert intents(text, email=True) == want


def test_other_price_still_refused():
    assert refused("At ₹36 we will take 50 kg rice." + _BLOCK, email=True) == "contradictory.block_price"
