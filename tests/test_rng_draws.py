"""``market.rng``'s shortcuts draw exactly what numpy would: ``weighted_index`` / ``weighted_sample`` as
``Generator.choice`` with ``p`` (the same indices, in the same order, the generator left at the same point of its
stream), and ``generator`` the stream of SeedSequence over its list of words."""
from __future__ import annotations

import numpy as np
import pytest

from market.rng import generator, uniform, weighted_index, weighted_sample


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


@pytest.mark.parametrize("seed", [0, 1, 7, 2**31, 2**32 + 5, 2**63, 2**64 + 3])
def test_generator_streams_are_those_of_the_word_list(seed):
    """``generator`` hands SeedSequence its words as a uint32 array when they fit: the same stream as the list."""
    for entity in ("counter", "haggle:V3-4", "walk_in:2", "repay:K9"):
        for day in (0, 1, 30):
            h = int.from_bytes(__import__("hashlib").blake2b(entity.encode(), digest_size=8).digest(), "big")
            words = [seed & 0xFFFFFFFF, seed >> 32, h & 0xFFFFFFFF, h >> 32, day]
            want = np.random.Generator(np.random.PCG64(np.random.SeedSequence(words)))
            got = generator(seed, entity, day)
            assert got.random(4).tolist() == want.random(4).tolist()
            assert got.integers(0, 2**62, size=3).tolist() == want.integers(0, 2**62, size=3).tolist()


@pytest.mark.parametrize("low,high", [(0.0, 1.0), (0.8, 1.15), (0.02, 0.15), (0.3, 0.8), (-0.3, 0.3), (5, 9),
                                      (1e-9, 2e-9), (-1e6, 1e6)])
def test_uniform_is_numpys(low, high):
    for trial in range(400):
        ours, theirs = generator(trial, f"uniform:{low}", 3), generator(trial, f"uniform:{low}", 3)
        for _ in range(5):
            assert uniform(ours, low, high) == float(theirs.uniform(low, high))
        assert ours.random() == theirs.random()
