"""The data shipped for a user's first ``kirana run`` (``kirana.shipped``) is current and is what a fresh computation
gives: the default month's anchors, its readings and the transliterations it asks for."""
from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import kirana.anchors
import kirana.shipped as shipped
from kirana.anchors import ANCHOR_SHOPS, anchor_profits, world_key
from kirana.runs import with_shop
from month_seeds import month_seeds
from scenarios import load_scenario, scenario_yaml
from scoring import money_scores

ROOT = Path(__file__).resolve().parents[1]
MANIFEST = json.loads(shipped.ANCHORS_PATH.read_text(encoding="utf-8"))


def test_the_shipped_data_is_current_for_this_code():
    # fails after any change to the simulation's code or data (kirana.anchors.code_digest) until regenerated
    assert shipped.stale() == [], "stale: run  python -m kirana.shipped --write  and commit kirana/data, lang/data"
    assert [e["seed"] for e in MANIFEST["anchors"]] == list(shipped.SEEDS) == [0, 1, 2, 3, 4]
    assert all(e["days"] == 30 and list(e["shops"]) == list(ANCHOR_SHOPS) for e in MANIFEST["anchors"])


@pytest.mark.parametrize("seed", month_seeds())  # seed 0 here; 0 and 1 in benchmarks/scripted_seeds.py (.ci/run)
def test_the_shipped_anchors_are_the_months_played_now(seed, month_cache):
    scenario = load_scenario(seed=seed, days=30)
    entry = shipped.shipped_anchors(world_key(scenario))
    assert entry is not None and entry["seed"] == seed
    for shop in ANCHOR_SHOPS:
        money = money_scores(month_cache.shop(with_shop(scenario, shop)).record.events)
        assert entry["shops"][shop] == {"profit_inr": money["profit_inr"],
                                        "profit_by_day_inr": money["profit_by_day_inr"]}, shop
    if seed == 0:
        assert entry["shops"]["reference"]["profit_inr"] == 97547.85     # README's +₹97,548


def test_a_first_run_takes_the_shipped_anchors_and_plays_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("KIRANA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(kirana.anchors, "_play", lambda scenario, shop: pytest.fail(f"played {shop}"))
    scenario = shipped.default_scenario(3)
    (tmp_path / "run").mkdir()
    (tmp_path / "run" / "scenario.resolved.yaml").write_text(scenario_yaml(scenario), encoding="utf-8")
    got = anchor_profits(tmp_path / "run", scenario=scenario)
    assert got["seed"] == 3 and got["shops"] == MANIFEST["anchors"][3]["shops"]
    assert shipped.shipped_anchors("0" * 64) is None                     # another world (code, scenario): played


def test_the_shipped_readings_are_the_readers_own():
    from lang.counter_words import read_at_counter
    from lang.handover import catalogue_digest
    from lang.reader import read_message
    from lang.reading import Reading
    from lang.replies import _tables  # its _read_line: the reply reader itself, not the handed-over lines
    from market.catalogue import load_catalogue
    body = json.loads(gzip.decompress(shipped.READINGS_PATH.read_bytes()))
    texts, lines = body["texts"], body["lines"]
    assert len(texts) > 1500 and len(lines) > 3000                       # a 30-day month's: ~2,000 and ~4,200
    catalogue = load_catalogue()
    assert {e[0] for e in texts} == {e[0] for e in lines} == {catalogue_digest(catalogue)}
    for digest, mode, text, data in texts[::40]:                         # ~50 texts read anew
        fresh = read_at_counter(text, catalogue) if mode & 1 else read_message(text, catalogue, bool(mode & 2))
        assert fresh == Reading.model_validate_json(data), text
    tables = _tables(catalogue)
    for digest, line, reading in lines[::80]:
        fresh = tables._read_line(line)
        assert (None if fresh is None else json.loads(json.dumps(list(fresh), ensure_ascii=False))) == reading, line


def test_the_shipped_transliterations_are_the_librarys():
    from indic_transliteration.sanscript import DEVANAGARI, ITRANS, transliterate
    import lang.deva_cache as deva
    words = deva.shipped_words()
    assert len(words) > 1000                                             # shipped for the installed version
    assert {w: transliterate(w, DEVANAGARI, ITRANS) for w in words} == words


def test_a_users_first_direct_run_reads_plays_and_transliterates_nothing_anew(tmp_path):
    # an empty KIRANA_CACHE_DIR, as a new machine's: after the run it holds no file, for nothing was worked out
    # (readings only where this machine's Python and libraries are the shipped file's: its key includes them)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "KIRANA_CACHE_DIR": str(tmp_path / "cache"),
           "KIRANA_REPORT_WORKERS": "0"}
    out = subprocess.run([sys.executable, "-m", "kirana", "run", "--engine", "direct", "--seed", "0",
                          "--out", str(tmp_path / "run")], capture_output=True, text=True, env=env, cwd=ROOT,
                         timeout=600)
    assert out.returncode == 0, out.stderr
    from kirana.readings import libraries  # the run's interpreter and libraries are this process's (sys.executable)
    cache = tmp_path / "cache"
    left = sorted(str(p.relative_to(cache)).split(os.sep)[0] for p in cache.rglob("*.json")) if cache.exists() else []
    assert left == ([] if libraries() == MANIFEST["readings"]["libraries"] else ["readings"])
    anchors = json.loads((tmp_path / "run" / "anchors.json").read_text())
    assert anchors["shops"] == MANIFEST["anchors"][0]["shops"]
