"""tests/fold_rows.py: a parametrised function's rows run as one item, each failing row named with its arguments and
what it got; rows with marks of their own, and functions with per-test fixtures, stay items of their own.

One ``pytest`` run in a subprocess on a small test file (no xdist) and its ``-rA`` output checked line by line."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent

CONFTEST = f"""
import sys
sys.path.insert(0, {str(TESTS)!r})
from fold_rows import pytest_pycollect_makeitem  # noqa: F401
"""

DEMO = '''
import pytest

def double(n):
    return n + n if n != 3 else 7

@pytest.mark.parametrize("n, want", [
    (1, 2), (2, 4), (3, 6), (4, 9),
    pytest.param(5, 10, marks=pytest.mark.xfail(strict=True, reason="written as passing")),
    pytest.param(3, 6, id="three", marks=pytest.mark.xfail(strict=True, reason="known wrong")),
    pytest.param(6, 12, marks=pytest.mark.skip(reason="skipped row")),
])
def test_double(n, want):
    assert double(n) == want

@pytest.mark.parametrize("n", [1, 2, 3])
def test_per_test_fixture(n, tmp_path):
    assert not any(tmp_path.iterdir())
    (tmp_path / "f").write_text(str(n))

@pytest.mark.parametrize("word", ["a", "bb"])
def test_all_pass(word):
    assert word
'''


def test_rows_fold_and_every_failing_row_is_named(tmp_path):
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_demo.py").write_text(DEMO)
    run = subprocess.run([sys.executable, "-m", "pytest", "-rA", "-p", "no:xdist", "-p", "no:cacheprovider",
                          "-p", "no:randomly", "test_demo.py"], cwd=tmp_path, capture_output=True, text=True,
                         timeout=120)
    out = run.stdout
    assert run.returncode == 1, out + run.stderr
    # one item for the four unmarked rows, failing with the two wrong rows named, their arguments, got and expected
    assert "FAILED test_demo.py::test_double[4 rows] - Failed: 2 of 4 rows failed" in out
    assert "_ test_double[4 rows] _" in out and "2 of 4 rows failed (test_double):" in out
    assert "[3-6]\n    n = 3\n    want = 6\n  AssertionError: assert 7 == 6\n   +  where 7 = double(3)" in out
    assert "[4-9]\n    n = 4\n    want = 9\n  AssertionError: assert 8 == 9\n   +  where 8 = double(4)" in out
    assert "test_demo.py:14 in test_double: assert double(n) == want" in out
    assert "[1-2]" not in out and "[2-4]" not in out
    # the marked rows keep their own items and outcomes: a strict xfail that passes fails the suite by name
    assert "FAILED test_demo.py::test_double[5-10]" in out and "XPASS(strict)" in out
    assert "XFAIL test_demo.py::test_double[three] - known wrong" in out
    assert "SKIPPED [1] test_demo.py" in out and "skipped row" in out
    # a function asking for a per-test fixture is not folded: three items, three fresh folders
    for n in (1, 2, 3):
        assert f"PASSED test_demo.py::test_per_test_fixture[{n}]" in out
    assert "PASSED test_demo.py::test_all_pass[2 rows]" in out
    assert "2 failed, 4 passed, 1 skipped, 1 xfailed" in out


def test_folding_can_be_turned_off(tmp_path):
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_demo.py").write_text(DEMO)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider",
                          "-p", "no:randomly", "--collect-only", "test_demo.py"], cwd=tmp_path, capture_output=True,
                         text=True, timeout=120, env={**__import__("os").environ, "KIRANA_FOLD_ROWS": "0"})
    assert "12 tests collected" in run.stdout, run.stdout + run.stderr
