"""Which seeds the files that check whole scripted months play: seed 0 in README's test command, the seeds of
``KIRANA_TEST_SEEDS`` (``0,1``: what the suite played until session 50) when ``benchmarks/scripted_seeds.py`` runs
those files, as ``.ci/run`` does after the test command.

Each seed is six thirty-day months (the four scripted shops, the newsvendor and the oracle), about 20 s of the suite's
CPU on the 2-core machine; the checks are the same on every seed.
"""
from __future__ import annotations

import os

__all__ = ["ENV", "month_seeds"]

#: The environment variable: seeds separated by commas ("0,1"); unset or empty, seed 0 alone.
ENV = "KIRANA_TEST_SEEDS"


def month_seeds() -> tuple[int, ...]:
    """The seeds to play, in the order given, from ``KIRANA_TEST_SEEDS`` (default ``(0,)``). Raises ValueError on
    anything but whole numbers separated by commas, or on a seed given twice."""
    raw = os.environ.get(ENV, "").strip()
    seeds = tuple(int(part) for part in raw.split(",")) if raw else (0,)
    if len(set(seeds)) != len(seeds) or any(s < 0 for s in seeds):
        raise ValueError(f"{ENV}={raw!r}: seeds must be different whole numbers, as 0,1")
    return seeds
