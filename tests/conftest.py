"""Shared fixtures: scripted months played once per test session and reused.

A 30-day reference month is 6-7 s of CPU; every file that needs one asks the
session-wide ``month`` fixture (or ``month_cache`` for any scenario), which plays
each month once in the whole session, whichever xdist worker asks first
(``tests/month_cache.py``).
"""
from __future__ import annotations

import importlib
import os
import sys
import tempfile
from pathlib import Path

import pytest

# What test modules read while they are imported (the reader's tables transliterate their Hindi words then,
# kept by lang.deva_cache) is kept outside the user's cache too: in one folder of the machine's temp, reused
# by later sessions (it holds only indic-transliteration's answers); _private_cache below takes over after.
os.environ.setdefault("KIRANA_CACHE_DIR", os.path.join(tempfile.gettempdir(), "kirana-test-cache"))
# The suite's dead servers (a closed port, a stub that answers 503) stop a run after its retries, as before session
# 53 made a run wait out a server that is down for server_down_wait_s (5 minutes); tests/test_server_restart.py
# sets the setting itself.
os.environ["KIRANA_SERVER_DOWN_WAIT_S"] = "0"
# ... and their wrong URLs, models and keys reach the run (as before session 53 checked each server before a run);
# tests/test_server_check.py checks the servers itself.
os.environ["KIRANA_NO_SERVER_CHECK"] = "1"


def _bytecode_cache_of_the_suite(folder: str) -> None:
    """Compiled modules kept in ``folder`` (``sys.pycache_prefix``), never beside the sources, for this process and
    the ones it starts, even where ``PYTHONDONTWRITEBYTECODE`` is set — as it is on this project's machines.

    Without it every xdist worker compiled every project module and rewrote the assertions of every test file
    anew (collection alone was 24.5 s of CPU a worker, 9.8 s with compiled modules at hand: 6 Dec 2026, 2-core
    machine), and every ``kirana`` process a test starts compiled the project again. The folder mirrors each
    source's absolute path and Python and pytest check each file's mtime and size before using it, so a changed
    or another checkout's module is compiled anew; the user's tree gets no ``__pycache__``."""
    sys.pycache_prefix = folder
    sys.dont_write_bytecode = False
    os.environ["PYTHONPYCACHEPREFIX"] = folder
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


_bytecode_cache_of_the_suite(os.path.join(tempfile.gettempdir(), "kirana-test-cache", "bytecode"))

from fold_rows import LaterConstants, pytest_pycollect_makeitem  # noqa: E402,F401 — one item per parametrised function
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


#: CPU seconds each of the heaviest files took (the test process's and its children's, summed over the file's tests;
#: ``python benchmarks/suite_cpu.py`` on 0d11b979's suite, the light install on the 2-core machine, a fresh worktree,
#: 6 Dec 2026, files of 3 s or more; the model renderer's and the Ray study's as the full install measured them on
#: 2 Dec). The list before it (11a5a64) lacked test_stopped_in_flight (10 s) and test_hidden_leaks (5 s); the list of
#: 2 Dec lacked files that had grown since — the study's stop (60 s), the served run's resume (17 s), the shipped
#: anchors (14 s), the settled checkpoints (12 s), the unpaid month (11 s) — which then went out in alphabetical
#: order, late, while files it still weighed had shrunk to a second (their months now come from the month cache).
#: ``pytest_collection_modifyitems`` below sends the files out heaviest first, so that the last files either worker
#: takes are light ones and the workers finish together. A file not listed weighs nothing and keeps its place. The
#: figures need only be roughly right: a file that grew or shrank only moves in the order. Session 48: the held-out
#: floors' three files (45 + 43 + 37 s) became one reading the newest nine corpora (~12 s; benchmarks/reader_floors.py
#: reads the rest). Session 49: the figures of ``python benchmarks/suite_cpu.py --tests 60 --timeline`` on 25218c5c
#: (the light install, 3 workers, load 14-20: CPU figures a loaded machine inflates somewhat, all alike), files of 3 s or
#: more; the model renderer's and the Ray study's still the full install's of 2 Dec. Session 50: the figures of
#: ``python benchmarks/suite_cpu.py --tests 80 --timeline`` on f10184d9 (light install, 3 workers, load 10.5; the three
#: workers ended within 5 s of each other), with the files this session shrank (the month files to seed 0, the gates'
#: corpora to a sample, the newest three held-out corpora) at their share of a measure of them alone after the change.
#: Session 56: ``python benchmarks/suite_cpu.py --tests 150 --timeline`` on ffb8717f (light install, 3 workers, load
#: 14.5: each figure ×0.6, test_study_stop's idle 36 s against 62 s there), files of 2.5 s or more; test_study_stop as
#: split this session (measured with test_study_stop_sigint beside it); the model renderer's and the Ray study's still
#: the full install's.
FILE_CPU_SECONDS = {
    "test_model_renderer": 20, "test_study_stop": 19, "test_study_stop_sigint": 15, "test_shipped": 11,
    "test_reader_hostile": 9, "test_reader_holdouts_later": 8, "test_study_ray": 7, "test_usage_resume_discarded": 7,
    "test_cli": 6, "test_faults_runs": 6, "test_fidelity_meaning": 6, "test_study": 6, "test_context_budget": 5,
    "test_lexicon_stable": 5, "test_run_reuse": 5, "test_stopped_in_flight": 5, "test_checkpoint_settled": 4,
    "test_context_unpaid_month": 4, "test_deva_cache": 4, "test_faults_gate": 4, "test_faults_matrix": 4,
    "test_fork": 4, "test_reader_s21_kinds": 4, "test_reading_growth": 4, "test_second_opinion_accept": 4,
    "test_agents_resume": 3, "test_determinism": 3, "test_human_role": 3, "test_library_runs": 3,
    "test_reader_gating_exact": 3, "test_report": 3, "test_run_lock_removed": 3, "test_scaffolds": 3,
    "test_scenario_errors": 3, "test_scores_scripted": 3, "test_server_check": 3,
}


def pytest_configure(config) -> None:
    config.pluginmanager.register(LaterConstants(), "kirana-later-constants")  # (tests/fold_rows.py)


def pytest_xdist_auto_num_workers(config) -> int:
    """``-n auto``: one worker more than the machine has cores. Many tests wait rather than compute — on a
    ``kirana`` subprocess, a kill, a fake server's stall or a timeout — and a spare worker keeps both cores busy
    meanwhile: on the 2-core machine, 3 workers ran the suite in 231.9 s against 259.4 s for 2, the two runs back
    to back at load 1.0–2.1 (6 Dec 2026); memory is no limit (about 0.6 GB a worker)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return cores + 1


def pytest_collection(session) -> None:
    """Each xdist worker first imports its own share of the test modules (every Nth file from the worker's index),
    then collects as usual, finding the other shares imported by the other workers.

    Every worker collects every test file, and pytest rewrites a test file's assertions before importing it (a parse,
    a rewrite and a compile of the tree: most of a fresh collection's CPU) unless the rewritten module is in the
    bytecode cache (``_bytecode_cache_of_the_suite``). From a fresh clone the workers used to rewrite the same file at
    the same moment, three times over; each now rewrites about a third and reads the rest from the cache. A module
    already imported is the one pytest collects (``sys.modules``), so nothing else changes; a module that fails to
    import here is left to the collection, which reports it as before. Only when the session collects the whole
    ``tests`` folder (README's command)."""
    count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    here = Path(__file__).resolve().parent
    whole = [Path(session.config.invocation_params.dir, arg).resolve() in (here, here.parent)
             for arg in session.config.args]
    if count < 2 or not worker.startswith("gw") or not whole or not all(whole):
        return
    for path in sorted(here.glob("test_*.py"))[int(worker[2:])::count]:
        if path.stem not in sys.modules:
            try:
                importlib.import_module(path.stem)
            except (Exception, pytest.skip.Exception):  # the collection imports it again and reports it
                pass


def pytest_collection_modifyitems(config, items):
    """Heaviest files first (``FILE_CPU_SECONDS``), each file's tests in their own order, the rest as collected.

    ``--dist loadfile`` hands out whole files in the collected order (``--no-loadscope-reorder`` in
    ``pyproject.toml``; xdist's default reorder puts the files with the most tests first, which sent the heavy
    few-test files — the scripted scores, the score scale, the resume — out last, where one worker played them
    while the other had finished). Every worker sorts the same collection the same way, as xdist requires."""
    weight = {}
    for item in items:
        weight.setdefault(item.path, FILE_CPU_SECONDS.get(item.path.stem, 0))
    order = {path: i for i, path in enumerate(weight)}
    items.sort(key=lambda item: (-weight[item.path], order[item.path]))


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
