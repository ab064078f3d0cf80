"""The reader's look-ups of a token by position (``lang.reader.MessageReader``): ``_word(i)``, the key of token ``i``
when it is a word, and ``_sym(i)``, its text when it is a symbol; "" for any other token and for any position
before the first token or past the last (``lang.figures.FiguresMixin._word`` and ``_sym`` say the same in Python).

The rules ask these tens of times a figure (a 4,000-character text of prices some 80,000 times), so each is a
dict's own look-up, one C call, not a Python method with its range test: a position not held is the dict's
``__missing__``, "".

Shape: ``words_and_syms(tokens) -> (words, syms, word_at, sym_at)``; ``num_positions(tokens)``, the positions of
the numbers (the scans of ``lang.list_numbers``' parts that look at numbers alone go through these, not every token).
"""
from __future__ import annotations

import operator
from itertools import compress

__all__ = ["words_and_syms", "num_positions"]

_KIND = operator.attrgetter("kind")


class _At(dict):
    """Position → text; "" for a position not held (before the first token, past the last)."""
    __slots__ = ()

    def __missing__(self, i) -> str:
        return ""


#: The last tokens asked about (the list itself and its tokens then) and their answer: a reading asks for one
#: message's tokens twice (``lang.reader.MessageReader`` and ``lang.aside_numbers``) ("cache" in its name: no table of
#: words for ``lang.guards.lexicon``).
_LAST_CACHE: list = [(None, (), None)]


def words_and_syms(tokens) -> tuple[list[str], list[str], object, object]:
    """The word keys and symbol texts of ``tokens`` ("" for the other tokens), and their look-ups by position.
    Asked again of the same list holding the same tokens, the same answer (its lists shared: read them only)."""
    last = _LAST_CACHE[0]  # (one tuple read: safe between threads)
    if tokens is last[0] and len(tokens) == len(last[1]) and all(map(operator.is_, tokens, last[1])):
        return last[2]
    words = [t.key if t.kind == "word" else "" for t in tokens]
    syms = [t.text if t.kind == "sym" else "" for t in tokens]
    found = words, syms, _At(enumerate(words)).__getitem__, _At(enumerate(syms)).__getitem__
    if isinstance(tokens, list):
        _LAST_CACHE[0] = (tokens, tuple(tokens), found)
    return found


#: The last tokens asked about and their numbers' positions (as ``_LAST_CACHE``).
_NUMS_CACHE: list = [(None, (), ())]


def num_positions(tokens) -> tuple[int, ...]:
    """The positions of the number tokens (``kind == "num"``) of ``tokens``, in order; worked out in C (no Python
    step a token) and, asked again of the same list holding the same tokens, the same answer."""
    last = _NUMS_CACHE[0]
    if tokens is last[0] and len(tokens) == len(last[1]) and all(map(operator.is_, tokens, last[1])):
        return last[2]
    found = tuple(compress(range(len(tokens)), map("num".__eq__, map(_KIND, tokens))))
    if isinstance(tokens, list):
        _NUMS_CACHE[0] = (tokens, tuple(tokens), found)
    return found
