"""Shared fixtures: scripted months played once per test session and reused.

A 30-day month takes about a second; every file that needs one asks the
session-wide ``month`` fixture, which plays each (shop, seed, days) once.
"""
from __future__ import annotations

import os

import pytest

from agents.direct import play_month
from scenarios import load_scenario


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """Cross-run caches (report anchors) go to a folder of this session, never the user's."""
    old = os.environ.get("KIRANA_CACHE_DIR")
    os.environ["KIRANA_CACHE_DIR"] = str(tmp_path_factory.mktemp("kirana-cache"))
    yield
    if old is None:
        os.environ.pop("KIRANA_CACHE_DIR", None)
    else:
        os.environ["KIRANA_CACHE_DIR"] = old


def scenario_for(shop: str = "reference", **overrides):
    """The default scenario played by the scripted shop ``shop`` in every role."""
    roles = {r: {"model": f"scripted:{shop}", "starts_at": v.starts_at, "minutes_per_day": v.minutes_per_day}
             for r, v in load_scenario().roles.items()}
    return load_scenario(roles=roles, **overrides)


@pytest.fixture(scope="session")
def month():
    """``month(shop="reference", seed=0, days=30)`` -> the finished Shop (played once per session)."""
    cache: dict[tuple, object] = {}

    def get(shop: str = "reference", seed: int = 0, days: int = 30):
        key = (shop, seed, days)
        if key not in cache:
            cache[key] = play_month(scenario_for(shop, seed=seed, days=days))
        return cache[key]

    return get
