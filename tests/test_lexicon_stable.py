"""The reader's lexicon (``lang.guards.lexicon``: every word its tables know, which the unit-word guard asks) is the
same whatever the process read before it was built. Fixer M (thirtieth session) found "Send 4 jhola onions." read as
an order of 4 kg onions when it was the process's first message: the lexicon, built during that reading, walked
``lang.clean``'s memo of the last text cleaned and took "jhola" as a word the reader knows; a memo of
``lang.case_hints`` did the same for other words. Memos are named ``…_CACHE`` now, which the lexicon skips."""
from __future__ import annotations

from lang import guards
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
