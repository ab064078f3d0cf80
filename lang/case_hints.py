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
_ANY_OF: dict[tuple[str, ...], re.Pattern] = {}  # words -> a case-sensitive search for any of them (a literal scan)


def may_hold(text: str, words: tuple[str, ...]) -> bool:
    """False only when no case-insensitive match of any of ``words`` (lowercase; ASCII letters, any other
    uncased characters) can be in ``text``: its lowercase holds none of them and it has no ``ODD_CASE`` character."""
    any_of = _ANY_OF.get(words)
    if any_of is None:
        any_of = _ANY_OF[words] = re.compile("|".join(map(re.escape, words)))
    return any_of.search(text.lower()) is not None or not text.isascii() and _ODD.search(text) is not None
