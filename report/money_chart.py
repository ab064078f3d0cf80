"""The "where the money went" chart: the month's profit and loss as a waterfall, from gross profit down to the
net profit (``scores["profit_and_loss_inr"]``, ``scoring.profit_and_loss``; rupees).

One bar per line below gross profit that is not 0 (running costs by kind, spoilage, khata, fraud and disputes
net, penalties and fees), each starting where the one before ended; gross profit and net profit are bars from 0.
Drawn like ``report.charts``' (a bare figure, the same SVG for the same scores).
"""
from __future__ import annotations

from events.money import format_inr, paise
from report.charts import chart_svg, inr_axis, stacked_bars, subplots, title

__all__ = ["where_money_went", "waterfall_steps"]

_GAIN, _LOSS, _TOTAL = "#55a868", "#c44e52", "#4c72b0"


def waterfall_steps(p: dict) -> list[tuple[str, float]]:
    """The waterfall's steps below gross profit, (label, rupees), those not 0, in the account's order."""
    steps = [(f"running cost: {k.replace('wages:', 'wages, ')}", v) for k, v in p["running_costs"].items()
             if k != "total"]
    steps += [("stock spoiled", p["spoiled"]),
              ("khata bad debt, net", round(p["khata_bad_debt_allowed"] + p["khata_repaid_above_expected"], 2)),
              ("fraud and disputes, net", p["fraud_and_disputes"]["net"]),
              ("overdue penalties", p["overdue_penalties"]), ("GST late fees", p["gst_late_fees"]),
              ("moved by no event", p["not_explained_by_events"])]
    return [(label, v) for label, v in steps if v]


def where_money_went(scores: dict) -> bytes:
    """The waterfall SVG (see the module docstring); a chart saying there is no account for scores without one."""
    fig, ax = subplots((9, 4.8))
    p = scores.get("profit_and_loss_inr")
    if p is None:
        ax.text(0.5, 0.5, "no profit-and-loss account in these scores", ha="center", va="center")
        ax.set_axis_off()
        return chart_svg(fig)
    steps = waterfall_steps(p)
    labels = ["gross profit", *(label for label, _ in steps), "net profit"]
    level = p["gross_profit"]
    boxes = {"total": [(-0.4, 0.0, 0.8, level)], "gain": [], "loss": []}
    for i, (_, v) in enumerate(steps, start=1):
        boxes["gain" if v > 0 else "loss"].append((i - 0.4, level, 0.8, v))
        level += v
    n = len(labels) - 1
    boxes["total"].append((n - 0.4, 0.0, 0.8, p["net_profit"]))
    for key, colour, name in (("total", _TOTAL, "gross and net profit"), ("gain", _GAIN, "adds to profit"),
                              ("loss", _LOSS, "takes from profit")):
        if boxes[key]:
            stacked_bars(ax, boxes[key], colour, name)
    values = [p["gross_profit"], *(v for _, v in steps), p["net_profit"]]
    tops = [p["gross_profit"]]
    for _, v in steps:
        tops.append(tops[-1] + v)
    tops.append(p["net_profit"])
    for i, (v, top) in enumerate(zip(values, tops)):
        step = 0 < i < n  # a step runs from the level before it (top − v) to top; a total from 0
        ax.annotate(format_inr(paise(v), sign=step), (i, max(top, top - v) if step else max(v, 0)),
                    ha="center", va="bottom", xytext=(0, 2), textcoords="offset points", fontsize=7)
    ax.axhline(0, color="#333333", linewidth=0.8)
    ax.set_xlim(-0.6, n + 0.6)
    low, high = min(0.0, *tops), max(0.0, *tops)  # every level the bars reach, and 0
    pad = 0.1 * (high - low or 1.0)
    ax.set_ylim(low - pad / 2, high + pad)  # room above for the labels (a bar's bottom is a sticky edge)
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=30, ha="right", fontsize=8)
    inr_axis(ax)
    ax.set_ylabel("₹ over the month")
    title(ax, "Where the money went: from gross profit to net profit")
    ax.legend(fontsize=8, loc="best", framealpha=0.9)
    ax.grid(alpha=0.3, axis="y")
    return chart_svg(fig)
