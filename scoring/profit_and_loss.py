"""Where the money went: the month's profit and loss, each line summed from named event kinds of the record.

Every event that moves net worth is a flow event (``events.base.FlowEvent``: the engine writes its
``net_worth_effect_paise``), and the month's flows add up to its profit (closing less opening net worth;
``tests/test_conservation.py``). This module sorts them into the lines of a profit-and-loss account. Money is
integer paise inside (``profit_and_loss_paise``) and rupees in the scores (``profit_and_loss_scores``); a line is
signed as it moves profit (a cost is negative).

- ``sales``: sale lines' revenue net of GST (``walk_in`` lines sold, ``counter_sale`` lines);
- ``cost_of_goods_sold``: their ``cost_paise`` (FIFO batch cost), negative; ``gross_profit`` = the two;
- ``running_costs``: ``running_cost`` events by ``what`` (rent, electricity, wages:ROLE), and their ``total``;
- ``spoiled``: ``spoiled`` batches thrown out at the close, at cost — but for fraud goods (below);
- ``khata_bad_debt_allowed``: a counter sale on the khata enters net worth at what the customer is expected to
  repay (``counter_sale.expected_paise`` less ``charged_total_paise``); ``khata_repaid_above_expected``: a
  repayment (``khata_repayment``) brings the rest back (its ``net_worth_effect_paise``: repaid less expected);
- fraud and disputes: ``ghost_bills`` and ``duplicate_bills`` presented (their ``amount_paise``),
  ``deliveries_short_of_their_bill`` (``delivery_taken``: the goods at cost plus input GST less the bill; 0 for
  an honest van), ``fraud_goods_thrown_out`` (``spoiled`` batches of a delivery of expired or substituted goods
  taken in, at cost: ``scoring.fraud_goods``; counted as ``spoiled`` they read as the manager's ordering),
  ``advances_paid`` (``bill_paid`` of an advance bill), and ``struck_off_by_disputes``
  (``bill_disputed``: what a dispute took off an open bill or refunded on a paid one); their ``net``;
- ``overdue_penalties`` on supplier bills (``overdue_penalty``) and ``gst_late_fees`` (``gst_late_fee``); there is
  no interest in the shop's books, and filing GST (``gst_filed``, a flow of 0) moves cash and GST owed alike;
- ``not_explained_by_events``: profit less every line above — 0 when the record conserves net worth (the tests
  hold it so), shown rather than hidden when it does not;
- ``net_profit``: the month's profit (``day_close`` less ``net_worth_open``), which the lines add up to exactly.

Score: ``profit_and_loss_inr`` (these lines in rupees; None without a closed day).
"""
from __future__ import annotations

from collections import defaultdict
from typing import Iterable

from events.base import Event
from events.counter import CounterSale
from events.suppliers import BillDisputed, BillPaid, DeliveryTaken, DuplicateBill, GhostBill
from events.world import DayClose, GstLateFee, KhataRepayment, NetWorthOpen, OverduePenalty, RunningCost, Spoiled
from scoring._common import rupees, sale_lines, typed
from scoring.fraud_goods import fraud_spoiled

__all__ = ["profit_and_loss_paise", "profit_and_loss_scores", "LINES", "FRAUD_LINES", "SOURCES"]

#: The flat lines, in the account's order (``running_costs`` and the fraud lines are nested).
LINES = ("sales", "cost_of_goods_sold", "gross_profit", "spoiled", "khata_bad_debt_allowed",
         "khata_repaid_above_expected", "overdue_penalties", "gst_late_fees", "not_explained_by_events", "net_profit")
FRAUD_LINES = ("ghost_bills", "duplicate_bills", "deliveries_short_of_their_bill", "fraud_goods_thrown_out",
               "advances_paid", "struck_off_by_disputes")
#: line → the event kinds (and fields) it is summed from, for the report's "from events" column.
SOURCES = {
    "sales": "walk_in, counter_sale lines: revenue_paise − gst_paise",
    "cost_of_goods_sold": "walk_in, counter_sale lines: cost_paise",
    "running_costs": "running_cost (by what)",
    "spoiled": "spoiled.cost_paise (less fraud goods)",
    "khata_bad_debt_allowed": "counter_sale on the khata: expected_paise − charged_total_paise",
    "khata_repaid_above_expected": "khata_repayment.net_worth_effect_paise",
    "ghost_bills": "ghost_bill.amount_paise",
    "duplicate_bills": "duplicate_bill.amount_paise",
    "deliveries_short_of_their_bill": "delivery_taken: stock_value_paise + input_gst_paise − amount_paise",
    "fraud_goods_thrown_out": "spoiled.cost_paise of batches from a delivery_taken of expired or substituted goods",
    "advances_paid": "bill_paid of an advance bill: amount_paise",
    "struck_off_by_disputes": "bill_disputed.net_worth_effect_paise",
    "overdue_penalties": "overdue_penalty.penalty_paise",
    "gst_late_fees": "gst_late_fee.fee_paise",
    "net_profit": "day_close.net_worth_paise (last) − net_worth_open.net_worth_paise",
}


def _flows(events: list[Event]) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """(flat lines, running costs by what, fraud lines), paise, from the flow events (see the module docstring)."""
    lines: dict[str, int] = defaultdict(int)
    running: dict[str, int] = defaultdict(int)
    fraud: dict[str, int] = {k: 0 for k in FRAUD_LINES}
    fraud_goods = fraud_spoiled(events)
    for e, line in sale_lines(events):
        lines["sales"] += line.revenue_paise - line.gst_paise
        lines["cost_of_goods_sold"] -= line.cost_paise
    for e in events:
        kind = type(e)
        if kind is CounterSale and e.paid_by == "khata" and e.expected_paise is not None:
            lines["khata_bad_debt_allowed"] += e.expected_paise - e.charged_total_paise
        elif kind is KhataRepayment:
            lines["khata_repaid_above_expected"] += e.net_worth_effect_paise
        elif kind is RunningCost:
            running[e.what] -= e.amount_paise
        elif kind is Spoiled and e.seq in fraud_goods:
            fraud["fraud_goods_thrown_out"] -= e.cost_paise
        elif kind is Spoiled:
            lines["spoiled"] -= e.cost_paise
        elif kind is OverduePenalty:
            lines["overdue_penalties"] -= e.penalty_paise
        elif kind is GstLateFee:
            lines["gst_late_fees"] -= e.fee_paise
        elif kind is GhostBill:
            fraud["ghost_bills"] -= e.amount_paise
        elif kind is DuplicateBill:
            fraud["duplicate_bills"] -= e.amount_paise
        elif kind is DeliveryTaken:
            fraud["deliveries_short_of_their_bill"] += e.stock_value_paise + e.input_gst_paise - e.amount_paise
        elif kind is BillPaid and e.bill_kind == "advance":
            fraud["advances_paid"] -= e.amount_paise
        elif kind is BillDisputed:
            fraud["struck_off_by_disputes"] += e.net_worth_effect_paise
    return lines, running, fraud


def profit_and_loss_paise(events: Iterable[dict | Event]) -> dict | None:
    """The month's profit and loss in paise (see the module docstring), or None without an opening or a closed day.

    Returns:
        {"sales", "cost_of_goods_sold", "gross_profit", "running_costs": {what: paise, ..., "total"}, "spoiled",
        "khata_bad_debt_allowed", "khata_repaid_above_expected", "fraud_and_disputes": {line: paise, ..., "net"},
        "overdue_penalties", "gst_late_fees", "not_explained_by_events", "net_profit"}, each signed as it moves
        profit; the lines (gross profit, the running costs' and the fraud lines' totals, and the rest) add up to
        ``net_profit`` exactly.
    """
    events = typed(events)
    opening = next((e for e in events if type(e) is NetWorthOpen), None)
    closes = [e for e in events if type(e) is DayClose]
    if opening is None or not closes:
        return None
    lines, running, fraud = _flows(events)
    gross = lines["sales"] + lines["cost_of_goods_sold"]
    running_total = sum(running.values())
    fraud_net = sum(fraud.values())
    profit = closes[-1].net_worth_paise - opening.net_worth_paise
    explained = (gross + running_total + fraud_net + lines["spoiled"] + lines["khata_bad_debt_allowed"]
                 + lines["khata_repaid_above_expected"] + lines["overdue_penalties"] + lines["gst_late_fees"])
    return {"sales": lines["sales"], "cost_of_goods_sold": lines["cost_of_goods_sold"], "gross_profit": gross,
            "running_costs": {**dict(sorted(running.items())), "total": running_total},
            "spoiled": lines["spoiled"], "khata_bad_debt_allowed": lines["khata_bad_debt_allowed"],
            "khata_repaid_above_expected": lines["khata_repaid_above_expected"],
            "fraud_and_disputes": {**fraud, "net": fraud_net},
            "overdue_penalties": lines["overdue_penalties"], "gst_late_fees": lines["gst_late_fees"],
            "not_explained_by_events": profit - explained, "net_profit": profit}


def _in_rupees(value):
    return {k: _in_rupees(v) for k, v in value.items()} if isinstance(value, dict) else rupees(value)


def profit_and_loss_scores(events: Iterable[dict | Event]) -> dict:
    """``profit_and_loss_inr``: ``profit_and_loss_paise`` in rupees (2 decimals), or None (see the module
    docstring)."""
    pnl = profit_and_loss_paise(events)
    return {"profit_and_loss_inr": None if pnl is None else _in_rupees(pnl)}

