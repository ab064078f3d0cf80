"""Gates: a rule family of the reader is skipped when none of the words it needs occurs in the message (speed).

The reader runs several dozen rule families over every message; most look for a word (a past marker, "we", a
condition word, a competitor …) that most messages never contain. A ``Gate`` is built from the same word tables the
family's rules test: ``opens`` are the tables one of whose words every rule of the family needs (the rule cannot
fire without one), ``alongside`` the tables its rules test only together with an ``opens`` word (or only to hold
back a rule). ``Gate.shut(keys)`` is true when no word of ``opens`` is among ``keys`` (the message's folded word
keys, or one clause's): the family cannot fire and is skipped, and the reading is what it would have been.

Two checks keep a gate conservative when rules are added (``tests/test_reader_gates.py``): every word table the
family's functions name must be one of the gate's ``opens`` or ``alongside`` tables (a rule with a new table fails the
test until the table is declared), and reading the corpora with every gate open (``ALL_OPEN``) gives the same readings
as with the gates.
"""
from __future__ import annotations

from typing import Callable, Iterable

__all__ = ["Gate", "GATES", "ALL_OPEN"]

#: Every gate open (tests compare the readings with and without the gates); never set in a run.
ALL_OPEN = False
#: Every gate built, by name.
GATES: dict[str, "Gate"] = {}


class Gate:
    """The words that open one rule family; built once at import from the family's own word tables."""

    __slots__ = ("name", "words", "opens", "alongside", "functions")

    def __init__(self, name: str, functions: Iterable[Callable], opens: Iterable[frozenset],
                 alongside: Iterable[frozenset] = ()) -> None:
        """``functions``: the family's functions (their word tables are checked against ``opens`` and ``alongside``
        by the tests); ``opens``: the tables one of whose words each rule of the family needs."""
        self.name = name
        self.functions = tuple(functions)
        self.opens = tuple(opens)
        self.alongside = tuple(alongside)
        words: set = set()
        for table in self.opens:
            words.update(table)
        self.words = frozenset(words)
        GATES[name] = self

    def shut(self, keys) -> bool:
        """True when no word of the gate is among ``keys`` (a set or list of folded word keys): skip the family."""
        return not ALL_OPEN and self.words.isdisjoint(keys)
