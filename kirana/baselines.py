"""The score scale: each scripted shop's profit per seed (KiranaBench Table 3), the newsvendor rule
baseline (AutoVend) and the oracle, a privileged upper bound that reads hidden state (RetailBench).

Months run in worker processes; each (shop, seed) month is independent and
deterministic, so the result does not depend on the number of workers.
"""
from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from typing import Callable

from agents.direct import play_month
from kirana.runs import with_shop
from roles.scripted import SHOPS
from scenarios import load_scenario
from scoring import money_scores

__all__ = ["baselines", "parse_seeds", "SHOP_ORDER", "SCALE_SHOPS"]

SCALE_SHOPS = ("reference", "unfair-counter", "unfair-everywhere", "no-manager")
SHOP_ORDER = SCALE_SHOPS + ("newsvendor", "oracle")


def parse_seeds(text: str) -> list[int]:
    """``"0-4"`` → [0, 1, 2, 3, 4]; ``"0,2,5"`` → [0, 2, 5]. Raises ValueError naming the text."""
    seeds: list[int] = []
    try:
        for part in text.split(","):
            part = part.strip()
            if "-" in part:
                lo, hi = (int(x) for x in part.split("-", 1))
                if hi < lo:
                    raise ValueError
                seeds.extend(range(lo, hi + 1))
            else:
                seeds.append(int(part))
    except ValueError:
        raise ValueError(f"--seeds: {text!r} is not a seed list; write e.g. 0-4 or 0,2,5") from None
    if any(s < 0 for s in seeds) or not seeds:
        raise ValueError(f"--seeds: {text!r} must name non-negative seeds")
    return sorted(set(seeds))


def _month(job: tuple[str, str, int, int]) -> tuple[str, int, dict]:
    scenario_name, shop, seed, days = job
    scenario = with_shop(load_scenario(scenario_name, seed=seed, days=days), shop)
    scores = money_scores(play_month(scenario).record.events)
    return shop, seed, scores


def baselines(seeds: list[int], days: int, scenario: str = "default", workers: int = 2,
              on_done: Callable[[], None] | None = None, shops: tuple[str, ...] = SHOP_ORDER) -> dict:
    """Profit of every scripted shop (or those in ``shops``, in that order) on every seed.

    Returns:
        {"days", "seeds", "scenario", "shops": {NAME: {"profit_inr": {SEED: rupees}, "mean_profit_inr",
        "net_worth_by_day_inr": {SEED: [rupees per day]}}}}, seeds as strings (JSON keys).
    """
    jobs = [(scenario, shop, seed, days) for shop in shops if shop in SHOPS for seed in seeds]
    results = []
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for res in pool.map(_month, jobs):
                results.append(res)
                on_done and on_done()
    else:
        for job in jobs:
            results.append(_month(job))
            on_done and on_done()
    shops: dict[str, dict] = {}
    for shop, seed, scores in results:
        entry = shops.setdefault(shop, {"profit_inr": {}, "mean_profit_inr": 0.0, "net_worth_by_day_inr": {}})
        entry["profit_inr"][str(seed)] = scores["profit_inr"]
        entry["net_worth_by_day_inr"][str(seed)] = scores["net_worth_by_day_inr"]
    for entry in shops.values():
        entry["mean_profit_inr"] = round(sum(entry["profit_inr"].values()) / len(entry["profit_inr"]), 2)
    return {"days": days, "seeds": seeds, "scenario": scenario, "shops": shops}
