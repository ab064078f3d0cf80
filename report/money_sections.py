"""The report's sections on why a month made or lost money, and why e-mails were refused: the profit-and-loss
account (``scores["profit_and_loss_inr"]``, ``scoring.profit_and_loss``), the items that cost most
(``costliest_items``, ``items_never_ordered``, ``scoring.items``) and the refused e-mails per reason key and
language (``refused_emails_by_reason``, ``scoring.language``).

Read from the scores alone (rupees, shown whole with Indian grouping by ``report.document.inr``); each row names
the events it is summed from. Scores written before these tables existed have none: the section says so.
"""
from __future__ import annotations

from events.suppliers import COUNTER_BILL, READER_REFUSALS
from report.document import LANG, Section, Table, inr
from scoring.profit_and_loss import SOURCES

__all__ = ["profit_and_loss_section", "costly_items_section", "refusal_reasons_section"]

_FRAUD = {"ghost_bills": "fraud: ghost bills presented (goods never delivered)",
          "duplicate_bills": "fraud: duplicate bills presented",
          "deliveries_short_of_their_bill": "deliveries billed above the goods received (short, substituted, padded)",
          "fraud_goods_thrown_out": "fraud goods thrown out: expired or substituted goods taken in (at cost)",
          "advances_paid": "advances paid (never delivered)",
          "struck_off_by_disputes": "bills disputed: struck off or refunded"}
_OLD = "These scores were written before this table existed: run `kirana report RUN_DIR` again to score the record."


def _wages(what: str) -> str:
    """``wages:cashier`` → ``wages, cashier``; rent and electricity as they are."""
    return what.replace("wages:", "wages, ")


def _pnl_rows(p: dict) -> list[list[str]]:
    """The account's rows (line, ₹, from events): fraud lines shown when not 0, the reconciling line only when
    the record does not conserve net worth."""
    rows = [["sales (revenue net of GST)", inr(p["sales"]), SOURCES["sales"]],
            ["cost of goods sold (at cost, FIFO)", inr(p["cost_of_goods_sold"]), SOURCES["cost_of_goods_sold"]],
            ["= gross profit", inr(p["gross_profit"], sign=True), "the two lines above"]]
    running = {k: v for k, v in p["running_costs"].items() if k != "total"}
    rows += [[f"running cost: {_wages(k)}", inr(v), f"running_cost ({k})"] for k, v in running.items()]
    rows.append(["= running costs in all", inr(p["running_costs"]["total"]), SOURCES["running_costs"]])
    rows.append(["stock spoiled, thrown out at cost (fraud goods below)", inr(p["spoiled"]), SOURCES["spoiled"]])
    rows.append(["khata: bad debt allowed for on credit sales", inr(p["khata_bad_debt_allowed"]),
                 SOURCES["khata_bad_debt_allowed"]])
    rows.append(["khata: repaid above what was expected", inr(p["khata_repaid_above_expected"], sign=True),
                 SOURCES["khata_repaid_above_expected"]])
    fraud = p["fraud_and_disputes"]
    rows += [[label, inr(fraud[k], sign=True), SOURCES[k]] for k, label in _FRAUD.items() if fraud.get(k)]
    rows.append(["= fraud and disputes, net", inr(fraud["net"], sign=True), "the fraud lines above"])
    rows.append(["overdue penalties on supplier bills", inr(p["overdue_penalties"]), SOURCES["overdue_penalties"]])
    rows.append(["GST late fees", inr(p["gst_late_fees"]), SOURCES["gst_late_fees"]])
    if p["not_explained_by_events"]:
        rows.append(["net worth moved by no event (the record does not conserve it)",
                     inr(p["not_explained_by_events"], sign=True), "profit less the lines above"])
    rows.append(["= net profit (closing less opening net worth)", inr(p["net_profit"], sign=True),
                 SOURCES["net_profit"]])
    return rows


def _pnl_summary(p: dict) -> str:
    """One sentence: gross profit (and its margin on sales) and the largest costs below it."""
    costs = {"running costs": p["running_costs"]["total"], "spoilage": p["spoiled"],
             "fraud and disputes (net)": p["fraud_and_disputes"]["net"],
             "khata bad debt (net)": p["khata_bad_debt_allowed"] + p["khata_repaid_above_expected"],
             "overdue penalties": p["overdue_penalties"], "GST late fees": p["gst_late_fees"]}
    big = sorted(((k, v) for k, v in costs.items() if v < 0), key=lambda kv: kv[1])[:3]
    margin = f" ({100 * p['gross_profit'] / p['sales']:.1f}% of sales)" if p["sales"] else ""
    below = ", ".join(f"{k} {inr(v)}" for k, v in big) or "nothing"
    return (f"Gross profit was {inr(p['gross_profit'], sign=True)}{margin}; the largest costs below it: {below}; "
            f"net profit {inr(p['net_profit'], sign=True)}.")


def profit_and_loss_section(s: dict) -> Section:
    """Where the money went: the month's profit and loss, line by line (``scoring.profit_and_loss``)."""
    p = s.get("profit_and_loss_inr")
    text = ["The month's profit and loss: every event that moves net worth, sorted into the lines of an account. "
            "Costs are negative. The lines add up to the profit to the paisa (`profit_and_loss_inr` in "
            "scores.json); shown here to the rupee. The fraud lines count a fake bill when it joins the payables "
            "and take it back when a dispute strikes it off, so their net can differ from \"money lost to fraud\" "
            "below by the bills still open at the close."]
    if p is None:
        return Section("Where the money went", text + [_OLD if "profit_inr" in s and s["profit_inr"] is not None
                                                       else "No day closed: there is no account."])
    return Section("Where the money went", [*text, _pnl_summary(p)], chart="where_money_went",
                   chart_alt="Where the money went: gross profit, each cost below it, net profit",
                   tables=[Table(["line", "₹ over the month", "from events"], _pnl_rows(p))],
                   sources="walk_in and counter_sale lines, running_cost, spoiled, counter_sale (khata), "
                           "khata_repayment, ghost_bill, duplicate_bill, delivery_taken, bill_paid (advance), "
                           "bill_disputed, overdue_penalty, gst_late_fee; net_worth_open and the last day_close.")


def costly_items_section(s: dict) -> Section:
    """The items that cost most (``scoring.items``): the top items by money at stake, and those never ordered."""
    items, never = s.get("costliest_items"), s.get("items_never_ordered")
    text = ["The items that cost the shop most, by money at stake: walk-in demand lost to an empty shelf (at the "
            "shelf price, as in \"Where the demand went\"), the loss on sale lines below cost, and stock spoiled "
            "(at cost). Empty days: days the item's shelf stood empty at a walk-in slot. Ordered, delivered and on "
            "hand at the close are units: an item empty on the shelf but on hand at the close was bought but not "
            "shelved; one never ordered was never bought."]
    if items is None:
        return Section("The items that cost most", [*text, _OLD])
    rows = [[r["sku"], inr(r["at_stake_inr"]), inr(r["lost_empty_shelf_inr"]), f"{r['empty_shelf_days']:,}",
             f"{r['below_cost_lines']:,}", inr(r["below_cost_loss_inr"]), inr(r["spoiled_inr"]),
             "never" if not r["ordered_units"] else f"{r['ordered_units']:,}", f"{r['delivered_units']:,}",
             f"{r.get('units_at_close', 0):,}"] for r in items]
    text.append(f"Never ordered ({len(never)} of the run's items): " + ", ".join(f"`{n}`" for n in never) + "."
                if never else "Every item was ordered at least once.")
    if not rows:
        text.append("No item lost demand to an empty shelf, sold below cost or spoiled.")
    return Section("The items that cost most", text,
                   tables=[Table(["item", "₹ at stake", "lost to an empty shelf", "empty days", "lines sold below cost",
                                  "₹ lost below cost", "spoiled", "units ordered", "delivered", "on hand at the close"],
                                 rows)] if rows else [],
                   sources="walk_in (lines: lost_empty, price_paise; shelf_units), walk_in and counter_sale lines "
                           "(revenue_paise − gst_paise against cost_paise), spoiled (sku, cost_paise), "
                           "supplier_decision (order_confirmed lines), delivery_taken (received), the last "
                           "day_close (stock_units).")


def _gloss(code: str) -> str:
    if code == COUNTER_BILL:
        return "read as a counter bill, not an e-mail to a supplier"
    return READER_REFUSALS.get(code, "a reason this version does not know")


def refusal_reasons_section(s: dict) -> Section:
    """The refused e-mails per reason key and language (``refused_emails_by_reason``)."""
    by = s.get("refused_emails_by_reason")
    text = ["The supplier's desk refused an e-mail it could not read, with a reason: the reader's reason key "
            "(the start of `email_received.reason`), counted here by the language the e-mail was written in (as "
            "the reader detected it), so the failures that dominate, and the language they dominate in, show. "
            "A key says what the desk missed, not whose fault it was: whether the e-mail was unclear or the "
            "reader failed on a clear one needs the e-mail itself (`kirana transcript RUN_DIR` shows each "
            "refused e-mail, its reason and the reply)."]
    if by is None:
        return Section("Refused e-mails by reason", [*text, _OLD])
    by = {code: row for code, row in by.items() if row["total"]}  # the keys that occurred (the scores keep all)
    if not by:
        return Section("Refused e-mails by reason", [*text, "The desk refused no e-mail this month."],
                       sources="email_received (readable, reason, message_language).")
    langs = list(next(iter(by.values())))[:-1]  # every row has the same languages, then "total"
    rows = [[f"`{code}`", _gloss(code), *(f"{row[l]:,}" for l in langs), f"{row['total']:,}"]
            for code, row in by.items()]
    rows.append(["all", "", *(f"{sum(r[l] for r in by.values()):,}" for l in langs),
                 f"{sum(r['total'] for r in by.values()):,}"])
    return Section("Refused e-mails by reason", text,
                   tables=[Table(["reason key", "what the desk could not read", *(LANG.get(l, l) for l in langs),
                                  "all"], rows)],
                   sources="email_received (readable, reason, message_language).")
