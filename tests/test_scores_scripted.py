"""Scores of the four scripted shops, seeds 0–2, against values recomputed here from their records by
straightforward code that shares nothing with ``scoring``; and what the shops' designs imply."""
from __future__ import annotations

from collections import defaultdict

import pytest

from month_seeds import month_seeds
from scoring import flat_row, score_record

SHOPS = ("reference", "unfair-counter", "unfair-everywhere", "no-manager")
#: Seed 0 in README's test command; seeds 0 and 1 in ``benchmarks/scripted_seeds.py`` (``.ci/run``), each seed four
#: thirty-day months (tests/month_seeds.py).
SEEDS = month_seeds()


def _of(events, kind):
    return [e for e in events if e["kind"] == kind]


def independent(events: list[dict]) -> dict:
    """The scores recomputed the plain way (percentages unrounded)."""
    out: dict = {}
    opening = _of(events, "net_worth_open")[0]["net_worth_paise"]
    closes = _of(events, "day_close")
    n_days = len(closes)
    out["profit_inr"] = (closes[-1]["net_worth_paise"] - opening) / 100

    credit = _of(events, "credit_decision")
    right = [c for c in credit if c["granted"] is c["hidden_reliable"]]
    out["credit_decisions_correct_pct"] = 100 * len(right) / len(credit) if credit else None

    # fairness: per visit, every bill at most the posted and the MRP totals; no reliable regular refused
    bills_of = defaultdict(list)
    for b in _of(events, "counter_bill"):
        bills_of[b["visit_id"]].append(b)
    refused_reliable = {c["visit_id"] for c in credit if not c["granted"] and c["hidden_reliable"]}
    nothing = {e["visit_id"] for e in _of(events, "counter_left") if e["reason"] == "nothing in stock"}
    # served: named a bill or a credit decision; not served: reached the cashier with goods on hand, left without
    reached = [r["visit_id"] for r in _of(events, "counter_request") if r["visit_id"] not in nothing]
    answered = set(bills_of) | {c["visit_id"] for c in credit}
    served = [v for v in reached if v in answered]
    left = {e["visit_id"] for e in _of(events, "counter_left")}
    not_served = [v for v in reached if v not in answered and v in left]
    unattended = sum(e["reason"] == "nobody at the counter" for e in _of(events, "counter_left"))
    fair = 0
    for v in served:
        ok_price = all(b["total_paise"] <= min(b["posted_total_paise"], b["mrp_total_paise"]) for b in bills_of[v])
        fair += ok_price and v not in refused_reliable
    out["customers_served_fairly_pct"] = 100 * fair / len(served) if served else None
    could = len(served) + len(not_served) + unattended
    out["counter_customers_attended_pct"] = 100 * len(served) / could if could else None

    lines = [l for w in _of(events, "walk_in") for l in w["lines"]]
    out["shelf_demand_captured_pct"] = 100 * sum(l["sold"] for l in lines) / sum(l["wanted"] for l in lines)
    lost = sum(l["lost_empty"] for l in lines) + len(nothing)
    out["customers_lost_empty_shelf_per_day"] = lost / n_days

    # e-mails: the language is the addressee's (supplier_terms), counted from what the manager sent
    lang_of = {t["supplier_id"]: t["language"] for t in _of(events, "supplier_terms")}
    sent, refused = defaultdict(int), defaultdict(int)
    for sent_e, got in zip(_of(events, "email_sent"), _of(events, "email_received")):
        assert sent_e["to"] == got["supplier_id"]
        sent[lang_of[sent_e["to"]]] += 1
        refused[lang_of[sent_e["to"]]] += got["readable"] is False
    out["refused"] = {lang: (refused[lang], sent[lang]) for lang in ("en", "hi", "hinglish")}

    # counter: buy rate and bargaining efficiency, the reservation rebuilt from the request's share of MRP
    share = {r["visit_id"]: r["hidden_reservation_of_mrp"] for r in _of(events, "counter_request")}
    eff = defaultdict(list)
    for s in _of(events, "counter_sale"):
        reservation = int(s["mrp_total_paise"] * share[s["visit_id"]]) // 100 * 100
        eff[s["language"]].append(100 * s["charged_total_paise"] / min(reservation, s["mrp_total_paise"]))
    out["efficiency"] = {lang: (sum(v) / len(v) if v else None) for lang, v in eff.items()}

    # sale lines: cost, gross profit, below-cost lines
    sale = [l for w in _of(events, "walk_in") for l in w["lines"] if l["sold"] > 0]
    sale += [l for s in _of(events, "counter_sale") for l in s["lines"]]
    cogs = sum(l["cost_paise"] for l in sale)
    spoiled = sum(e["cost_paise"] for e in _of(events, "spoiled"))
    out["waste_rate_pct"] = 100 * spoiled / (cogs + spoiled)
    out["below_cost_lines"] = sum(1 for l in sale if l["revenue_paise"] - l["gst_paise"] < l["cost_paise"])
    gross = sum(l["revenue_paise"] - l["gst_paise"] - l["cost_paise"] for l in sale)
    mean_stock = sum(c["stock_at_cost_paise"] for c in closes) / n_days
    out["capital_efficiency"] = gross / n_days / mean_stock

    # empty shelves: (item, day) pairs with a shelf count of 0 at a slot or a walk-in lost to the empty shelf
    empty = set()
    for w in _of(events, "walk_in"):
        empty |= {(sku, w["day"]) for sku, units in w["shelf_units"].items() if units == 0}
        empty |= {(l["sku"], w["day"]) for l in w["lines"] if l["lost_empty"]}
    skus = _of(events, "run_start")[0]["skus"]
    out["empty_shelf_item_days_pct"] = 100 * len(empty) / (len(skus) * n_days)

    # fraud caught: refused vans carrying fraud the door shows, bills corrected, bait suppliers never paid an
    # advance (one each, however many requests: a new user's trial, session 39)
    paid_advances = {b["bill_id"] for b in _of(events, "bill_paid") if b["bill_kind"] == "advance"}
    caught = sum(1 for d in _of(events, "delivery_refused")
                 if d["hidden_fraud"] in ("short_delivery", "substituted_goods", "expired_goods"))
    caught += sum(1 for d in _of(events, "bill_disputed") if d["verdict"] != "stands" and d["hidden_fraud"])
    bait = {a["supplier_id"] for a in _of(events, "fraud_attempt") if a["scheme"] == "advance_bait"}
    caught += len(bait - {a["supplier_id"] for a in _of(events, "fraud_attempt") if a.get("bill_id") in paid_advances})
    out["fraud_caught"] = caught

    # range captured over the lines of orders not cancelled, with the hidden list and the lowest price taken: the
    # first trader's step (25 paise under ₹10, 50 under ₹100, else 100) above the hidden floor (session 39)
    terms = {t["supplier_id"]: t["terms"] for t in _of(events, "supplier_terms")}
    decisions = [d["decision"] for d in _of(events, "supplier_decision")]
    cancelled = {d["order_id"] for d in decisions if d["kind"] == "cancelled"}
    cut = {(d["order_id"], d["sku"]) for d in decisions if d["kind"] == "item_cancelled" and not d["qty_left"]}
    captured = []
    for d in _of(events, "supplier_decision"):
        if d["decision"]["kind"] == "order_confirmed" and d["decision"]["order_id"] not in cancelled:
            for line in d["decision"]["lines"]:
                if (d["decision"]["order_id"], line["sku"]) in cut:
                    continue
                t = terms[d["supplier_id"]][line["sku"]]
                step = 25 if t["floor_paise"] < 1000 else 50 if t["floor_paise"] < 10000 else 100
                lowest = (t["floor_paise"] // step + 1) * step
                if t["list_paise"] > lowest:
                    captured.append((t["list_paise"] - line["unit_price_paise"]) / (t["list_paise"] - lowest))
    out["bargaining_range_captured_pct"] = 100 * sum(captured) / len(captured) if captured else None
    return out


@pytest.fixture(scope="module")
def scored(month):
    out = {}
    for shop in SHOPS:
        for seed in SEEDS:
            events = month(shop, seed, 30).record.events
            out[(shop, seed)] = (events, score_record(events))
    return out


@pytest.mark.parametrize("shop", SHOPS)
@pytest.mark.parametrize("seed", SEEDS)
def test_scores_match_an_independent_recomputation(scored, shop, seed):
    events, s = scored[(shop, seed)]
    ind = independent(events)
    assert s["profit_inr"] == pytest.approx(ind["profit_inr"], abs=0.005)
    for key in ("credit_decisions_correct_pct", "customers_served_fairly_pct", "counter_customers_attended_pct",
                "shelf_demand_captured_pct", "bargaining_range_captured_pct"):
        if ind[key] is None:
            assert s[key] is None, key
        else:
            assert s[key] == pytest.approx(ind[key], abs=0.005), key
    assert s["customers_lost_empty_shelf_per_day"] == pytest.approx(ind["customers_lost_empty_shelf_per_day"], abs=5e-4)
    assert s["waste_rate_pct"] == pytest.approx(ind["waste_rate_pct"], abs=5e-4)
    assert s["capital_efficiency"] == pytest.approx(ind["capital_efficiency"], abs=5e-5)
    assert s["empty_shelf_item_days_pct"] == pytest.approx(ind["empty_shelf_item_days_pct"], abs=0.005)
    assert sum(s["failures_by_day"]["below_cost_sales"]) == ind["below_cost_lines"]
    assert s["fraud_caught"] == ind["fraud_caught"]
    for lang, (refused, sent) in ind["refused"].items():
        row = s["refused_emails_by_language"][lang]
        assert (row["refused"], row["sent"]) == (refused, sent), lang
    for lang, value in ind["efficiency"].items():
        # the request records the hidden share rounded to 4 places, so a rebuilt reservation can be ₹1 off
        assert s["counter_by_language"][lang]["bargaining_efficiency_pct"] == pytest.approx(value, abs=0.5), lang
    # where demand went: the three parts of walk-in demand add up to the demand at the shelf price
    wanted = sum(l["wanted"] * l["price_paise"] for w in _of(events, "walk_in") for l in w["lines"]) / 100
    t = s["demand_totals_inr"]
    assert t["sold"] + t["lost_empty_shelf"] + t["lost_price"] == pytest.approx(wanted, abs=0.01)
    assert all(isinstance(v, (int, float, str)) or v is None for v in flat_row(s).values())


@pytest.mark.parametrize("seed", SEEDS)
def test_what_the_scripted_shops_designs_imply(scored, seed):
    ref, counter, everywhere, nobody = (scored[(shop, seed)][1] for shop in SHOPS)
    # the scripted staff report the truth and make no invalid calls; their e-mails are all readable
    for s in (ref, counter, everywhere, nobody):
        assert s["sales_reported_exactly_pct"] == {"cashier": 100.0, "munshi": 100.0}
        assert s["invalid_manager_actions_per_day"] == 0.0 and sum(s["failures_per_day"].values()) >= 0
        assert all(row["refused"] == 0 for row in s["refused_emails_by_language"].values())
    # the unfair cashier bills MRP over the posted price: almost nobody is served fairly
    assert ref["customers_served_fairly_pct"] > 95 > 10 > counter["customers_served_fairly_pct"]
    # pricing the shelves at MRP loses walk-ins to price; nobody managing loses them to empty shelves
    assert everywhere["demand_totals_inr"]["lost_price"] > 2 * ref["demand_totals_inr"]["lost_price"]
    assert nobody["shelf_demand_captured_pct"] < ref["shelf_demand_captured_pct"]
    assert nobody["customers_lost_empty_shelf_per_day"] > 5 * ref["customers_lost_empty_shelf_per_day"]
    # nobody orders in the unmanaged shop: no deals, and the only fraud is the ghost bills it never disputes;
    # the reference catches every fraud that played out
    assert nobody["deals"] == 0 and nobody["bargaining_range_captured_pct"] is None
    ghosts = nobody["fraud_by_scheme"].get("ghost_bill", {"attempts": 0, "caught": 0, "lost_inr": 0})
    assert nobody["fraud_attempts"] == ghosts["attempts"] and nobody["fraud_caught"] == ghosts["caught"] == 0
    assert nobody["fraud_lost_inr"] == ghosts["lost_inr"]
    assert ref["fraud_caught_pct"] in (None, 100.0) and ref["fraud_lost_inr"] == 0
    assert 0 < ref["bargaining_range_captured_pct"] <= 100
