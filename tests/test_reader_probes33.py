"""The reader on fixer AM's probes of session 33 (tests/corpus_probes33/: 99 parallel messages a language in the
styles chat models write to a supplier, written with their golds before any reader change; README there).

Measured on main at 508ac62 (the session's start): exact 74 / 75 / 73 of 99 (en / hi / hinglish), silent 4 / 6 / 6
(q001–q079, written first: 60 / 62 / 61 of 79 exact, silent 4 / 4 / 4)
— a past-price table column ("Last bill rate", "पिछले बिल का रेट", "Pichle bill ka rate") read as the order's price;
a plan for later ("from next month we'll need 60 kg rice a week", "अगले हफ़्ते से हर शनिवार 10 ट्रे अंडे लगेंगे …
ऑर्डर शुक्रवार को भेजेंगे") read as an order; goods told to be enough before a bare "no need" ("We have plenty of
sugar, don't need any", "चावल और आटा काफ़ी है, तो ज़रूरत नहीं") not refused; "भाव के लिए धन्यवाद … अगले हफ़्ते ऑर्डर
देंगे" under a quoted rate read as agreeing to it; "Sorry for the short payment of ₹500 on B40" read as paying B40; "O45 से चीनी हटा दो, अगले हफ़्ते 10 किलो भेजना" read as cutting 10 kg of sugar.
After the kinds were fixed (branch s33-AM): exact 78 / 80 / 79, silent 0 / 1 / 1 (the floors below). The one left in
Hindi and Hinglish is q097 ("पिछली बार O31 में 10 किलो चावल कम आया। बाकी 10 किलो अब भेजो।", read as asking after the
missing 10 kg without the dispute), a convention the corpora split on (hi-c031 asks after the rest only, en-r9041
disputes and orders it, this gold disputes and asks after it).
Merged with the session's other fixers (main, session 33's end): exact 78 / 79 / 78, silent 0 / 2 / 2 — hi/hl-q047
("इस महीने रिफाइंड तेल या नमकीन की ज़रूरत नहीं है, स्टॉक बचा है। सिर्फ़ 20 लीटर सरसों का तेल भेजें।") is read without the
refusals of refined oil and namkeen, as fixer AK's lang.declined_unasked reads goods "not needed, stock left" beside an
order (news, as holdout124's README rules: "no onion this time, still have"); this gold refuses them. The corpora split
six to six on it (fixer AK's count); the floors below are the merged reading until the convention is ruled.
Session 41 (helper FY): exact 82 / 85 / 85, silent 0 / 1 / 1 (the floors below) — a count needed at a time to come beside
goods sent now ("Please send 50 kg rice. Next month I'll need 100 kg more.", q043/q045/q046) is news, ``lang.later_counts``.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from test_reader_chat_corpus import LANGS, score

PROBES = Path(__file__).parent / "corpus_probes33"
#: (exact at least, silent at most) per language.
FLOORS = {"en": (82, 0), "hi": (85, 1), "hinglish": (85, 1)}


@pytest.fixture(scope="module")
def scores():
    from lang.reader import read_message
    from market.catalogue import load_catalogue
    return score(read_message, load_catalogue(), PROBES)


@pytest.mark.parametrize("lang", LANGS)
def test_probes33_read_no_worse_than_measured(scores, lang):
    s, (exact, silent) = scores[lang], FLOORS[lang]
    assert s["n"] == 99
    assert s["exact"] >= exact, (lang, s["exact"], s["misses"])
    assert s["silent"] <= silent, (lang, [m for m in s["misses"] if not isinstance(m[3], str)])
