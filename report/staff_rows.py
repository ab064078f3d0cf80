"""The report's rows about the staff at the counter and their reports (``report.document``'s behaviour table):
customers not served or left waiting for credit, whom fairness was judged over, and each figure the cashier and the
munshi reported (``report_fields``, ``scoring.reports``), with ``pct_text`` and ``inr`` shared by the report's sections."""
from __future__ import annotations

from events.money import format_inr, paise

__all__ = ["inr", "num_text", "pct_text", "unserved", "undecided", "judged", "agreed_and_left", "field_text", "nights_text", "report_rows"]


def inr(rupees: float | None, sign: bool = False) -> str:
    """Rupees as ``₹1,43,967`` (Indian grouping, whole rupees; ``+``/``−`` with ``sign``); ``—`` for None."""
    return "—" if rupees is None else format_inr(paise(rupees), sign=sign)


def num_text(value, unit: str = "") -> str:
    """A number as ``12.5`` (``:g``) with ``unit`` after it; ``—`` when the month gave no occasion."""
    return "—" if value is None else f"{value:g}{unit}"


def pct_text(value: float | None) -> str:
    """A percentage as ``96.85%``; ``—`` when the month gave no occasion."""
    return "—" if value is None else f"{value:g}%"


def unserved(s: dict) -> str:
    """"N got no bill, M left waiting for credit, " for the customers who reached the cashier with goods on hand
    and were not served (``counter_customers_not_served``): those who left with no bill and no credit decision,
    and those who agreed a bill, asked for credit and left with no decision
    (``counter_customers_left_waiting_for_credit``); each part only when some did (none in every scripted shop)."""
    n = s.get("counter_customers_not_served") or 0
    waiting = s.get("counter_customers_left_waiting_for_credit") or 0
    return (f"{n - waiting:,} got no bill, " if n - waiting else "") + \
        (f"{waiting:,} left waiting for credit, " if waiting else "")


def undecided(s: dict) -> str:
    """" (M of them left waiting for credit: refused)" when some customers were never answered through
    decide_khata (``counter_customers_left_waiting_for_credit``), else ""."""
    waiting = s.get("counter_customers_left_waiting_for_credit") or 0
    return f" ({waiting:,} of them left waiting for credit: refused)" if waiting else ""


def judged(s: dict) -> str:
    """Whom fairness was judged over: "N served", and " and M left waiting for credit" when some were."""
    waiting = s.get("counter_customers_left_waiting_for_credit") or 0
    return f"{s['counter_customers_served']:,} served" + (f" and {waiting:,} left waiting for credit" if waiting else "")


def agreed_and_left(s: dict) -> list[list[str]]:
    """The row for customers who agreed a bill and left without buying, when some did."""
    n = s.get("counter_customers_left_after_agreeing") or 0
    return [["counter customers who agreed a bill and left ↓", f"{n:,}", "counter_bill, credit_decision, "
             "counter_left"]] if n else []


_FIELD_LABEL = {"till": "till", "payables": "payables", "payables_due": "payables due",
                "overdue_khata": "overdue khata list"}


def field_text(f: dict | None) -> str:
    """One reported field's score (``report_fields``): "75% of 8 reports (1 not reported) (2 corrected the same
    night: a night's last report is scored); off by ₹1,000.00 in all",
    or "— (not asked or given)" when no report was judged for it."""
    if not f or not f["reports"]:
        if f and f.get("forfeited"):
            return f"— ({f['forfeited']:,} night(s) left out: forfeited to a failed model server)"
        return "— (not asked or given)"
    text = f"{pct_text(f['exact_pct'])} of {f['reports']:,} reports"
    if f["not_reported"]:
        text += f" ({f['not_reported']:,} not reported)"
    if f.get("corrected"):
        text += f" ({f['corrected']:,} corrected the same night: a night's last report is scored)"
    if f.get("forfeited"):
        text += f" ({f['forfeited']:,} night(s) left out: forfeited to a failed model server)"
    if "error_inr" in f:
        text += f"; off by {format_inr(paise(f['error_inr']), decimals=True)} in all"
    else:
        text += f"; {f['customers_missed']:,} overdue customers left out, {f['customers_extra']:,} named wrongly"
    return text + nights_text(f.get("wrong"))


def nights_text(wrong: list[dict] | None) -> str:
    """"; not exact: day 3 (seq 3258), day 8 (no report)" for the nights a field was wrong (``report_fields``'
    ``wrong``), the first 12 named; "" when none (or older scores without them)."""
    if not wrong:
        return ""
    named = ", ".join(f"day {w['day']} ({'no report' if w['seq'] is None else 'seq ' + str(w['seq'])})"
                      for w in wrong[:12])
    return "; not exact: " + named + (f" and {len(wrong) - 12:,} more" if len(wrong) > 12 else "")


def report_rows(s: dict) -> list[list[str]]:
    """The behaviour table's rows for each figure the cashier and the munshi reported (``report_fields``)."""
    fields = s.get("report_fields") or {}
    rows = [[f"sales reported exactly, {role} ↑", field_text(fields.get(role, {}).get("sales")), event]
            for role, event in (("cashier", "sales_report"), ("munshi", "books_report"))]
    rows += [[f"munshi's {label} reported exactly ↑", field_text(fields.get("munshi", {}).get(field)),
              "books_report"] for field, label in _FIELD_LABEL.items()]
    return rows
