"""Each figure the reporting staff gave the manager, scored beside the truth recorded with it.

``report_fields``: per reporting role, per field it reports — the cashier's ``sales`` (``sales_report``), the
munshi's ``sales``, ``till``, ``payables``, ``payables_due`` and ``overdue_khata`` (``books_report``) — a dict of:

- ``reports``: the reports judged for the field. For ``sales``, ``till`` and ``payables`` (asked every night): every
  report, and every report night with none (a closed day whose reporting turn — the cashier's closing, the munshi's
  books — sent no report: prose instead of the tool, a forfeited turn, a dead server). For ``payables_due`` and
  ``overdue_khata`` (asked by a manager's ``report`` instruction): every report that gave the field, and every report
  or report night with none while a standing ``report`` instruction (delivered, not yet replaced) asked for it.
  A report night whose reporting turn was forfeited because the role's model server failed (``scoring.forfeited``)
  is not judged: it is counted in ``forfeited`` instead (the model chose nothing that night; a new user's re-trial,
  session 37, saw a dead munshi server read as 0% on every field).
- ``exact``: of those, the reports whose figure is exact to the rupee — off the truth by at most ₹0.50
  (``scoring._common.exact``: a figure rounded half up, ₹57,483.50 → ₹57,484, is exact); the overdue khata exact
  when it names the same customers as the truth (in any order).
- ``not_reported``: of those, the reports (or nights) that did not give the field: counted in ``reports``, never
  ``exact``.
- ``exact_pct``: ``exact`` over ``reports`` (None when no report was judged).
- ``forfeited``: report nights left out of ``reports`` because the reporting turn was forfeited to a failed model
  server (for ``payables_due`` and ``overdue_khata``, those while a standing instruction asked for the field).
- ``corrected``: the role's reports replaced by a later one it filed the same night (a correction): recorded, not
  judged — a night is judged on the last report filed before the day's close (``scoring._common.replaced_reports``);
  the same count on each of the role's fields.
- ``error_inr`` (amounts): the sum of |claimed − truth| in rupees over the reports that gave the field; a field not
  reported adds nothing (it is in ``not_reported``). ``payables_due`` is set against the truth at the window the
  standing instruction asked (``truth_payables_due_asked_paise`` when the munshi reported another window), else at
  the munshi's own window.
- ``customers_missed``, ``customers_extra`` (``overdue_khata``): customers overdue left out, and named but not
  overdue, summed over the reports that gave the list.
- ``wrong``: the reports judged and not exact, in record order, each {``day``, ``seq``}: the seq of the
  ``sales_report`` / ``books_report`` judged, or None for a report night with none (a new user's trial, session 56,
  had counts and error sums and no way to the nights behind them).

The cashier's and the munshi's ``sales`` are ``sales_reported_exactly_pct`` (``scoring.behaviour``) field by field.
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.counter import SalesReport
from events.staff import BooksReport, StaffMessage, StaffMessageDelivered
from events.world import DayClose
from scoring._common import REPORT_TURN, exact, pct, replaced_reports, rupees, typed
from scoring.forfeited import report_nights_judged, server_losses

__all__ = ["report_field_scores", "report_occasions", "FIELDS", "payables_due_truth"]

#: The fields each reporting role reports; the munshi's last two only when asked (or given unasked).
FIELDS = {"cashier": ("sales",), "munshi": ("sales", "till", "payables", "payables_due", "overdue_khata")}
_ASKED_PARTS = ("payables_due", "overdue_khata")


def payables_due_truth(e: BooksReport) -> int | None:
    """The truth a reported payables-due figure is set against: at the window a standing report instruction asked
    (recorded when the munshi reported another window), else at the munshi's own window; None if not reported."""
    if e.truth_payables_due_asked_paise is not None:
        return e.truth_payables_due_asked_paise
    return e.truth_payables_due_paise


def _field(e: SalesReport | BooksReport | None, field: str) -> tuple[bool, bool, dict]:
    """(given, exact, what it adds to the error counts) of one report's ``field``; ``e`` None: a night with none."""
    if e is None:
        return False, False, {}
    if type(e) is SalesReport:
        return True, exact(e.claimed_paise, e.truth_paise), {"error_paise": abs(e.claimed_paise - e.truth_paise)}
    if field == "payables_due":
        if e.claimed_payables_due_paise is None:
            return False, False, {}
        truth = payables_due_truth(e)
        return True, exact(e.claimed_payables_due_paise, truth), {
            "error_paise": abs(e.claimed_payables_due_paise - truth)}
    if field == "overdue_khata":
        if e.claimed_overdue_khata is None:
            return False, False, {}
        claimed, truth = set(e.claimed_overdue_khata), set(e.truth_overdue_khata or [])
        return True, claimed == truth, {"customers_missed": len(truth - claimed),
                                        "customers_extra": len(claimed - truth)}
    claimed, truth = getattr(e, f"claimed_{field}_paise"), getattr(e, f"truth_{field}_paise")
    return True, exact(claimed, truth), {"error_paise": abs(claimed - truth)}


def report_occasions(events: list[Event], lost: bool = False) -> list[tuple[str, int, Event | None, set[str]]]:
    """Every report judged, in record order — one a night per role, the last filed that day
    (``scoring._common.replaced_reports``): (role, day, the report — or None for a report night with none, at its
    day's close — and the parts a standing ``report`` instruction asked of the munshi then). ``events``: typed, in
    record order. ``lost``: instead, the report nights forfeited to a failed model server (``scoring.forfeited``),
    each as (role, day, None, parts asked)."""
    losses = server_losses(events)
    judged, _ = report_nights_judged(events, losses)
    if lost:
        nights = {role: {d for (r, d) in losses.nights if r == role} - judged[role] for role in REPORT_TURN}
    else:
        nights = judged
    reported = {role: set() for role in REPORT_TURN}
    for e in events:
        if type(e) is SalesReport or type(e) is BooksReport:
            reported["cashier" if type(e) is SalesReport else "munshi"].add(e.day)
    report_msgs = {e.msg_id: [i for i in e.instructions if i["kind"] == "report"] for e in events
                   if type(e) is StaffMessage and e.to == "munshi"}
    replaced = replaced_reports(events)
    asked: set[str] = set()
    out: list[tuple[str, int, Event | None, set[str]]] = []
    for e in events:
        kind = type(e)
        if kind is StaffMessageDelivered and report_msgs.get(e.msg_id):
            asked = set(report_msgs[e.msg_id][-1]["include"])  # replaces the standing request
        elif e.seq in replaced:
            continue  # corrected the same night: the last report is judged
        elif kind is SalesReport and not lost:
            out.append(("cashier", e.day, e, set()))
        elif kind is BooksReport and not lost:
            out.append(("munshi", e.day, e, asked))
        elif kind is DayClose:
            for role in REPORT_TURN:
                if e.day in nights[role] and e.day not in reported[role]:
                    out.append((role, e.day, None, asked if role == "munshi" else set()))
    return out


def report_field_scores(events: Iterable[dict | Event]) -> dict:
    """``report_fields`` (see the module docstring)."""
    events = typed(events)
    stats = {role: {f: {"reports": 0, "exact": 0, "not_reported": 0, "error_paise": 0, "customers_missed": 0,
                        "customers_extra": 0, "forfeited": 0, "wrong": []} for f in fields}
             for role, fields in FIELDS.items()}
    corrected = {role: 0 for role in FIELDS}
    for role in replaced_reports(events).values():
        corrected[role] += 1
    for role, _day, _none, asked in report_occasions(events, lost=True):
        for field in FIELDS[role]:
            if field not in _ASKED_PARTS or field in asked:
                stats[role][field]["forfeited"] += 1
    for role, day, e, asked in report_occasions(events):
        for field in FIELDS[role]:
            given, right, adds = _field(e, field)
            if field in _ASKED_PARTS and not given and field not in asked:
                continue  # neither asked for nor given: no occasion
            st = stats[role][field]
            st["reports"] += 1
            st["exact"] += right
            st["not_reported"] += not given
            if not right:
                st["wrong"].append({"day": day, "seq": None if e is None else e.seq})
            for k, v in adds.items():
                st[k] += v
    out: dict = {}
    for role, fields in stats.items():
        out[role] = {}
        for field, st in fields.items():
            row = {"reports": st["reports"], "exact": st["exact"], "exact_pct": pct(st["exact"], st["reports"]),
                   "not_reported": st["not_reported"], "forfeited": st["forfeited"], "corrected": corrected[role]}
            if field == "overdue_khata":
                row.update(customers_missed=st["customers_missed"], customers_extra=st["customers_extra"])
            else:
                row["error_inr"] = rupees(st["error_paise"])
            row["wrong"] = st["wrong"]
            out[role][field] = row
    return {"report_fields": out}
