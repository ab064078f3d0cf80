"""The same scenario and seed give the same record, byte for byte, in any process."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from agents.direct import play_month
from events.record import read_record
from scenarios import load_scenario

SNIPPET = """
import sys
from pathlib import Path
from agents.direct import play_month
from scenarios import load_scenario
play_month(load_scenario(days=3, seed=int(sys.argv[1])), record_path=Path(sys.argv[2]))
"""


def test_two_runs_give_byte_identical_records(tmp_path, month_cache):
    scenario = load_scenario(days=10)  # the 30-day months are compared in benchmarks/record_digests.py
    a = tmp_path / "a.jsonl"
    shop = play_month(scenario, record_path=a)
    data = a.read_bytes()
    # the file is the whole run, exactly the in-memory record
    assert data.decode("utf-8") == "".join(line + "\n" for line in shop.record.lines())
    # the second run: the session's play of the same month (never written to a file; maybe in another process)
    assert data == "".join(line + "\n" for line in month_cache.shop(scenario).record.lines()).encode("utf-8")
    events = read_record(a)
    assert events[-1]["kind"] == "run_end" and events[-1]["day"] == 10
    assert [e["seq"] for e in events] == list(range(len(events)))


def _run_in_subprocess(seed: int, path, hashseed: str, cwd) -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": hashseed}
    subprocess.run([sys.executable, "-c", SNIPPET, str(seed), str(path)], env=env, cwd=cwd, check=True,
                   capture_output=True, timeout=120)
    return path.read_bytes()


@pytest.fixture(scope="module")
def three_day_records(tmp_path_factory):
    """Three-day seed-0 records written under two hash seeds, and a seed-1 record (written here: what differs
    is its seed, not its process; a third interpreter importing the simulation showed nothing more)."""
    d = tmp_path_factory.mktemp("records")
    play_month(load_scenario(days=3, seed=1), record_path=d / "s1.jsonl")
    return {"hash0": _run_in_subprocess(0, d / "h0.jsonl", "0", d),
            "hash12345": _run_in_subprocess(0, d / "h12345.jsonl", "12345", d),
            "seed1": (d / "s1.jsonl").read_bytes()}


def test_records_do_not_depend_on_pythonhashseed(three_day_records, tmp_path):
    assert three_day_records["hash0"], "the subprocess wrote an empty record"
    assert three_day_records["hash0"] == three_day_records["hash12345"]
    # ... nor on being run in this process (whatever its hash seed)
    here = tmp_path / "here.jsonl"
    play_month(load_scenario(days=3, seed=0), record_path=here)
    assert here.read_bytes() == three_day_records["hash0"]


def test_a_different_seed_gives_a_different_record(three_day_records):
    s0, s1 = three_day_records["hash0"], three_day_records["seed1"]
    assert s0 != s1
    # it differs in substance (sales, closing net worth), not only in the run_start line
    close0 = [l for l in s0.decode().splitlines() if '"kind":"day_close"' in l]
    close1 = [l for l in s1.decode().splitlines() if '"kind":"day_close"' in l]
    assert len(close0) == len(close1) == 3
    assert close0 != close1
