"""``market.rng.generator`` keeps each (seed, entity, day)'s PCG64 seed words: a later generator of the same key
draws exactly what a generator seeded by a fresh ``SeedSequence`` draws."""
from __future__ import annotations

import numpy as np
import pytest

from market import rng


def _fresh(seed: int, entity: str, day: int) -> np.random.Generator:
    h = rng.stable_int(entity)
    return np.random.Generator(np.random.PCG64(np.random.SeedSequence([seed & 0xFFFFFFFF, seed >> 32, h & 0xFFFFFFFF,
                                                                       h >> 32, day])))


@pytest.mark.parametrize("seed,entity,day", [(0, "counter", 3), (1, "haggle:V3-4", 3), (2 ** 70, "x", 5),
                                             (5, "walk_in:10:00", 2 ** 33)])
def test_a_kept_key_draws_what_a_fresh_sequence_draws(seed, entity, day):
    for _ in range(3):  # the first makes the words, the later ones reuse them
        kept, fresh = rng.generator(seed, entity, day), _fresh(seed, entity, day)
        assert kept.bit_generator.state == fresh.bit_generator.state
        assert kept.random(4).tolist() == fresh.random(4).tolist()
        assert kept.integers(0, 10 ** 9, 8).tolist() == fresh.integers(0, 10 ** 9, 8).tolist()


def test_other_seed_words_come_from_the_sequence():
    rng.generator(0, "counter", 3)
    derived = rng._DERIVED[(0, "counter", 3)]
    h = rng.stable_int("counter")
    sequence = np.random.SeedSequence([0, 0, h & 0xFFFFFFFF, h >> 32, 3])
    assert derived.generate_state(8).tolist() == sequence.generate_state(8).tolist()
    assert derived.generate_state(4, "uint64").tolist() == sequence.generate_state(4, np.uint64).tolist()
