"""The same scripted shop through AutoGen and through direct tool calls writes the same record,
byte for byte: all four shops, seed 0, the first DAYS days (the suite's short version).

The whole months (30 days, the same shops and seeds) are ``python benchmarks/equivalence.py``, which
prints each digest and the time; it is kept out of the suite so the README test command stays short.
"""
from __future__ import annotations

import hashlib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from agents.direct import play_month
from agents.episode import run_episode
from kirana.runs import with_shop
from scenarios import load_scenario

SHOPS = ("reference", "unfair-counter", "unfair-everywhere", "no-manager")
SEEDS = (0,)  # seed 1 is in benchmarks/equivalence.py with the whole months
DAYS = 3


def _both(job: tuple[str, int, str], days: int | None = DAYS) -> tuple[str, str, int]:
    """(AutoGen record sha256, direct record sha256, events) for one shop, seed and length (None: the scenario's)."""
    shop, seed, folder = job
    scenario = with_shop(load_scenario(seed=seed, **({"days": days} if days else {})), shop)
    run_episode(scenario, Path(folder))
    through_autogen = (Path(folder) / "record.jsonl").read_bytes()
    direct = "".join(line + "\n" for line in play_month(scenario).record.lines()).encode()
    return (hashlib.sha256(through_autogen).hexdigest(), hashlib.sha256(direct).hexdigest(), direct.count(b"\n"))


@pytest.fixture(scope="module")
def digests(tmp_path_factory) -> dict:
    jobs = [(shop, seed, str(tmp_path_factory.mktemp(f"{shop}-{seed}"))) for shop in SHOPS for seed in SEEDS]
    with ProcessPoolExecutor(max_workers=2) as pool:
        return {(job[0], job[1]): res for job, res in zip(jobs, pool.map(_both, jobs))}


@pytest.mark.parametrize("shop", SHOPS)
@pytest.mark.parametrize("seed", SEEDS)
def test_autogen_and_direct_records_are_identical(digests, shop, seed):
    autogen_digest, direct_digest, events = digests[(shop, seed)]
    assert events > 5000 * DAYS // 30
    assert autogen_digest == direct_digest
