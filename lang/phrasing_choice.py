"""The renderer's phrasing choices: which of a slot's phrasings a message says, by BLAKE2b of the message's key
(``phrasing``, ``choose_phrasing``, ``PhrasingChoice``), or a forced index (``Pick``). Re-exported by ``lang.render``.

A cheap deterministic hash instead of a seeded numpy generator per message: rendering choices never touch the
economy's random streams, and are the same on every machine and run.
"""
from __future__ import annotations

import hashlib

import numpy as np

__all__ = ["phrasing", "choose_phrasing", "PhrasingChoice", "Pick"]


def phrasing(seed: int, speaker: str, day: int, message_no: int = 0) -> "PhrasingChoice":
    """The chooser of one message's phrasings; independent of every economic draw (see ``choose_phrasing``)."""
    return PhrasingChoice(f"{seed}:{speaker}:{day}:{message_no}")


def choose_phrasing(key: str, n: int) -> int:
    """A phrasing index in ``range(n)`` for ``key``: BLAKE2b of the key, the same on every machine and run.

    A cheap deterministic hash (about a microsecond) instead of a seeded numpy generator per message;
    rendering choices never touch the economy's random streams.
    """
    return int.from_bytes(hashlib.blake2b(key.encode("utf-8"), digest_size=8).digest(), "big") % n


class PhrasingChoice:
    """The successive phrasing choices of one message: the k-th ``integers(n)`` is ``choose_phrasing(key:k, n)``."""

    __slots__ = ("key", "k", "_head")

    def __init__(self, key: str) -> None:
        self.key, self.k = key, 0
        self._head = None  # BLAKE2b fed the key's bytes and ``:``, made at the first choice (a copy per choice)

    def integers(self, n: int) -> int:
        """The next choice in ``range(n)`` (the name matches numpy's, which the renderer also accepts)."""
        self.k = k = self.k + 1
        head = self._head
        if head is None:
            head = self._head = _BLAKE2B(f"{self.key}:".encode("utf-8"), digest_size=8)
        h = head.copy()  # the head's state (its bytes are under one block: only buffered), the count's digits added
        h.update(b"%d" % k)
        return _FROM_BYTES(h.digest(), "big") % n  # as ``choose_phrasing`` of ``f"{key}:{k}"``: the same bytes hashed
        # (18,000 choices a month; session 35/36: one call, the key encoded once, ~1.3 → ~0.8 µs a choice; session 38:
        # the hasher fed the key once and copied, not built from the joined bytes: ``timeit`` 1.74 → 1.19 µs at load 14)

    def __call__(self, options: list[str]) -> str:
        """One of ``options`` by the next choice: ``options[self.integers(len(options))]``, what ``Pick(self)`` does,
        in one call (``Pick`` of a ``PhrasingChoice`` is the choice itself: 18,000 picks a month)."""
        self.k = k = self.k + 1
        head = self._head
        if head is None:
            head = self._head = _BLAKE2B(f"{self.key}:".encode("utf-8"), digest_size=8)
        h = head.copy()
        h.update(b"%d" % k)
        return options[_FROM_BYTES(h.digest(), "big") % len(options)]


_BLAKE2B, _FROM_BYTES = hashlib.blake2b, int.from_bytes


class Pick:
    """Chooses one of a list of phrasings: by the seeded generator ``pick``, or a forced index (modulo its length).
    ``Pick`` of a ``PhrasingChoice`` is that choice itself, which picks alike (one call a pick, not two)."""

    def __new__(cls, pick):
        if type(pick) is PhrasingChoice:
            return pick
        return super().__new__(cls)

    def __init__(self, pick: np.random.Generator | int):
        self.rng, self.index = (None, pick) if isinstance(pick, (int, np.integer)) else (pick, None)

    def __call__(self, options: list[str]) -> str:
        i = self.index if self.rng is None else int(self.rng.integers(len(options)))
        return options[i % len(options)]
