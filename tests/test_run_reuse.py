"""kirana run does only what it needs: anchors from the run's own month and a cross-run cache; no AutoGen for direct."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import kirana.anchors
from kirana.runs import run_to_folder, with_shop
from kirana.anchors import anchor_profits
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


def test_a_direct_run_imports_no_autogen(tmp_path):
    code = ("import sys; from kirana.runs import run_to_folder, check_models; from scenarios import load_scenario; "
            f"sc = load_scenario(days=1); check_models(sc); run_to_folder(sc, __import__('pathlib').Path({str(tmp_path / 'r')!r}), engine='direct'); "
            "print(sorted(m for m in sys.modules if m.startswith(('autogen', 'openai'))))")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
