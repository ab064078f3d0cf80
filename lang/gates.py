"""Gates: a rule family of the reader is skipped when none of the words it needs occurs in the message (speed).

The reader runs several dozen rule families over every message; most look for a word (a past marker, "we", a
condition word, a competitor …) that most messages never contain. A ``Gate`` is built from the same word tables the
family's rules test: ``opens`` are the tables one of whose words every rule of the family needs (the rule cannot
fire without one), ``alongside`` the tables its rules test only together with an ``opens`` word (or only to hold
back a rule). ``Gate.shut(keys)`` is true when no word of ``opens`` is among ``keys`` (the message's folded word
keys, or one clause's): the family cannot fire and is skipped, and the reading is what it would have been.
``phrases`` are tables of word tuples a rule matches whole (every word of one phrase is then in the message): the
gate opens too when every word of one of them is among ``keys`` ("scratch that": both "scratch" and "that").

Two checks keep a gate conservative when rules are added (``tests/test_reader_gates.py``): every word table the
family's functions name must be one of the gate's ``opens`` or ``alongside`` tables (a rule with a new table fails the
test until the table is declared), and reading the corpora with every gate open (``ALL_OPEN``) gives the same readings
as with the gates.
"""
from __future__ import annotations

import os
from typing import Callable, Iterable

__all__ = ["Gate", "GATES", "ALL_OPEN"]

#: Every gate open (tests compare the readings with and without the gates); never set in a run. The environment
#: variable ``KIRANA_GATES_OPEN=1`` sets it at import (``benchmarks/reader_scores.py`` run so reads every pass).
ALL_OPEN = os.environ.get("KIRANA_GATES_OPEN", "") == "1"
#: Every gate built, by name.
GATES: dict[str, "Gate"] = {}


class Gate:
    """The words that open one rule family; built once at import from the family's own word tables."""

    __slots__ = ("name", "words", "opens", "alongside", "functions", "phrases", "_by_first")

    def __init__(self, name: str, functions: Iterable[Callable], opens: Iterable[frozenset],
                 alongside: Iterable[frozenset] = (), phrases: Iterable[Iterable[tuple]] = ()) -> None:
        """``functions``: the family's functions (their word tables are checked against ``opens``, ``alongside`` and
        ``phrases`` by the tests); ``opens``: the tables one of whose words each rule of the family needs;
        ``phrases``: tables of word tuples, each matched whole by a rule (any one of them whole opens the gate)."""
        self.name = name
        self.functions = tuple(functions)
        self.opens = tuple(opens)
        self.alongside = tuple(alongside)
        self.phrases = tuple(phrases)
        words: set = set()
        for table in self.opens:
            words.update(table)
        self.words = frozenset(words)
        by_first: dict[str, list[frozenset]] = {}  # a phrase's first word → the words of its phrases
        for table in self.phrases:
            for phrase in table:
                if phrase:
                    by_first.setdefault(phrase[0], []).append(frozenset(phrase))
        self._by_first = by_first
        GATES[name] = self

    def shut(self, keys) -> bool:
        """True when no word of the gate is among ``keys`` (a set or list of folded word keys) and no phrase of it
        has all its words there: skip the family."""
        if ALL_OPEN or not self.words.isdisjoint(keys):
            return False
        if self._by_first:
            keys = keys if isinstance(keys, (set, frozenset)) else frozenset(keys)
            return not any(words <= keys for first in self._by_first.keys() & keys for words in self._by_first[first])
        return True
