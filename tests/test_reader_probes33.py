"""The reader on fixer AM's probes of session 33 (tests/corpus_probes33/: 79 parallel messages a language in the
styles chat models write to a supplier, written with their golds before any reader change; README there).

Measured on main at 508ac62 (the session's start): exact 60 / 62 / 61 of 79 (en / hi / hinglish), silent 4 / 4 / 4
— a past-price table column ("Last bill rate", "पिछले बिल का रेट", "Pichle bill ka rate") read as the order's price;
a plan for later ("from next month we'll need 60 kg rice a week", "अगले हफ़्ते से हर शनिवार 10 ट्रे अंडे लगेंगे …
ऑर्डर शुक्रवार को भेजेंगे") read as an order; goods told to be enough before a bare "no need" ("We have plenty of
sugar, don't need any", "चावल और आटा काफ़ी है, तो ज़रूरत नहीं") not refused; "भाव के लिए धन्यवाद … अगले हफ़्ते ऑर्डर
देंगे" under a quoted rate read as agreeing to it; "Sorry for the short payment of ₹500 on B40" read as paying B40.
After the kinds were fixed (branch s33-AM): exact 64 / 66 / 66, silent 0 / 0 / 0 (the floors below).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from test_reader_chat_corpus import LANGS, score

PROBES = Path(__file__).parent / "corpus_probes33"
#: (exact at least, silent at most) per language.
FLOORS = {"en": (64, 0), "hi": (66, 0), "hinglish": (66, 0)}


@pytest.fixture(scope="module")
def scores():
    from lang.reader import read_message
    from market.catalogue import load_catalogue
    return score(read_message, load_catalogue(), PROBES)


@pytest.mark.parametrize("lang", LANGS)
def test_probes33_read_no_worse_than_measured(scores, lang):
    s, (exact, silent) = scores[lang], FLOORS[lang]
    assert s["n"] == 79
    assert s["exact"] >= exact, (lang, s["exact"], s["misses"])
    assert s["silent"] <= silent, (lang, [m for m in s["misses"] if not isinstance(m[3], str)])
