"""``market.rng.weighted_index`` / ``weighted_sample`` draw exactly as numpy's ``Generator.choice`` with ``p``:
the same indices, in the same order, and the generator left at the same point of its stream."""
from __future__ import annotations

import numpy as np
import pytest

from market.rng import generator, weighted_index, weighted_sample


def _shares(rng: np.random.Generator, n: int, zeros: int = 0) -> np.ndarray:
    weights = rng.random(n) * rng.choice([1.0, 10.0, 1000.0], size=n)
    weights[:zeros] = 0.0
    return weights / weights.sum()


@pytest.mark.parametrize("n", [1, 2, 3, 7, 39, 120])
def test_weighted_sample_is_numpys_choice_without_replacement(n):
    maker = generator(0, f"shares:{n}", 0)
    for trial in range(300):
        p = _shares(maker, n, zeros=trial % 3 if n > 3 else 0)
        size = min(int(maker.integers(1, 6)), int((p > 0).sum()))
        ours, theirs = generator(trial, "sample", 1), generator(trial, "sample", 1)
        got = weighted_sample(ours, p.tolist(), size)
        want = theirs.choice(n, size=size, replace=False, p=p).tolist()
        assert got == want
        assert ours.random() == theirs.random()  # the same number of draws were taken


@pytest.mark.parametrize("n", [1, 3, 39])
def test_weighted_index_is_numpys_choice(n):
    maker = generator(1, f"shares:{n}", 0)
    for trial in range(500):
        p = _shares(maker, n)
        ours, theirs = generator(trial, "index", 2), generator(trial, "index", 2)
        assert weighted_index(ours, p.tolist()) == int(theirs.choice(n, p=p))
        assert ours.random() == theirs.random()


def test_weighted_sample_refuses_too_few_shares_as_numpy_does():
    with pytest.raises(ValueError, match="Fewer non-zero entries in p than size"):
        weighted_sample(generator(0, "x", 0), [0.0, 1.0, 0.0], 2)
