"""Whether a case-insensitive regular expression may find one of its words in a text, without running it (speed).

A search with ``re.IGNORECASE`` over alternatives of words tries every alternative at every character (some 10 µs
for a 150-character message); most messages hold none of the words, and ``str.lower`` with a substring test says so
in well under a microsecond. ``may_hold`` is false only when the search cannot match: a letter the search matches to
an ASCII letter of a word is that letter or its capital, except for the ``ODD_CASE`` characters, and a text that
holds one of those is always searched.
"""
from __future__ import annotations

import re

__all__ = ["may_hold", "ODD_CASE"]

#: Every character that ``re.IGNORECASE`` matches to an ASCII letter and ``str.lower`` does not turn into that letter
#: alone: İ (lowered to "i" and a dot), dotless ı and long ſ (the Kelvin sign K is lowered to "k";
#: ``tests/test_case_hints.py`` checks every code point).
ODD_CASE = frozenset("\u0130\u0131\u017f")


_ODD = re.compile("[" + "".join(sorted(ODD_CASE)) + "]")
_ANY_OF_CACHE: dict[tuple[str, ...], re.Pattern] = {}  # words -> a case-sensitive search for any of them (a literal scan)
#: The last text asked about, its lowercase and whether it has an ``ODD_CASE`` character ("cache" in its name: no
#: table of words for ``lang.guards.lexicon``).
_LAST_CACHE: list = [(None, "", False)]


def may_hold(text: str, words: tuple[str, ...]) -> bool:
    """False only when no case-insensitive match of any of ``words`` (lowercase; ASCII letters, any other
    uncased characters) can be in ``text``: its lowercase holds none of them and it has no ``ODD_CASE`` character."""
    any_of = _ANY_OF_CACHE.get(words)
    if any_of is None:
        any_of = _ANY_OF_CACHE[words] = re.compile("|".join(map(re.escape, words)))
    last = _LAST_CACHE[0]  # (one tuple read: safe between threads)
    if text is not last[0]:  # (the same text is asked again with other words: a message's cleaning asks often)
        last = _LAST_CACHE[0] = (text, text.lower(), not text.isascii() and (  # (= ``_ODD.search``: three plain scans)
            "\u0130" in text or "\u0131" in text or "\u017f" in text))
    return last[2] or any_of.search(last[1]) is not None
