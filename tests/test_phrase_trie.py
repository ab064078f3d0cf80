"""lang.phrase_trie: many literal phrases as one factored pattern that matches exactly what their flat alternation does."""
import random
import re

import pytest

from lang.phrase_trie import trie_pattern


def _flat(phrases) -> re.Pattern:
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True)) + r")(?!\w)")


def test_source_factors_shared_beginnings():
    assert trie_pattern(["rate", "rates", "rat"]) == "rat(?:es?)?"
    assert trie_pattern(["ab", "ac", ""]) == "a(?:b|c)"
    assert re.fullmatch(trie_pattern(["a.b", "a*"]), "a.b") and not re.fullmatch(trie_pattern(["a.b"]), "axb")


def test_no_phrase_raises():
    with pytest.raises(ValueError):
        trie_pattern(["", ""])


def test_whole_word_search_same_as_flat_alternation():
    rnd = random.Random(7)
    words = "send us your best rate rates bhav batao भाव बताओ दर भेजो quote pls the current".split()
    phrases = {" ".join(rnd.choice(words) for _ in range(rnd.randint(2, 4))) for _ in range(400)} | {"ratex ok"}
    flat, trie = _flat(phrases), re.compile(r"(?<!\w)(?:" + trie_pattern(phrases) + r")(?!\w)")
    found = 0
    for _ in range(3000):
        line = " ".join(rnd.choice(words + ["x", "ok", "ratex", ":"]) for _ in range(rnd.randint(1, 8)))
        assert bool(flat.search(line)) == bool(trie.search(line)), line
        found += bool(flat.search(line))
    assert 300 < found < 2700  # both kinds of line were tried


def test_rate_asks_pattern_reads_the_cue_phrases():
    from lang.context_figures import _rate_asked
    assert _rate_asked("Please send us your best rates for the following:")
    assert _rate_asked("नीचे लिखे सामान के अपने सबसे अच्छे भाव बताएं:")
    assert not _rate_asked("Thanks for the rates:")
