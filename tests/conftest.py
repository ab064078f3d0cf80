"""Shared fixtures: scripted months played once per test session and reused.

A 30-day reference month is 6-7 s of CPU; every file that needs one asks the
session-wide ``month`` fixture (or ``month_cache`` for any scenario), which plays
each month once in the whole session, whichever xdist worker asks first
(``tests/month_cache.py``).
"""
from __future__ import annotations

import os
import tempfile

import pytest

# What test modules read while they are imported (the reader's tables transliterate their Hindi words then,
# kept by lang.deva_cache) is kept outside the user's cache too: in one folder of the machine's temp, reused
# by later sessions (it holds only indic-transliteration's answers); _private_cache below takes over after.
os.environ.setdefault("KIRANA_CACHE_DIR", os.path.join(tempfile.gettempdir(), "kirana-test-cache"))

from month_cache import MonthCache, session_folder  # noqa: E402
from scenarios import load_scenario  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """Cross-run caches (report anchors) go to a folder of this session, never the user's; one folder for
    every xdist worker (and the ``kirana`` processes the tests start), so an anchor month is played once."""
    old = os.environ.get("KIRANA_CACHE_DIR")
    os.environ["KIRANA_CACHE_DIR"] = str(session_folder(tmp_path_factory, "kirana-cache"))
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
def month_cache(tmp_path_factory) -> MonthCache:
    """``month_cache.shop(scenario)`` -> a new finished Shop of that scenario (played once per session)."""
    return MonthCache(session_folder(tmp_path_factory, "months"))


@pytest.fixture(scope="session")
def month(month_cache):
    """``month(shop="reference", seed=0, days=30)`` -> the finished Shop (played once per session; in one
    process every call with the same arguments returns the same Shop)."""
    cache: dict[tuple, object] = {}

    def get(shop: str = "reference", seed: int = 0, days: int = 30):
        key = (shop, seed, days)
        if key not in cache:
            cache[key] = month_cache.shop(scenario_for(shop, seed=seed, days=days))
        return cache[key]

    return get
