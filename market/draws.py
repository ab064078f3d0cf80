"""numpy's scalar draws without numpy's per-call work: ``Draws(rng).random()`` and ``.integers(low, high)`` give
exactly what ``rng.random()`` and ``int(rng.integers(low, high))`` would, from the same stream.

A month makes some 7,000 scalar ``integers`` calls (a counter day's visits: who comes, how many lines, each
line's quantity; a khata credit's repayment) and as many scalar ``random`` calls. numpy spends most of each on
argument handling (dtype lookups, array checks, a numpy scalar made and turned back into an int): callgrind
counted ``Generator.integers`` at 2.0 % and ``Generator.random`` at 0.9 % of the written reference month's
instructions (session 40). Here each is one ``random_raw()`` word of the same bit generator and a little integer
arithmetic, as numpy's C code does it (``numpy/random/src/distributions/distributions.c``):

- ``random()``: a 64-bit word's top 53 bits times 2**-53 (``next_double``).
- ``integers(low, high)`` over fewer than 2**32 values: Lemire's bounded draw (``buffered_bounded_lemire_uint32``)
  on 32-bit halves (``next_uint32``), a 64-bit word's low half first and its high half kept for the next
  ``integers`` call, as the bit generator keeps it. numpy's other draws (``random``, ``uniform``, ``poisson`` and
  their arrays) take whole 64-bit words and never touch that kept half, so they may be mixed with these on the same
  generator, in any order; but every ``integers`` of a generator must go through one ``Draws`` from its first
  draw on (the kept half lives here, not in numpy). A span of 2**32 values or more is handed to numpy (a 64-bit
  word of its own, no half kept).

``tests/test_draws.py`` holds these to numpy's own draws, interleaved, over many spans and streams.
"""
from __future__ import annotations

import numpy as np

__all__ = ["Draws"]

_DOUBLE = 1.0 / 9007199254740992.0  # 2**-53
_LOW32 = 0xFFFFFFFF


class Draws:
    """Scalar draws of one fresh numpy Generator (see the module docstring); ``rng`` stays usable for its other
    draws (arrays, ``poisson``, ``uniform``)."""

    __slots__ = ("rng", "_raw", "_half")

    def __init__(self, rng: np.random.Generator) -> None:
        """``rng``: a Generator on which no ``integers`` has been drawn yet (numpy keeps no half-word for it)."""
        self.rng = rng
        self._raw = rng.bit_generator.random_raw
        self._half = -1  # the 64-bit word's high half kept for the next 32-bit draw; -1: none

    def random(self) -> float:
        """``rng.random()``: a float in [0, 1)."""
        return (self._raw() >> 11) * _DOUBLE

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
            return int(self.rng.integers(low, high))  # a whole 64-bit word: no half kept or taken
        word = self._u32()
        if span == _LOW32:
            return low + word
        excl = span + 1
        m = word * excl
        left = m & _LOW32
        if left < excl:
            threshold = (_LOW32 - span) % excl
            while left < threshold:
                m = self._u32() * excl
                left = m & _LOW32
        return low + (m >> 32)

    def _u32(self) -> int:
        """The bit generator's next 32-bit draw (``next_uint32``)."""
        half = self._half
        if half >= 0:
            self._half = -1
            return half
        word = self._raw()
        self._half = word >> 32
        return word & _LOW32
