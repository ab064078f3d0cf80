"""What README's test command leaves to benchmarks that ``.ci/run`` runs after it: the scripted months' seeds past the
first (``benchmarks/scripted_seeds.py``), the older held-out corpora (``benchmarks/reader_floors.py``) and every
corpus row read with the reader's gates on and off (``benchmarks/reader_gates_open.py``)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from month_seeds import ENV, month_seeds

ROOT = Path(__file__).resolve().parents[1]


def _benchmark(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_seeds_are_seed_0_unless_the_environment_names_others(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    assert month_seeds() == (0,)
    monkeypatch.setenv(ENV, "0,1")
    assert month_seeds() == (0, 1)
    monkeypatch.setenv(ENV, " ")
    assert month_seeds() == (0,)
    for bad in ("0,0", "one", "0,-1"):
        monkeypatch.setenv(ENV, bad)
        with pytest.raises(ValueError):
            month_seeds()


def test_the_benchmark_plays_the_files_that_follow_the_seeds():
    bench = _benchmark("scripted_seeds")
    assert bench.seed_list("0,1") == bench.seed_list("0 1") == [0, 1] and bench.seed_list("0-4") == [0, 1, 2, 3, 4]
    with pytest.raises(ValueError):
        bench.seed_list("4-1")
    for name in bench.FILES:  # each of them takes its seeds from month_seeds(), and only they do among the month files
        assert "month_seeds()" in (ROOT / name).read_text(encoding="utf-8"), name


def test_ci_runs_every_benchmark_the_suite_leaves_work_to_after_the_test_command():
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    command = lines.index('pip install -e ".[test]" && python -m pytest -q')
    for bench in ("reader_floors", "reader_gates_open", "scripted_seeds"):
        assert f"python benchmarks/{bench}.py" in lines[command + 1:], bench
    assert "set -euo pipefail" in lines  # a benchmark's exit 1 fails CI
