"""The nightly reports as transcript items: what the cashier (``sales_report``) and the munshi (``books_report``)
filed, figure by figure beside the truth recorded with it (for the researcher's eyes, as the kernel's hidden prices
are), with the note the tool call carried (``tool_call`` ``report_sales`` / ``report_books``'s ``note``). A new
user's trial (session 56) found ``kirana transcript --role munshi --day 3`` printing only the turn's closing words,
"Books done.", and not the report the munshi had filed: the figures ``report_fields`` scores."""
from __future__ import annotations

from events.base import Event
from events.counter import SalesReport
from events.money import format_inr
from events.record import clock_text
from events.staff import BooksReport, ToolCall
from scoring._common import exact
from scoring.reports import payables_due_truth

__all__ = ["report_items", "report_text"]

_TOOL = {"cashier": "report_sales", "munshi": "report_books"}


def _figures(e: SalesReport | BooksReport) -> list[dict]:
    """[{name, claimed, truth, exact}] in paise (lists of customer ids for the overdue khata); a part not reported
    is left out."""
    if type(e) is SalesReport:
        return [{"name": "sales", "claimed": e.claimed_paise, "truth": e.truth_paise,
                 "exact": exact(e.claimed_paise, e.truth_paise)}]
    out = [{"name": name, "claimed": getattr(e, f"claimed_{name}_paise"), "truth": getattr(e, f"truth_{name}_paise"),
            "exact": exact(getattr(e, f"claimed_{name}_paise"), getattr(e, f"truth_{name}_paise"))}
           for name in ("sales", "till", "payables")]
    if e.claimed_payables_due_paise is not None:
        truth = payables_due_truth(e)
        out.append({"name": f"payables due within {e.payables_due_within_days} days", "claimed":
                    e.claimed_payables_due_paise, "truth": truth, "exact": exact(e.claimed_payables_due_paise, truth)})
    if e.claimed_overdue_khata is not None:
        out.append({"name": "overdue khata", "claimed": sorted(e.claimed_overdue_khata),
                    "truth": sorted(e.truth_overdue_khata or []),
                    "exact": set(e.claimed_overdue_khata) == set(e.truth_overdue_khata or [])})
    return out


def report_items(events: list[Event]) -> list[dict]:
    """One item per ``sales_report`` and ``books_report``: {type "report", role, seq, day, minute, figures
    (``_figures``), note (the tool call's, "" when none)}. ``events``: typed, in record order."""
    out, waiting = [], {}
    for e in events:
        if type(e) in (SalesReport, BooksReport):
            waiting[e.role] = {"type": "report", "role": e.role, "seq": e.seq, "day": e.day, "minute": e.minute,
                               "figures": _figures(e), "note": ""}
            out.append(waiting[e.role])
        elif type(e) is ToolCall and e.tool == _TOOL.get(e.role) and e.role in waiting:
            waiting.pop(e.role)["note"] = str((e.args or {}).get("note") or "")
    return out


def _value(v) -> str:
    return ", ".join(v) or "(none)" if isinstance(v, list) else format_inr(v, decimals=True)


def report_text(c: dict) -> list[str]:
    """A report item as lines: who filed it, then each figure, claimed beside the truth."""
    lines = [f"{clock_text(c['minute'])}  {c['role']} filed the night's report (seq {c['seq']}):"]
    for f in c["figures"]:
        mark = "exact" if f["exact"] else f"NOT EXACT, truth {_value(f['truth'])}"
        lines.append(f"    {f['name']}: {_value(f['claimed'])} ({mark})")
    if c["note"]:
        lines += [f"    | {line}" for line in c["note"].splitlines()]
    return lines
