"""The reader's lexicon (``lang.guards.lexicon``: every word its tables know, which the unit-word guard asks) is the
same whatever the process read before it was built. Fixer M (thirtieth session) found "Send 4 jhola onions." read as
an order of 4 kg onions when it was the process's first message: the lexicon, built during that reading, walked
``lang.clean``'s memo of the last text cleaned and took "jhola" as a word the reader knows; a memo of
``lang.case_hints`` did the same for other words. Memos are named ``…_CACHE`` now, which the lexicon skips.

Helper BE (thirty-fifth session) found the same through a month: ``tests/test_reader_holdouts_later.py`` read
corpus_holdout96's "वैसे, गुप्ता की चीनी इस हफ़्ते ₹41 थी" (and its Hinglish twin) as a figure asked about, not as
another's price told, dropping hi and hinglish to 37 of 60 exact (floor 38) in full parallel runs only. The xdist worker
that read it had played the reference month itself (``tests/month_cache.py``: whichever worker asks first plays it) before
its lexicon was built, and the lexicon walked ``lang.handover``'s lines learned in the process — the customers' talk,
"Ramesh Gupta" among them — so "Gupta" was a word the reader knew, not another's name (``lang.their_price_told``).
``lang.handover`` is no word table now, and the memos of ``lang.blocks``, ``lang.meaning`` and ``lang.refusals``
are named ``…_CACHE``."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from lang import guards, handover
from lang.language import fold
from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def test_the_lexicon_does_not_learn_the_words_of_what_was_read(monkeypatch):
    monkeypatch.setattr(guards, "_LEXICON", None)
    fresh = guards.lexicon()
    monkeypatch.setattr(guards, "_LEXICON", None)
    for text in ("Send 4 jhola onions.", "Pyaaz 4 jhola bhejo.", "4 tokri tamatar bhejo", "Send rice to the holselar"):
        read_message(text, CAT, email=True)
    assert guards.lexicon() == fresh
    assert "jhol" not in fresh and "jhola" not in fresh


def test_an_unknown_pack_word_is_refused_when_it_is_the_first_thing_read(monkeypatch):
    monkeypatch.setattr(guards, "_LEXICON", None)
    r = read_message("Send 4 jhola onions.", CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.unit_word"


#: corpus_holdout96's y9039 in its three languages: a payment, then a competitor's price told as news.
Y9039 = ("Paid B15 today by UPI 👍 By the way, Gupta's sugar was ₹41 this week.",
         "B15 का भुगतान आज UPI से कर दिया 👍 वैसे, गुप्ता की चीनी इस हफ़्ते ₹41 थी।",
         "B15 ka payment aaj UPI se kar diya 👍 Waise Gupta ki cheeni is hafte ₹41 thi.")


def test_another_shops_price_is_told_whatever_lines_the_process_read_before(monkeypatch):
    monkeypatch.setattr(handover, "_LEARNED_LINES", {})  # (emptied again after: the process's own lines stay)
    learn = handover.kept_lines(lambda line: None, CAT)
    for line in ("Ramesh Gupta: bhaiya 2 kilo cheeni dena", "रमेश गुप्ता: भैया 2 किलो चीनी देना"):
        learn(line)  # as the reply reader learns a month's lines (a month played in this process)
    monkeypatch.setattr(guards, "_LEXICON", None)  # built after them, as on a worker that played the month first
    for text in Y9039:
        r = read_message(text, CAT, email=True)
        assert r.readable and [(i.kind, i.bill_id) for i in r.intents] == [("pay", "B15")], (text, r.reason)
    assert fold("Gupta") not in guards.lexicon()


#: A fresh interpreter builds the lexicon, plays a short scripted month in-process (as the session's ``month`` fixture
#: does on the worker that asks first), fills the renderer checks' and refusals' memos, and builds it again.
_AFTER_A_MONTH = """
import json, sys
sys.path.insert(0, sys.argv[1])
from lang import guards
fresh = guards.lexicon()
guards._LEXICON = None
from agents.direct import play_month
from conftest import scenario_for
from lang import meaning
from lang.refusals import reader_reason
from market.catalogue import load_catalogue
play_month(scenario_for("reference", seed=0, days=2))
cat = load_catalogue()
for language in ("en", "hi", "hinglish"):
    meaning.signature_words("accept", False, language)
    reader_reason("no_item", {}, language, cat)
meaning.allowed_intents("accept", False, cat)
print(json.dumps(sorted(guards.lexicon() ^ fresh)))
"""


def test_the_lexicon_is_the_same_after_a_month_played_in_the_process():
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))}
    out = subprocess.run([sys.executable, "-c", _AFTER_A_MONTH, str(root / "tests")], env=env, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert json.loads(out.stdout.splitlines()[-1]) == []
