"""Where the money went (``scoring.profit_and_loss``), the items that cost most (``scoring.items``) and the
refused e-mails per reason key (``scoring.language``): on a small hand-built record worked out by hand here, and
the profit-and-loss lines of whole scripted months against their profit."""
from __future__ import annotations

import pytest

from event_builder import complete
from events.suppliers import COUNTER_BILL, COUNTER_BILL_TEXT, READER_REFUSALS, EmailReceived
from scoring import flat_row, item_scores, language_scores, profit_and_loss_scores, score_record
from scoring.items import item_paise
from scoring.profit_and_loss import profit_and_loss_paise


class Record:
    """``add(kind, day, **fields)`` appends an event (its other required fields neutral, ``event_builder``)."""

    def __init__(self) -> None:
        self.events: list[dict] = []

    def add(self, kind: str, day: int = 1, **fields) -> dict:
        e = complete({"seq": len(self.events), "day": day, "minute": (day - 1) * 1440 + 600, "kind": kind,
                      **fields})
        self.events.append(e)
        return e


def _walk(sku, price, visits, wanted, sold, revenue, gst, cost, lost_empty=0, lost_price=0):
    return {"sku": sku, "price_paise": price, "visits": visits, "wanted": wanted, "lost_price": lost_price,
            "lost_empty": lost_empty, "sold": sold, "revenue_paise": revenue, "gst_paise": gst, "cost_paise": cost}


def _month() -> Record:
    """Two days of a two-item shop, every kind of flow once; net worth opens at ₹10,000.00 and its closes are set
    to the opening plus the flows, worked out below."""
    r = Record()
    r.add("run_start", skus=["rice", "milk", "salt"])
    r.add("net_worth_open", net_worth_paise=1_000_000)
    # day 1: rice sells 10 (₹500.00 paid, ₹25.00 GST, cost ₹400.00): +7,500; milk sells 2 below cost (₹60.00 paid,
    # ₹3.00 GST, cost ₹70.00): −1,300; 3 visits for milk lost to its empty shelf, 2 units each, at ₹30.00
    r.add("walk_in", 1, net_worth_effect_paise=6_200, shelf_units={"rice": 5, "milk": 0},
          lines=[_walk("rice", 5_000, 5, 10, 10, 50_000, 2_500, 40_000),
                 _walk("milk", 3_000, 4, 8, 2, 6_000, 300, 7_000, lost_empty=3)])
    # a counter sale on the khata: ₹100.00 of rice (₹5.00 GST, cost ₹80.00), ₹60.00 expected back: +1,500 − 4,000
    r.add("counter_sale", 1, net_worth_effect_paise=-2_500, paid_by="khata", charged_total_paise=10_000,
          expected_paise=6_000, lines=[{"sku": "rice", "qty": 2, "revenue_paise": 10_000, "gst_paise": 500,
                                        "cost_paise": 8_000}])
    r.add("khata_repayment", 1, net_worth_effect_paise=4_000, amount_paise=10_000)  # repaid whole: +₹40.00
    r.add("supplier_decision", 1, decision={"kind": "order_confirmed", "order_id": "O1",
                                            "lines": [{"sku": "rice", "qty": 30, "unit_price_paise": 4_000}]})
    # a short delivery: goods ₹1,000.00 at cost + ₹50.00 input GST against a bill of ₹1,100.00: −5,000
    r.add("delivery_taken", 1, net_worth_effect_paise=-5_000, stock_value_paise=100_000, input_gst_paise=5_000,
          amount_paise=110_000, received=[{"sku": "rice", "qty": 25, "expires_day": 30}])
    r.add("ghost_bill", 1, net_worth_effect_paise=-50_000, amount_paise=50_000)
    r.add("duplicate_bill", 1, net_worth_effect_paise=-20_000, amount_paise=20_000)
    r.add("bill_disputed", 1, net_worth_effect_paise=50_000, verdict="cancelled", amount_paise=0)  # the ghost
    r.add("bill_paid", 1, net_worth_effect_paise=-30_000, bill_kind="advance", amount_paise=30_000)
    r.add("bill_paid", 1, net_worth_effect_paise=0, bill_kind="goods", amount_paise=110_000)  # moves no net worth
    for what, amount in (("rent", 20_000), ("electricity", 4_000), ("wages:cashier", 7_500)):
        r.add("running_cost", 1, net_worth_effect_paise=-amount, what=what, amount_paise=amount)
    r.add("spoiled", 1, net_worth_effect_paise=-7_000, sku="milk", qty=2, cost_paise=7_000)
    r.add("day_close", 1, net_worth_paise=1_000_000 + 6_200 - 2_500 + 4_000 - 5_000 - 50_000 - 20_000 + 50_000
          - 30_000 - 31_500 - 7_000, stock_units={"rice": 13, "milk": 0, "salt": 0})
    # day 2: an overdue penalty, a GST late fee, GST filed (a flow of 0), and one more running cost
    r.add("overdue_penalty", 2, net_worth_effect_paise=-1_100, penalty_paise=1_100)
    r.add("gst_late_fee", 2, net_worth_effect_paise=-5_000, fee_paise=5_000)
    r.add("gst_filed", 2, net_worth_effect_paise=0, paid_paise=2_000)
    r.add("running_cost", 2, net_worth_effect_paise=-20_000, what="rent", amount_paise=20_000)
    r.add("walk_in", 2, net_worth_effect_paise=0, shelf_units={"rice": 13, "milk": 0},
          lines=[_walk("milk", 3_000, 1, 2, 0, 0, 0, 0, lost_empty=1)])
    r.add("day_close", 2, net_worth_paise=r.events[-6]["net_worth_paise"] - 1_100 - 5_000 - 20_000,
          stock_units={"rice": 13, "milk": 0, "salt": 0})
    return r


def test_every_line_of_the_account_by_hand_and_their_sum_is_the_profit():
    p = profit_and_loss_paise(_month().events)
    assert p["sales"] == (50_000 - 2_500) + (6_000 - 300) + (10_000 - 500) == 62_700
    assert p["cost_of_goods_sold"] == -(40_000 + 7_000 + 8_000) == -55_000
    assert p["gross_profit"] == 7_700
    assert p["running_costs"] == {"electricity": -4_000, "rent": -40_000, "wages:cashier": -7_500, "total": -51_500}
    assert p["spoiled"] == -7_000
    assert p["khata_bad_debt_allowed"] == 6_000 - 10_000
    assert p["khata_repaid_above_expected"] == 4_000
    assert p["fraud_and_disputes"] == {"ghost_bills": -50_000, "duplicate_bills": -20_000,
                                       "deliveries_short_of_their_bill": -5_000, "fraud_goods_thrown_out": 0,
                                       "advances_paid": -30_000,
                                       "struck_off_by_disputes": 50_000, "net": -55_000}
    assert p["overdue_penalties"] == -1_100 and p["gst_late_fees"] == -5_000
    assert p["not_explained_by_events"] == 0
    profit = 6_200 - 2_500 + 4_000 - 5_000 - 50_000 - 20_000 + 50_000 - 30_000 - 31_500 - 7_000 - 1_100 - 5_000 - 20_000
    assert p["net_profit"] == profit == -111_900
    assert (p["gross_profit"] + p["running_costs"]["total"] + p["spoiled"] + p["khata_bad_debt_allowed"]
            + p["khata_repaid_above_expected"] + p["fraud_and_disputes"]["net"] + p["overdue_penalties"]
            + p["gst_late_fees"]) == profit
    s = score_record(_month().events)
    assert s["profit_and_loss_inr"]["net_profit"] == s["profit_inr"] == -1_119.0
    assert s["profit_and_loss_inr"]["running_costs"]["rent"] == -400.0
    assert flat_row(s)["profit_and_loss_inr.fraud_and_disputes.net"] == -550.0


def test_net_worth_that_no_event_moved_is_shown_not_hidden():
    r = _month()
    r.events[-1]["net_worth_paise"] += 123  # a close the flows do not explain
    assert profit_and_loss_paise(r.events)["not_explained_by_events"] == 123
    assert profit_and_loss_scores([])["profit_and_loss_inr"] is None  # no opening, no close: no account


@pytest.mark.parametrize("shop", ["reference", "no-manager"])
def test_a_scripted_months_lines_add_up_to_its_profit_score(month, shop):
    events = month(shop, 0).record.events
    s = score_record(events)
    p, paise = s["profit_and_loss_inr"], profit_and_loss_paise(events)
    assert paise["not_explained_by_events"] == 0
    lines = (paise["gross_profit"] + paise["running_costs"]["total"] + paise["spoiled"]
             + paise["khata_bad_debt_allowed"] + paise["khata_repaid_above_expected"]
             + paise["fraud_and_disputes"]["net"] + paise["overdue_penalties"] + paise["gst_late_fees"])
    assert lines == paise["net_profit"] and p["net_profit"] == s["profit_inr"]
    assert round(lines / 100, 2) == s["profit_inr"]
    # the account agrees with the other families: gross profit by day, spoilage, running costs per day
    assert p["gross_profit"] == pytest.approx(sum(s["gross_profit_by_day_inr"]), abs=0.01 * s["days_closed"])
    assert -p["spoiled"] == s["demand_totals_inr"]["spoiled"]
    assert p["running_costs"]["total"] < 0 and p["sales"] > 0


def test_items_that_cost_most_by_hand():
    s = item_scores(_month().events)
    assert [r["sku"] for r in s["costliest_items"]] == ["milk"]  # rice and salt: nothing at stake, left out
    milk = s["costliest_items"][0]
    # lost to the empty shelf: day 1, 8 wanted − 2 sold = 6 units; day 2, 2 units; all at ₹30.00
    assert milk["lost_empty_shelf_inr"] == 240.0 and milk["empty_shelf_days"] == 2
    assert milk["below_cost_lines"] == 1 and milk["below_cost_loss_inr"] == 13.0  # cost 70 − (60 − 3)
    assert milk["spoiled_inr"] == 70.0 and milk["at_stake_inr"] == 240.0 + 13.0 + 70.0
    assert milk["ordered_units"] == 0 and milk["delivered_units"] == 0
    rice = item_paise(_month().events)["rice"]
    assert rice["ordered_units"] == 30 and rice["delivered_units"] == 25 and rice["units_at_close"] == 13
    assert rice["at_stake"] == 0 and rice["below_cost_lines"] == 0  # sold above cost at the shelf and the counter
    assert s["items_never_ordered"] == ["milk", "salt"]


def _mail(r: Record, readable: bool, reason: str, written: str | None) -> None:
    r.add("email_received", readable=readable, reason=reason, message_language=written, language="en")


def test_refused_emails_per_reason_key_and_language_by_hand():
    r = Record()
    _mail(r, True, "", "en")
    _mail(r, False, "no_intent: no order, offer, question, payment or bill could be read", "hi")
    _mail(r, False, "no_intent: no order, offer, question, payment or bill could be read", "hi")
    _mail(r, False, "ambiguous_intent: what is ₹88 for?", "hinglish")
    _mail(r, False, "no_quantity: how many kg of tomato?", "hi")
    _mail(r, False, COUNTER_BILL_TEXT, "en")
    by = language_scores(r.events)["refused_emails_by_reason"]
    assert list(by)[:4] == ["no_intent", "ambiguous_intent", "counter_bill", "no_quantity"]  # most first, then key
    assert set(by) == {*READER_REFUSALS, COUNTER_BILL}  # every key, 0 where none: a study's columns stay alike
    assert by["no_price"] == {"en": 0, "hi": 0, "hinglish": 0, "total": 0}
    assert by["no_intent"] == {"en": 0, "hi": 2, "hinglish": 0, "total": 2}
    assert by["counter_bill"]["en"] == 1 and by["no_quantity"]["hi"] == 1
    _mail(r, False, "what: a reason from no known key", None)
    by = language_scores(r.events)["refused_emails_by_reason"]
    assert by["other"] == {"en": 0, "hi": 0, "hinglish": 0, "no_words": 1, "total": 1}
    assert by["no_intent"]["no_words"] == 0  # every row gets the column once one e-mail had no language
    assert not any(row["total"] for row in language_scores([])["refused_emails_by_reason"].values())
    assert not any(k.startswith("costliest_items") for k in flat_row(score_record(_month().events)))  # a list


def test_the_recorded_reason_keys_are_the_readers():
    from lang.reader import REASONS
    assert set(READER_REFUSALS) == set(REASONS)
    e = EmailReceived.model_validate(complete({"kind": "email_received", "readable": False,
                                               "reason": "too_long: 5,000 characters; at most 4,000"}))
    assert e.reason_code == "too_long" and COUNTER_BILL not in READER_REFUSALS
