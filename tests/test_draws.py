"""``market.draws.Draws`` draws exactly what numpy's ``Generator`` would: the same ints and floats in the same order,
numpy's draws before it on the same generator allowed, the stream taken word for word."""
from __future__ import annotations

import numpy as np
import pytest

from market.draws import Draws
from market.rng import generator, weighted_sample

_SPANS = [1, 2, 3, 5, 7, 100, 781, 2**31 - 1, 2**31 + 1, 3 * 2**30, 2**32 - 1, 2**32, 2**32 + 1, 2**40, 2**62 + 3,
          2**63 - 100]


@pytest.mark.parametrize("seed", range(40))
@pytest.mark.parametrize("batch", [1, 3, 64])
def test_mixed_draws_are_numpys(seed, batch):
    mine, theirs = generator(seed, "draws", 3), generator(seed, "draws", 3)
    assert mine.poisson(30.0) == theirs.poisson(30.0)  # numpy's own draws before the Draws is made
    ours = Draws(mine, batch)
    plan = np.random.Generator(np.random.PCG64(seed + 1000))
    for _ in range(300):
        op = int(plan.integers(0, 6))
        if op < 3:
            low = int(plan.integers(-50, 50))
            span = _SPANS[int(plan.integers(0, len(_SPANS)))]
            assert ours.integers(low, low + span) == int(theirs.integers(low, low + span))
        elif op == 3:
            n = int(plan.integers(1, 9))
            assert ours.integers(n) == int(theirs.integers(n))
        elif op == 4:
            assert ours.random() == theirs.random()
        else:
            n = int(plan.integers(0, 6))
            assert ours.uniforms(-0.3, 0.3, n) == theirs.uniform(-0.3, 0.3, size=n).tolist()
            assert ours.randoms(n) == theirs.random(n).tolist()
    if batch == 1:  # nothing fetched ahead: the generator's stream is where numpy's is
        assert mine.random() == theirs.random()


def test_weighted_sample_through_draws_is_numpys_choice():
    maker = generator(2, "shares", 0)
    for trial in range(200):
        p = maker.random(12)
        p = (p / p.sum()).tolist()
        ours, theirs = Draws(generator(trial, "sample", 1)), generator(trial, "sample", 1)
        assert weighted_sample(ours, p, 4) == theirs.choice(12, size=4, replace=False, p=p).tolist()
        assert ours.random() == theirs.random()


@pytest.mark.parametrize("n", [0, 1, 2, 5, 50])
def test_integers_one_by_one_are_numpys_array(n):
    """An array of ``integers`` takes 32-bit halves as that many scalar calls do (the counter's arrival minutes)."""
    for seed in range(30):
        ours, theirs = Draws(generator(seed, "counter", 4)), generator(seed, "counter", 4)
        want = theirs.integers(480, 1261, size=n).tolist() + [int(theirs.integers(1, 4)), theirs.random()]
        assert [ours.integers(480, 1261) for _ in range(n)] + [ours.integers(1, 4), ours.random()] == want


def test_rejections_are_drawn_again_as_numpy_does():
    """A span just over 2**31 rejects about half of the first draws: each is drawn again from the same halves."""
    ours, theirs = Draws(generator(5, "reject", 1)), generator(5, "reject", 1)
    got = [ours.integers(0, 2**31 + 7) for _ in range(2_000)]
    assert got == theirs.integers(0, 2**31 + 7, size=2_000).tolist()
    assert len(set(got)) > 1_990


def test_a_single_value_takes_no_draw_and_an_empty_span_is_refused():
    ours, theirs = Draws(generator(1, "one", 1)), generator(1, "one", 1)
    assert ours.integers(7, 8) == 7 and int(theirs.integers(7, 8)) == 7
    assert ours.integers(1, 4) == int(theirs.integers(1, 4))
    with pytest.raises(ValueError, match="low >= high"):
        ours.integers(3, 3)
    with pytest.raises(ValueError):
        theirs.integers(3, 3)
