"""Anchors for a run's profit: the scripted shops playing the run's own month.

The anchors are the four shops of the score scale (KiranaBench Table 3), the
newsvendor rule baseline (AutoVend) and the oracle — a privileged upper bound
that reads hidden state (RetailBench), always shown labelled as such
(``report.labels.shop_label``). They are played here, at the CLI's layer, and
handed to ``report.write_report`` as its ``anchors`` provider: the report reads
records and scores, never plays a month.

The run's resolved scenario (``scenario.resolved.yaml``, which fixes the seed and
the days) is played once per scripted shop with every role scripted
(``agents.direct.play_month``, no AutoGen), and each month's profit by day is
scored from its record like any run. Work is reused three ways:

- when the run is itself one of the scripted shops (every role ``scripted:NAME``)
  and complete, its own scores stand for that shop — it is the same month;
- the anchors are cached across run folders in ``KIRANA_CACHE_DIR`` (default
  ``~/.cache/kiranabench``) under ``anchors/``, keyed by the SHA-256 of the
  scenario with every role's model normalised, together with a digest of the
  simulation's code and data (so a changed engine never reads stale anchors);
- and in the run folder as ``anchors.json``, keyed by the resolved scenario's
  SHA-256, so a second report of the same run costs nothing.
"""
from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

__all__ = ["anchor_profits", "ANCHOR_SHOPS", "ANCHORS_FILE", "cache_dir", "code_digest"]

ANCHOR_SHOPS = ("reference", "unfair-counter", "unfair-everywhere", "no-manager", "newsvendor", "oracle")

ANCHORS_FILE = "anchors.json"
_CODE = ("events", "market", "negotiation_kernel", "engine", "roles", "lang", "scenarios", "scoring")


def cache_dir() -> Path:
    """Where cross-run caches live: ``$KIRANA_CACHE_DIR`` or ``~/.cache/kiranabench``."""
    return Path(os.environ.get("KIRANA_CACHE_DIR") or Path.home() / ".cache" / "kiranabench")


@lru_cache(maxsize=1)
def code_digest() -> str:
    """SHA-256 over the simulation's source and data files (``events``, ``market``, kernel, engine, roles, lang,
    scenarios, scoring)."""
    root = Path(__file__).resolve().parents[1]
    h = hashlib.sha256()
    for package in _CODE:
        for path in sorted((root / package).rglob("*")):
            if path.is_file() and path.suffix in (".py", ".csv", ".yaml", ".json") and "__pycache__" not in path.parts:
                h.update(str(path.relative_to(root)).encode())
                h.update(path.read_bytes())
    h.update((root / "agents" / "direct.py").read_bytes())
    return h.hexdigest()


def _play(scenario, shop: str) -> dict:
    from agents.direct import play_month
    from kirana.runs import with_shop
    from scoring import money_scores
    money = money_scores(play_month(with_shop(scenario, shop)).record.events)
    return {"profit_inr": money["profit_inr"], "profit_by_day_inr": money["profit_by_day_inr"]}


def _own_shop(scenario, scores: dict | None) -> str | None:
    """The scripted shop this run is, if every role plays it and the month is complete."""
    models = {str(r.model) for r in scenario.roles.values()}
    if (scores is None or len(models) != 1 or scores.get("days_closed") != scenario.days
            or scores.get("seed") != scenario.seed or scores.get("days") != scenario.days):
        return None  # not the same month (or not a whole one)
    name = next(iter(models))
    return name.split(":", 1)[1] if name.startswith("scripted:") and name[9:] in ANCHOR_SHOPS else None


def _write(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    tmp.replace(path)


def _read(path: Path, key_field: str, key: str) -> dict | None:
    try:
        cached = json.loads(path.read_text(encoding="utf-8"))
        if cached.get(key_field) == key and set(cached.get("shops", {})) == set(ANCHOR_SHOPS):
            return cached
    except (OSError, json.JSONDecodeError, AttributeError):
        pass  # missing or damaged: played again
    return None


def anchor_profits(folder: Path, scores: dict | None = None, scenario=None) -> dict:
    """Profit by day of each scripted shop on the run's scenario and seed, from a cache or played now.

    Args:
        folder: the run folder.
        scores: the run's own scores, if already computed (lets a scripted run stand for its own shop).
        scenario: the run's scenario, if the caller holds it (``kirana run``): the one its
            ``scenario.resolved.yaml`` was written from, so it is not read back (0.05-0.1 s).
    Returns:
        {"scenario_sha256", "seed", "days", "shops": {shop: {"profit_inr", "profit_by_day_inr": [rupees]}}}.
    Raises:
        FileNotFoundError: the folder has no ``scenario.resolved.yaml``.
        scenarios.ScenarioError: the resolved scenario no longer loads (e.g. written by another version).
    """
    from kirana.runs import with_shop
    from scenarios import load_scenario, scenario_yaml
    resolved = Path(folder) / "scenario.resolved.yaml"
    if not resolved.exists():
        raise FileNotFoundError(f"{folder} is not a run folder: no scenario.resolved.yaml")
    key = hashlib.sha256(resolved.read_bytes()).hexdigest()
    local = Path(folder) / ANCHORS_FILE
    if (cached := _read(local, "scenario_sha256", key)) is not None:
        return cached
    if scenario is None:
        scenario = load_scenario(resolved)
    world_key = hashlib.sha256((scenario_yaml(with_shop(scenario, "reference")) + code_digest()).encode()).hexdigest()
    shared = cache_dir() / "anchors" / f"{world_key}.json"
    found = _read(shared, "world_sha256", world_key)
    if found is None:
        own = _own_shop(scenario, scores)
        shops = {shop: ({"profit_inr": scores["profit_inr"], "profit_by_day_inr": scores["profit_by_day_inr"]}
                        if shop == own else _play(scenario, shop)) for shop in ANCHOR_SHOPS}
        found = {"world_sha256": world_key, "seed": scenario.seed, "days": scenario.days, "shops": shops}
        try:
            _write(shared, found)
        except OSError:
            pass  # a read-only home: the run folder's copy still serves
    data = {"scenario_sha256": key, "seed": found["seed"], "days": found["days"], "shops": found["shops"]}
    _write(local, data)
    return data
