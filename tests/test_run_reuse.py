"""kirana run does only what it needs: anchors from the run's own month and a cross-run cache; no AutoGen for direct."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import kirana.anchors
from kirana.runs import run_to_folder, with_shop
from kirana.anchors import anchor_profits
from scoring import money_scores
from report import write_report
from scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[1]


def test_anchors_reuse_the_runs_own_month_then_the_cache_across_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("KIRANA_CACHE_DIR", str(tmp_path / "cache"))
    played: list[str] = []
    real = kirana.anchors._play
    monkeypatch.setattr(kirana.anchors, "_play", lambda sc, shop: played.append(shop) or real(sc, shop))
    scenario = with_shop(load_scenario(seed=1, days=2), "reference")
    events: list = []
    scores = run_to_folder(scenario, tmp_path / "a", engine="direct", events_out=events)
    write_report(tmp_path / "a", scores=scores, events=events, anchors=anchor_profits)
    others = [shop for shop in kirana.anchors.ANCHOR_SHOPS if shop != "reference"]
    assert "unfair-counter" in others and played == others                  # the run stood for "reference"
    own = json.loads((tmp_path / "a" / "anchors.json").read_text())["shops"]["reference"]
    assert own["profit_inr"] == scores["profit_inr"] and own["profit_by_day_inr"] == scores["profit_by_day_inr"]
    other = with_shop(scenario, "unfair-counter")                             # another run folder, same world
    run_to_folder(other, tmp_path / "b", engine="direct")
    write_report(tmp_path / "b", anchors=anchor_profits)
    assert len(played) == len(others)                                         # nothing played again
    assert json.loads((tmp_path / "b" / "anchors.json").read_text())["shops"]["reference"] == own


def test_the_months_the_cache_lacks_are_shared_with_a_helper_and_are_the_same(tmp_path, monkeypatch, month_cache):
    monkeypatch.setenv("KIRANA_CACHE_DIR", str(tmp_path / "cache"))
    scenario = with_shop(load_scenario(seed=1, days=2), "newsvendor")
    events: list = []
    scores = run_to_folder(scenario, tmp_path / "a", engine="direct", events_out=events)
    forks, real_fork = [], os.fork
    monkeypatch.setattr(os, "fork", lambda: forks.append(1) or real_fork())
    anchors = anchor_profits(tmp_path / "a", scores, scenario=scenario, workers=2)
    assert len(forks) == 1                                                     # one helper beside this process
    assert list(anchors["shops"]) == list(kirana.anchors.ANCHOR_SHOPS)
    resolved = (tmp_path / "a" / "scenario.resolved.yaml").read_bytes()
    assert anchors["scenario_sha256"] == __import__("hashlib").sha256(resolved).hexdigest()   # the folder's key
    assert anchors["shops"]["newsvendor"]["profit_by_day_inr"] == scores["profit_by_day_inr"]   # the run's own
    for shop in ("reference", "no-manager", "oracle", "unfair-counter"):        # the same as played alone
        money = money_scores(month_cache.shop(with_shop(scenario, shop)).record.events)
        assert anchors["shops"][shop] == {"profit_inr": money["profit_inr"],
                                          "profit_by_day_inr": money["profit_by_day_inr"]}


def test_a_helper_that_dies_leaves_its_months_to_this_process(monkeypatch):
    me, real = os.getpid(), kirana.anchors._play
    monkeypatch.setattr(kirana.anchors, "_play", lambda sc, shop: real(sc, shop) if os.getpid() == me else os._exit(3))
    scenario = load_scenario(seed=1, days=1)
    shops = ["no-manager", "newsvendor"]
    played = kirana.anchors._play_shops(scenario, shops, workers=2)
    assert list(played) == shops and played == {shop: real(scenario, shop) for shop in shops}
    assert kirana.anchors._play_shops(scenario, [], workers=2) == {}


def test_kirana_run_with_a_free_cpu_shares_the_anchor_months_and_reports_them(tmp_path, month_cache):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "KIRANA_CACHE_DIR": str(tmp_path / "cache"),
           "KIRANA_REPORT_WORKERS": "2"}  # a helper for the anchors and painters, whatever the machine's load
    out = subprocess.run([sys.executable, "-m", "kirana", "run", "--engine", "direct", "--seed", "1", "--days", "2",
                          "--out", str(tmp_path / "run")], capture_output=True, text=True, env=env, cwd=ROOT,
                         timeout=600)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith(f"report: {tmp_path / 'run' / 'report.html'}")
    anchors = json.loads((tmp_path / "run" / "anchors.json").read_text())["shops"]
    scenario = load_scenario(seed=1, days=2)
    for shop in ("unfair-everywhere", "newsvendor"):
        money = money_scores(month_cache.shop(with_shop(scenario, shop)).record.events)
        assert anchors[shop]["profit_by_day_inr"] == money["profit_by_day_inr"]


def test_a_direct_run_imports_no_autogen(tmp_path):
    # kirana run's checks and month, a scripted study's planning in its own process (its scenarios' checks) and a
    # study worker's direct job (kirana.study.play_job): no AutoGen, no model client, no matplotlib (the report's
    # charts are painted after, or by the painter)
    code = ("import sys; from kirana.runs import run_to_folder, check_models; from kirana.scenario_cmd import "
            "check_scenario; sc = check_scenario('default', context_budgets=False, days=1); "
            f"check_models(sc); run_to_folder(sc, __import__('pathlib').Path({str(tmp_path / 'r')!r}), engine='direct'); "
            "from kirana.study import play_job, plan_study, model_spec_problems; "
            "from scenarios.study import load_study; "
            "assert {r.engine for r in plan_study(*load_study('language_ablation', model_spec_problems))} == {'direct'}; "
            f"assert play_job(('s', sc.model_dump(mode='json'), {str(tmp_path / 's')!r}, 'direct'))[1] == 'started'; "
            "print(sorted(m for m in sys.modules if m.startswith(('autogen', 'openai', 'matplotlib'))))")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
