"""The fraud-heavy month against the default month, for every scripted shop.

Run: ``python benchmarks/fraud_month.py [--seeds 0-4] [--days 30] [--workers 2] [--fraud kirana_fraud]``.

Plays the six scripted shops of ``kirana baselines`` (the four of the score
scale, the newsvendor rule and the oracle) on the default month and on the
library's fraud-heavy month (``scenarios/kirana_fraud.yaml``), seed by seed, and
prints each shop's profit in both and the difference, with the fraud scores of
the fraud-heavy month (attempts, caught, money lost) and what catching cost
(``fraud_costs``: minutes spent at the door and on disputes, vans missed). It
also plays a shop whose helper takes every van without checking it
(the reference shop with a helper who takes every van, ``reference+careless-helper``), to show that a
shop that does not check deliveries loses clearly. Issue 16 asks that the
fraud-heavy month pay every shop of ``kirana baselines`` less than the default
month, on the mean and on every seed; the script says whether it does, and
whether the shop that checks no van earns less than the reference shop on every
seed of the fraud-heavy month.
"""
from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CARELESS = "reference+careless-helper"


def _careless_helper():
    """The reference helper, except at the door: it takes every van without checking it against its note."""
    from roles.scripted.base import blocks_in
    from roles.scripted.staff import ReferenceHelper

    class CarelessHelper(ReferenceHelper):
        def door(self, turn):
            view = blocks_in(turn.text, "delivery")[0]
            yield "take_delivery", {"delivery_id": view["delivery_id"]}

    return CarelessHelper()


def _month(job):
    scenario_name, shop, seed, days = job
    from agents.direct import play_month
    from kirana.runs import with_shop
    from roles.scripted import shop_policies
    from scenarios import load_scenario
    from scoring.fraud import fraud_scores
    from scoring.money import money_scores
    scenario = with_shop(load_scenario(scenario_name, seed=seed, days=days), shop.split("+")[0])
    policies = shop_policies(scenario)
    if shop == CARELESS:
        policies["helper"] = _careless_helper()
    events = play_month(scenario, policies=policies).record.events
    fraud = fraud_scores(events)
    costs = {**{f"{r} min": m for r, m in fraud["fraud_time_lost_minutes"].items()},
             "vans sent back": fraud["vans_sent_back_for_fraud"]}
    return scenario_name, shop, seed, {"profit": money_scores(events)["profit_inr"],
                                       "attempts": fraud["fraud_attempts"], "caught": fraud["fraud_caught"],
                                       "lost": fraud["fraud_lost_inr"], "costs": costs}


def main() -> int:
    from kirana.baselines import SHOP_ORDER, parse_seeds
    from events.money import format_inr, paise
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0-4")
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--fraud", default="kirana_fraud", help="the fraud-heavy scenario (a library name or file)")
    parser.add_argument("--no-careless", action="store_true", help="leave out the shop that checks no van")
    args = parser.parse_args()
    seeds = parse_seeds(args.seeds)
    shops = list(SHOP_ORDER) + ([] if args.no_careless else [CARELESS])
    jobs = [(sc, shop, seed, args.days) for sc in ("default", args.fraud) for shop in shops for seed in seeds]
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        results = list(pool.map(_month, jobs))
    got: dict[tuple[str, str], dict[int, dict]] = {}
    for sc, shop, seed, res in results:
        got.setdefault((sc, shop), {})[seed] = res
    inr = lambda v: format_inr(paise(v), sign=True)  # noqa: E731
    print(f"{args.days} days, seeds {seeds}, default vs {args.fraud} ({time.perf_counter() - t0:.0f} s)")
    print(f"{'shop':30s}{'month':>9s}" + "".join(f"{'S' + str(s):>12s}" for s in seeds) + f"{'mean':>12s}")
    ok = True
    for shop in shops:
        label = "oracle (reads hidden state)" if shop == "oracle" else shop
        rows = {}
        for sc, tag in (("default", "default"), (args.fraud, "fraud")):
            profits = [got[(sc, shop)][s]["profit"] for s in seeds]
            rows[tag] = profits
            print(f"{label if tag == 'default' else '':30s}{tag:>9s}" + "".join(f"{inr(p):>12s}" for p in profits)
                  + f"{inr(sum(profits) / len(profits)):>12s}")
        diff = [f - d for f, d in zip(rows["fraud"], rows["default"])]
        harder = all(d < 0 for d in diff)
        if shop == CARELESS:  # the point of this row: it loses clearly against the same shop that checks vans
            gap = [c - r for c, r in zip(rows["fraud"], [got[(args.fraud, "reference")][s]["profit"] for s in seeds])]
            print(f"{'':30s}{'diff':>9s}" + "".join(f"{inr(d):>12s}" for d in diff)
                  + f"{inr(sum(diff) / len(diff)):>12s}")
            print(f"{'':30s}{'vs ref':>9s}" + "".join(f"{inr(d):>12s}" for d in gap)
                  + f"{inr(sum(gap) / len(gap)):>12s}  (fraud-heavy month, against the reference shop)")
            ok &= all(g < 0 for g in gap)
            continue
        ok &= harder
        print(f"{'':30s}{'diff':>9s}" + "".join(f"{inr(d):>12s}" for d in diff)
              + f"{inr(sum(diff) / len(diff)):>12s}  {'harder on every seed' if harder else 'NOT HARDER'}")
    print(f"\nfraud-heavy month, summed over seeds {seeds}:")
    print(f"{'shop':30s}{'attempts':>9s}{'caught':>8s}{'lost':>12s}  what catching cost")
    for shop in shops:
        res = [got[(args.fraud, shop)][s] for s in seeds]
        costs: dict[str, float] = {}
        for r in res:
            for k, v in r["costs"].items():
                costs[k] = costs.get(k, 0) + v
        label = "oracle (reads hidden state)" if shop == "oracle" else shop
        print(f"{label:30s}{sum(r['attempts'] for r in res):>9d}{sum(r['caught'] for r in res):>8d}"
              f"{inr(sum(r['lost'] for r in res)):>12s}  "
              + ", ".join(f"{k} {round(v, 2):,}" for k, v in costs.items()))
    print("\nthe fraud-heavy month is harder for every shop on every seed, and the shop that checks no van loses "
          "to the reference shop on every seed" if ok else "\nSOME CHECK FAILS (see NOT HARDER above, or the "
          "careless shop's row)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
