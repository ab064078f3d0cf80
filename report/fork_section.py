"""The report's comparison of a fork with its parent run (``kirana fork``; ``fork.json`` in the run folder).

Both runs share every day before the fork day N, so the comparison starts at
the close of day N-1: each run's profit from day N is its net worth at a day's
close less its net worth at the close of day N-1 (``day_close.net_worth_paise``,
from each run's own record). The section states both runs' profit from day N
to their last common closed day and the difference (fork less parent), and
draws both lines from day N-1.
"""
from __future__ import annotations

import json
from pathlib import Path

__all__ = ["fork_comparison", "ForkNumbers", "fork_numbers"]

FORK_FILE = "fork.json"


class ForkNumbers(dict):
    """{"at_day", "parent", "swaps", "days" (the compared days, N..last), "fork_inr", "parent_inr"
    (profit since the close of day N-1 at each compared day's close, rupees), "fork_total_inr",
    "parent_total_inr", "difference_inr" (fork less parent at the last compared day)}."""


def _closes(record: Path) -> dict[int, int]:
    from events import read_events
    from events.world import DayClose
    return {e.day: e.net_worth_paise for e in read_events(record) if type(e) is DayClose}


def fork_numbers(folder: Path) -> ForkNumbers | None:
    """The comparison's figures for a fork folder; None when the folder is no fork.

    Raises:
        FileNotFoundError: the parent named in ``fork.json`` has no ``record.jsonl`` any more.
    """
    info_path = Path(folder) / FORK_FILE
    if not info_path.exists():
        return None
    info = json.loads(info_path.read_text(encoding="utf-8"))
    parent = Path(info["parent"])
    if not (parent / "record.jsonl").exists():
        raise FileNotFoundError(f"{folder} is a fork of {parent}, which has no record.jsonl now; the report "
                                f"compares the two, so put the parent back there (or edit 'parent' in {info_path})")
    n = info["at_day"]
    mine, theirs = _closes(Path(folder) / "record.jsonl"), _closes(parent / "record.jsonl")
    base_mine, base_theirs = mine.get(n - 1, None), theirs.get(n - 1, None)
    if n == 1:  # a fork at day 1 shares nothing but the opening
        from events import read_events
        from events.world import NetWorthOpen
        opening = lambda r: next(e.net_worth_paise for e in read_events(r) if type(e) is NetWorthOpen)
        base_mine, base_theirs = opening(Path(folder) / "record.jsonl"), opening(parent / "record.jsonl")
    days = [d for d in sorted(mine) if d >= n and d in theirs]
    fork_inr = [(mine[d] - base_mine) / 100 for d in days]
    parent_inr = [(theirs[d] - base_theirs) / 100 for d in days]
    return ForkNumbers(at_day=n, parent=str(parent), swaps=info.get("roles_swapped", {}), days=days,
                       fork_inr=fork_inr, parent_inr=parent_inr,
                       fork_total_inr=fork_inr[-1] if days else None, parent_total_inr=parent_inr[-1] if days else None,
                       difference_inr=round(fork_inr[-1] - parent_inr[-1], 2) if days else None)


def _chart(f: ForkNumbers) -> bytes:
    from events.money import format_inr, paise
    from report.charts import days_axis, inr_axis, chart_svg, subplots
    fig, ax = subplots((9, 4.2))
    x = [f["at_day"] - 1] + f["days"]
    ax.plot(x, [0.0] + f["parent_inr"], color="#7f7f7f", linestyle="--", linewidth=1.8, marker="o", markersize=3,
            label=f"parent: {format_inr(paise(f['parent_total_inr'] or 0), sign=True)}")
    ax.plot(x, [0.0] + f["fork_inr"], color="#1f77b4", linewidth=2.6, marker="o", markersize=3,
            label=f"this fork: {format_inr(paise(f['fork_total_inr'] or 0), sign=True)}")
    ax.axhline(0, color="#cccccc", linewidth=0.8, zorder=0)
    days_axis(ax, max(x))
    ax.set_xlim(max(f["at_day"] - 1.5, 0.5), max(x) + 0.5)
    inr_axis(ax)
    ax.set_ylabel(f"profit since the close of day {f['at_day'] - 1} (₹)")
    ax.set_title(f"The fork and its parent from day {f['at_day']}")
    ax.legend(fontsize=8, loc="best")
    ax.grid(alpha=0.3)
    return chart_svg(fig)


def fork_comparison(folder: Path):
    """(a report Section, its chart SVG) comparing a fork with its parent, or None for a run that is no fork."""
    from report.document import Section, Table, inr
    f = fork_numbers(folder)
    if f is None:
        return None
    n = f["at_day"]
    swaps = "; ".join(f"the {r}: `{s['from']}` → `{s['to']}`" for r, s in f["swaps"].items()) or \
        "no role (the fork replays the parent)"
    if not f["days"]:
        text = [f"This run is a fork of `{f['parent']}` at day {n} ({swaps}); no day from {n} has closed in both."]
        return Section(f"Fork at day {n}: against the parent run", text, sources="day_close of both records."), None
    last = f["days"][-1]
    text = [f"This run is a fork of `{f['parent']}`: days 1–{n - 1} are the parent's record byte for byte; from "
            f"day {n} it changed {swaps}.",
            f"Profit from day {n} to day {last} (net worth at the close of day {last} less at the close of day "
            f"{n - 1}): this fork {inr(f['fork_total_inr'], sign=True)}, the parent "
            f"{inr(f['parent_total_inr'], sign=True)}; the difference (fork less parent) is "
            f"**{inr(f['difference_inr'], sign=True)}**."]
    rows = [[str(d), inr(a, sign=True), inr(b, sign=True), inr(round(a - b, 2), sign=True)]
            for d, a, b in zip(f["days"], f["fork_inr"], f["parent_inr"])]
    section = Section(f"Fork at day {n}: against the parent run", text, chart="fork_vs_parent",
                      chart_alt=f"Profit from day {n}: the fork and its parent",
                      tables=[Table(["day", "fork, profit from day " + str(n), "parent", "difference"], rows)],
                      sources="fork.json; day_close.net_worth_paise of this record and of the parent's.")
    return section, _chart(f)
