"""Anchors for a run's profit: the scripted shops playing the run's own month.

The anchors are the four shops of the score scale (KiranaBench Table 3), the
newsvendor rule baseline (AutoVend) and the oracle — a privileged upper bound
that reads hidden state (RetailBench), always shown labelled as such
(``shop_label``).

The run's resolved scenario (``scenario.resolved.yaml``, which fixes the seed and
the days) is played once per scripted shop with every role scripted
(``agents.direct.play_month``, no AutoGen, about a second a month), and each
month's profit by day is scored from its record like any run. The result is
cached in the run folder as ``anchors.json``, keyed by the SHA-256 of the
resolved scenario's text, so a second report of the same run costs nothing.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

__all__ = ["anchor_profits", "ANCHOR_SHOPS", "ANCHORS_FILE", "shop_label", "ORACLE_LABEL"]

ANCHOR_SHOPS = ("reference", "unfair-counter", "unfair-everywhere", "no-manager", "newsvendor", "oracle")
ORACLE_LABEL = "oracle (reads hidden state)"


def shop_label(shop: str) -> str:
    """How a scripted shop is named wherever it is shown: the oracle always says it reads hidden state."""
    return ORACLE_LABEL if shop == "oracle" else shop
ANCHORS_FILE = "anchors.json"


def _play(scenario, shop: str) -> dict:
    from agents.direct import play_month
    from kirana.runs import with_shop
    from scoring import money_scores
    money = money_scores(play_month(with_shop(scenario, shop)).record.events)
    return {"profit_inr": money["profit_inr"], "profit_by_day_inr": money["profit_by_day_inr"]}


def anchor_profits(folder: Path) -> dict:
    """Profit by day of each scripted shop on the run's scenario and seed, from the cache or played now.

    Returns:
        {"scenario_sha256", "seed", "days", "shops": {shop: {"profit_inr", "profit_by_day_inr": [rupees]}}}.
    Raises:
        FileNotFoundError: the folder has no ``scenario.resolved.yaml``.
        scenarios.ScenarioError: the resolved scenario no longer loads (e.g. written by another version).
    """
    from scenarios import load_scenario
    resolved = Path(folder) / "scenario.resolved.yaml"
    if not resolved.exists():
        raise FileNotFoundError(f"{folder} is not a run folder: no scenario.resolved.yaml")
    key = hashlib.sha256(resolved.read_bytes()).hexdigest()
    cache = Path(folder) / ANCHORS_FILE
    if cache.exists():
        try:
            cached = json.loads(cache.read_text(encoding="utf-8"))
            if cached.get("scenario_sha256") == key and set(cached.get("shops", {})) == set(ANCHOR_SHOPS):
                return cached
        except (json.JSONDecodeError, AttributeError):
            pass  # a damaged cache is played again
    scenario = load_scenario(resolved)
    data = {"scenario_sha256": key, "seed": scenario.seed, "days": scenario.days,
            "shops": {shop: _play(scenario, shop) for shop in ANCHOR_SHOPS}}
    tmp = cache.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    tmp.replace(cache)
    return data
