"""numpy's draws without numpy's per-call work: ``Draws(rng)``'s ``random()``, ``integers(low, high)`` and
``uniforms(low, high, n)`` give exactly what ``rng.random()``, ``int(rng.integers(low, high))`` and
``rng.uniform(low, high, size=n).tolist()`` would, in the same order, from the same stream.

A month makes some 7,000 scalar ``integers`` calls (a counter day's visits: when each comes, how many lines, each
line's quantity; a khata credit's repayment) and more scalar ``random`` calls, most of each numpy's argument
handling (dtype lookups, array checks, a numpy scalar made and turned back into an int): callgrind counted
``Generator.integers`` at 2.0 %, ``random`` at 0.9 % and ``uniform`` at 0.6 % of the written reference month's
instructions (session 40). Here the bit generator's 64-bit words are fetched a batch at a time
(``random_raw(n)``) and turned into draws with a little integer arithmetic, as numpy's C code does it
(``numpy/random/src/distributions/distributions.c``):

- ``random()``: a word's top 53 bits times 2**-53 (``next_double``); ``uniforms``: ``low + (high - low) * random()``
  each (``random_uniform``).
- ``integers(low, high)`` over fewer than 2**32 values: Lemire's bounded draw (``buffered_bounded_lemire_uint32``)
  on 32-bit halves (``next_uint32``): a word's low half first, its high half kept for the next 32-bit draw, as the
  bit generator keeps it (whole-word draws leave the kept half alone). Over more values: the 64-bit Lemire draw
  (``bounded_lemire_uint64``) on whole words.

Words fetched ahead are the stream's next words, so once a ``Draws`` is made every draw of that generator must go
through it (numpy's own draws would take words already fetched here); a generator is made for one entity and day
(``market.rng.generator``) and drawn from in one place, so that place makes the ``Draws`` right after the
generator (or after numpy draws of its own, such as a ``poisson``). ``tests/test_draws.py`` holds these to numpy's
own draws over many spans and streams.
"""
from __future__ import annotations

import numpy as np

__all__ = ["Draws"]

_DOUBLE = 1.0 / 9007199254740992.0  # 2**-53
_LOW32 = 0xFFFFFFFF
_LOW64 = 0xFFFFFFFFFFFFFFFF


class Draws:
    """Every further draw of one numpy Generator (see the module docstring)."""

    __slots__ = ("_raw", "_batch", "_words", "_half")

    def __init__(self, rng: np.random.Generator, batch: int = 16) -> None:
        """``rng``: a Generator on which no ``integers`` has been drawn yet (numpy keeps no half-word for it) and
        no draw will be made but through this. ``batch``: words fetched at a time (about the draws expected:
        fetching is cheap per word, but a word fetched and never drawn is a waste)."""
        self._raw = rng.bit_generator.random_raw
        self._batch = max(1, batch)
        self._words: list[int] = []  # fetched, not yet drawn, last one next
        self._half = -1  # the high half of a word kept for the next 32-bit draw; -1: none

    def _word(self) -> int:
        """The stream's next 64-bit word (``next_uint64``)."""
        words = self._words
        if not words:
            words = self._words = self._raw(self._batch).tolist()
            words.reverse()
        return words.pop()

    def random(self) -> float:
        """``rng.random()``: a float in [0, 1)."""
        return (self._word() >> 11) * _DOUBLE

    def uniforms(self, low: float, high: float, n: int) -> list[float]:
        """``rng.uniform(low, high, size=n).tolist()``."""
        span = high - low
        return [low + span * ((self._word() >> 11) * _DOUBLE) for _ in range(n)]

    def randoms(self, n: int) -> list[float]:
        """``rng.random(n).tolist()``."""
        return [(self._word() >> 11) * _DOUBLE for _ in range(n)]

    def integers(self, low: int, high: int | None = None) -> int:
        """``int(rng.integers(low, high))``: an int in ``[low, high)`` (``[0, low)`` with one argument).

        Raises:
            ValueError: ``high`` not above ``low`` (numpy's error).
        """
        if high is None:
            low, high = 0, low
        span = high - 1 - low  # numpy's ``rng``: the largest offset
        if span <= 0:
            if span < 0:
                raise ValueError("low >= high")
            return low
        if span > _LOW32:
            return low + self._bounded64(span)
        m = self._u32()
        if span == _LOW32:
            return low + m
        excl = span + 1
        m *= excl
        left = m & _LOW32
        if left < excl:
            threshold = (_LOW32 - span) % excl
            while left < threshold:
                m = self._u32() * excl
                left = m & _LOW32
        return low + (m >> 32)

    def _u32(self) -> int:
        """The next 32-bit draw (``next_uint32``)."""
        half = self._half
        if half >= 0:
            self._half = -1
            return half
        word = self._word()
        self._half = word >> 32
        return word & _LOW32

    def _bounded64(self, span: int) -> int:
        """An offset in ``[0, span]`` from whole words (``bounded_lemire_uint64``), for a span of 2**32 or more."""
        if span >= _LOW64:
            return self._word()
        excl = span + 1
        m = self._word() * excl
        left = m & _LOW64
        if left < excl:
            threshold = (_LOW64 - span) % excl
            while left < threshold:
                m = self._word() * excl
                left = m & _LOW64
        return m >> 64
