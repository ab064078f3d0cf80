"""Seeded random generators derived from (seed, entity, day).

Every random draw in the simulation comes from a generator made here, never
from the global ``random`` module or ``hash()`` of a string (whose value
changes with PYTHONHASHSEED). The entity name is hashed with BLAKE2b, so the
same (seed, entity, day) gives the same stream on any machine and process.
"""
from __future__ import annotations

import hashlib

import numpy as np

__all__ = ["generator", "stable_int"]


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
    h = stable_int(entity)
    words = [seed & 0xFFFFFFFF, seed >> 32, h & 0xFFFFFFFF, h >> 32, day]
    return np.random.Generator(np.random.PCG64(np.random.SeedSequence(words)))
