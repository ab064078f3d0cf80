"""Seeded random generators derived from (seed, entity, day).

Every random draw in the simulation comes from a generator made here, never
from the global ``random`` module or ``hash()`` of a string (whose value
changes with PYTHONHASHSEED). The entity name is hashed with BLAKE2b, so the
same (seed, entity, day) gives the same stream on any machine and process.
"""
from __future__ import annotations

import hashlib
from bisect import bisect_right
from itertools import accumulate

import numpy as np
from numpy.random.bit_generator import ISeedSequence

from market.draws import Draws

__all__ = ["generator", "stable_int", "uniform", "weighted_index", "weighted_sample", "cumulative_shares"]


def stable_int(text: str) -> int:
    """A 64-bit integer from a string, the same on every machine and run."""
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest(), "big")


def generator(seed: int, entity: str, day: int = 0) -> np.random.Generator:
    """A numpy Generator for one entity on one simulated day.

    Args:
        seed: the scenario seed (non-negative int).
        entity: what draws, e.g. ``"walk_in:rice-1kg"`` or ``"supplier:S3"``.
        day: simulated day (1-based); 0 for draws made once per month.
    Raises:
        ValueError: if seed or day is negative.
    """
    if seed < 0 or day < 0:
        raise ValueError(f"seed and day must be non-negative, got seed={seed} day={day}")
    key = (seed, entity, day)
    derived = _DERIVED.get(key)
    if derived is None:
        h = stable_int(entity)
        words = [seed & 0xFFFFFFFF, seed >> 32, h & 0xFFFFFFFF, h >> 32, day]
        derived = _Derived(words, seed >> 64 == 0 and day <= 0xFFFFFFFF)
        if len(_DERIVED) >= _KEEP:
            _DERIVED.clear()
        _DERIVED[key] = derived
    return np.random.Generator(np.random.PCG64(derived))


class _Derived(ISeedSequence):
    """The PCG64 seed words of the ``SeedSequence`` of ``entropy`` (a list of ints), worked out once and handed to
    each later PCG64 of the same (seed, entity, day): numpy's public seed-sequence interface (``ISeedSequence``: a
    bit generator seeds itself from any object with ``generate_state``). PCG64 asks for four 64-bit words; another
    request is answered by the sequence made again."""

    __slots__ = ("entropy", "words")

    def __init__(self, entropy: list[int], small: bool) -> None:
        self.entropy = entropy
        self.words = self._sequence(small).generate_state(4, np.uint64)
        self.words.flags.writeable = False  # shared by every generator of this key: read, never written

    def _sequence(self, small: bool = False) -> np.random.SeedSequence:
        # Every word fits 32 bits (``small``), so SeedSequence reads the list as exactly these uint32 words; handed
        # them as an array, it skips converting each int (about half its cost), to the same pool.
        return np.random.SeedSequence(np.array(self.entropy, dtype=np.uint32) if small else self.entropy)

    def generate_state(self, n_words: int, dtype=np.uint32) -> np.ndarray:
        """The sequence's ``generate_state(n_words, dtype)``; PCG64's four uint64 words from the ones kept."""
        if n_words == 4 and (dtype is np.uint64 or np.dtype(dtype) == np.uint64):
            return self.words
        return self._sequence().generate_state(n_words, dtype)


# The seed words of each (seed, entity, day) drawn from in this process. A SeedSequence and its words cost about 25
# microseconds, most of a generator's cost; a month draws from some 2,000, and every later month of the same seed
# (the anchors' shops, a study's repeats) from mostly the same ones. The same words, so the same draws. Cleared
# when full (about 0.4 kB a key: a few MB).
_DERIVED: dict[tuple[int, str, int], _Derived] = {}
_KEEP = 16_384


def uniform(rng: np.random.Generator, low: float, high: float) -> float:
    """``float(rng.uniform(low, high))`` for one draw: the same float from the same single draw, without numpy's
    per-call argument handling (about 3x cheaper). numpy's sampler: ``low + (high - low) * rng.random()``, in
    doubles; ``tests/test_rng_draws.py`` holds the two together."""
    return low + (high - low) * rng.random()


def weighted_index(rng: np.random.Generator, p: list[float]) -> int:
    """``int(rng.choice(len(p), p=p))``: one index drawn with probabilities ``p`` (floats summing to 1), from the
    same single draw and with the same result as numpy, without its per-call arrays (about 10x cheaper).

    numpy's sampler: the cumulative sums of ``p`` in order, each divided by the last, and the first index whose
    cumulative share is above one ``rng.random()``. ``tests/test_rng_draws.py`` holds the two together.
    """
    return bisect_right(cumulative_shares(p), rng.random())


def cumulative_shares(p: list[float]) -> list[float]:
    """The cumulative sums of ``p`` in order, each divided by the last: numpy's sampler's table
    (``weighted_sample``)."""
    cdf = list(accumulate(p))
    last = cdf[-1]
    return [c / last for c in cdf]


def weighted_sample(rng: np.random.Generator | Draws, p: list[float], size: int,
                    first: list[float] | None = None) -> list[int]:
    """``rng.choice(len(p), size=size, replace=False, p=p)`` as a list: ``size`` distinct indices drawn with
    probabilities ``p`` (floats summing to 1), in the order drawn, from the same draws and with the same result
    as numpy, without its per-call arrays (about 20x cheaper).

    numpy's sampler: draw as many uniforms as indices are missing; zero the shares of those found; take the
    cumulative shares (each divided by the last) and for each uniform the first index above it; keep each new
    index once, in order of first appearance; repeat until ``size`` are found.
    ``first``: ``cumulative_shares(p)`` worked out by the caller, who draws many samples from the same ``p`` (a day's
    counter baskets: session 39), for the first round, in which no share is zeroed yet.
    Raises:
        ValueError: fewer than ``size`` shares above zero (numpy's error).
    """
    if sum(1 for share in p if share > 0) < size:
        raise ValueError("Fewer non-zero entries in p than size")
    shares, found = None, []
    while len(found) < size:
        draws = rng.randoms(size - len(found)) if isinstance(rng, Draws) else rng.random(size - len(found)).tolist()
        if first is not None and not found:
            cdf = first
        else:
            if shares is None:
                shares = list(p)
            for i in found:
                shares[i] = 0.0
            cdf = cumulative_shares(shares)
        new: list[int] = []
        for x in draws:
            i = bisect_right(cdf, x)
            if i not in new:
                new.append(i)
        found += new
    return found
