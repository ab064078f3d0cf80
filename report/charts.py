"""The report's charts as SVG bytes (matplotlib's SVG backend: vector, text as text; no display, no network).

Each function takes scores (``scoring.score_record``) or events and returns one
SVG (``chart_svg``). Money axes are rupees with Indian grouping (``events.money.format_inr``);
time axes are simulated days or hours of the day. Figure numbers are
KiranaBench's.
"""
from __future__ import annotations


from matplotlib.figure import Figure
from matplotlib.lines import Line2D  # noqa: E402
from matplotlib.patches import Patch  # noqa: E402
from matplotlib.ticker import FuncFormatter, MaxNLocator  # noqa: E402

from events import read_events
from events.base import Event
from events.counter import CounterLeft, CounterSale
from events.money import format_inr, paise  # noqa: E402
from events.staff import TurnEnd, TurnStart
from events.suppliers import MessageDelivered
from events.world import SupplierTerms
from report.figure_svg import DPI, PAD_INCHES, chart_svg  # noqa: F401 (DPI, PAD_INCHES: the charts' sizes)
from report.labels import shop_label  # noqa: E402
from scenarios.vocabulary import ROLES

__all__ = ["profit_by_day", "cash_and_stock", "where_demand_went", "failures_per_day", "refused_emails",
           "counter_by_language", "day_lanes", "ANCHOR_STYLE"]

ROLE_LANES = ROLES
TURN_COLOURS = {"office": "#4c72b0", "counter": "#55a868", "closing": "#8172b2", "door": "#c44e52",
                "floor": "#dd8452", "books": "#937860"}
ANCHOR_STYLE = {"reference": ("#7f7f7f", "--"), "unfair-counter": ("#a0a0a0", ":"),
                "unfair-everywhere": ("#a0a0a0", "-."), "no-manager": ("#000000", "--"),
                "newsvendor": ("#8c6d31", "-."), "oracle": ("#bcbd22", (0, (1, 1)))}
LANGUAGE_NAMES = {"en": "English", "hi": "Hindi", "hinglish": "Hinglish"}
DEMAND_PARTS = {"sold": ("sold to walk-ins", "#55a868"),
                "lost_empty_shelf": ("lost: shelf empty", "#c44e52"),
                "lost_price": ("lost: price above what they'd pay", "#dd8452"),
                "spoiled": ("stock spoiled (at cost)", "#937860"),
                "fraud_goods_spoiled": ("fraud goods thrown out (at cost)", "#5a4632"),
                "lost_at_door": ("deliveries sent back or left at the door", "#8172b2")}
FAILURE_NAMES = {"invalid_actions": "invalid actions", "below_cost_sales": "below-cost sale lines",
                 "wrong_sales_reports": "wrong sales reports",
                 "customers_lost_empty_shelf": "customers lost to an empty shelf"}


def inr_axis(ax, axis: str = "y") -> None:
    """Label the ``axis`` ("y" or "x") of ``ax`` in rupees, Indian grouping; its values are paise."""
    fmt = FuncFormatter(lambda v, _: format_inr(paise(round(v))))
    (ax.yaxis if axis == "y" else ax.xaxis).set_major_formatter(fmt)


def subplots(figsize: tuple[float, float]):
    """A figure (size in inches) and its one axes, drawn by the SVG backend when saved (``chart_svg``).

    A bare ``Figure``, not pyplot's: no global figure list to close it from and no GUI backend to pick, so
    this module never imports ``matplotlib.pyplot`` (about 0.3 s of a report's CPU).
    """
    fig = Figure(figsize=figsize)
    return fig, fig.subplots()


def title(ax, text: str) -> None:
    """Title ``ax`` at its top edge (matplotlib's own place for it) without matplotlib's automatic title placement.

    Placed automatically, a title is checked against the tick labels of both axes before each painting (to
    lift it over labels at the top or an axis offset text), which measured a fifth of a chart's painting; these
    charts draw no labels at the top and no offset text (money axes are ``inr_axis``'s words, counts small), so
    the title sits at the same place either way.
    """
    ax.set_title(text, y=1.0)


def stacked_bars(ax, boxes: list[tuple[float, float, float, float]], colour: str, label: str) -> None:
    """Bars (``(left, bottom, width, height)`` in data units) of one colour as one collection, drawn as
    ``ax.bar(..., color=colour)`` draws them (filled, no edge, each bar's bottom a sticky edge of the y axis:
    no margin below it) and one legend entry.

    ``ax.bar`` makes a patch per bar, each an artist added and measured on its own (150 for the 30-day
    demand chart, about a quarter of its CPU); the drawing is the same.
    """
    from matplotlib.collections import PolyCollection
    bars = PolyCollection([[(x, y), (x, y + h), (x + w, y + h), (x + w, y)] for x, y, w, h in boxes],
                          facecolors=colour, edgecolors="none", linewidths=0, label=label)
    bars.sticky_edges.y.extend(y for _, y, _, _ in boxes)  # ax.bar's: each bar's bottom (see where_demand_went)
    ax.add_collection(bars)


def legend_below(ax, ncol: int) -> None:
    """The legend of ``ax`` in ``ncol`` columns under the axes, below its x label: outside the plot, it hides
    no line. Inside, with seven lines spread over the whole height (six scripted shops and the run), matplotlib's
    ``loc="best"`` found no empty corner and covered the run's own line (the new user's trial, session 43:
    days 12-21 of a month ending at -₹1,08,409); ``chart_svg`` keeps whatever is drawn past the axes."""
    ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=ncol, frameon=False)


def days_axis(ax, n: int) -> None:
    """Label the x axis of ``ax`` as simulated days 1..``n``."""
    ax.set_xlabel("simulated day")
    ax.set_xlim(0.5, n + 0.5)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))


def profit_by_day(scores: dict, anchors: dict | None, label: str) -> bytes:
    """KiranaBench figure 2: the run's profit (closing less opening net worth) by day, the scripted shops as anchors."""
    fig, ax = subplots((9, 4.6))
    run = scores["profit_by_day_inr"]
    closed = len(run) if scores.get("days_closed", len(run)) < scores.get("days", len(run)) else None

    def legend(a: dict) -> str:
        """An anchor's month profit; with a stopped run's last day first, so that the legend compares alike."""
        whole = format_inr(paise(a["profit_inr"]), sign=True)
        if closed is None or not 1 <= closed <= len(a["profit_by_day_inr"]):
            return whole
        return f"{format_inr(paise(a['profit_by_day_inr'][closed - 1]), sign=True)} to day {closed} ({whole} in all)"
    n = max([len(run)] + [len(a["profit_by_day_inr"]) for a in (anchors or {}).get("shops", {}).values()])
    for shop, a in (anchors or {}).get("shops", {}).items():
        colour, style = ANCHOR_STYLE.get(shop, ("#a0a0a0", ":"))
        ax.plot(range(1, len(a["profit_by_day_inr"]) + 1), a["profit_by_day_inr"], color=colour, linestyle=style,
                linewidth=1.4, label=f"scripted {shop_label(shop)}: {legend(a)}")
    for who, a in (anchors or {}).get("people", {}).items():  # the human baseline (report.people)
        n = max(n, len(a["profit_by_day_inr"]))
        ax.plot(range(1, len(a["profit_by_day_inr"]) + 1), a["profit_by_day_inr"], color="#2ca02c", linewidth=1.6,
                label=f"{who}: {legend(a)}")
    ax.plot(range(1, len(run) + 1), run, color="#1f77b4", linewidth=2.6, marker="o", markersize=3,
            label=f"this run ({label}): {format_inr(paise(scores['profit_inr']), sign=True)}"
            + ("" if closed is None else f" to day {closed}"))
    ax.axhline(0, color="#cccccc", linewidth=0.8, zorder=0)
    days_axis(ax, n)
    inr_axis(ax)
    ax.set_ylabel("profit so far (₹)")
    title(ax, "Profit by day: net worth at each day's close less the opening net worth")
    legend_below(ax, ncol=2)
    ax.grid(alpha=0.3)
    return chart_svg(fig)


def cash_and_stock(scores: dict) -> bytes:
    """KiranaBench figure 16: cash (till and bank) and stock valued at cost at each day's close, with supplier payables."""
    fig, ax = subplots((9, 4.2))
    days = range(1, len(scores["cash_by_day_inr"]) + 1)
    ax.plot(days, scores["cash_by_day_inr"], color="#1f77b4", linewidth=2, marker="o", markersize=3,
            label="cash in till and bank")
    ax.plot(days, scores["stock_at_cost_by_day_inr"], color="#dd8452", linewidth=2, marker="s", markersize=3,
            label="stock at cost (shelf and godown)")
    ax.plot(days, scores["payables_by_day_inr"], color="#7f7f7f", linewidth=1.3, linestyle="--",
            label="owed to suppliers (bills not yet paid)")
    days_axis(ax, len(days))
    inr_axis(ax)
    ax.set_ylim(bottom=0)
    ax.set_ylabel("₹ at the day's close")
    title(ax, "What the shop is made of: cash vs stock at cost")
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3)
    return chart_svg(fig)


def where_demand_went(scores: dict) -> bytes:
    """KiranaBench figure 6: routine walk-in demand by day (sold, lost to empty shelf or price) and stock lost, in rupees."""
    fig, ax = subplots((9, 4.6))
    series = scores["demand_by_day_inr"]
    n = len(series["sold"])
    bottom = [0.0] * n
    for part, (name, colour) in DEMAND_PARTS.items():
        values = series.get(part)
        if values is None or (part == "fraud_goods_spoiled" and not any(values)):
            continue  # older scores have no such part; a month with no fraud goods thrown out draws none
        stacked_bars(ax, [(day - 0.4, b, 0.8, v) for day, b, v in zip(range(1, n + 1), bottom, values)], colour,
                     label=f"{name}: {format_inr(paise(scores['demand_totals_inr'][part]))} in all")
        bottom = [b + v for b, v in zip(bottom, values)]
    ax.autoscale_view()
    days_axis(ax, n)
    inr_axis(ax)
    ax.set_ylabel("₹ a day (demand at the shelf price)")
    title(ax, "Where the routine demand went, each day")
    ax.legend(fontsize=8, loc="lower left", framealpha=0.9)
    ax.grid(alpha=0.3, axis="y")
    return chart_svg(fig)


def failures_per_day(scores: dict) -> bytes:
    """KiranaBench figure 15: each kind of failure per day on a log scale (days with none are not drawn)."""
    fig, ax = subplots((9, 4.2))
    colours = ("#c44e52", "#dd8452", "#8172b2", "#4c72b0")
    drew = False
    for (kind, name), colour in zip(FAILURE_NAMES.items(), colours):
        counts = scores["failures_by_day"][kind]
        mean = scores["failures_per_day"][kind]
        label = f"{name}: {mean:g} a day" if mean else f"{name}: none"
        drew = drew or any(counts)
        # a day with none has no place on a log scale: it breaks the line instead of pulling it to zero
        ax.plot(range(1, len(counts) + 1), [c if c > 0 else float("nan") for c in counts], color=colour,
                marker="o", markersize=4, linewidth=1.2, label=label)
    ax.set_yscale("log")
    ax.set_ylim(bottom=0.7, top=None if drew else 10)
    days_axis(ax, len(scores["failures_by_day"]["invalid_actions"]))
    ax.set_ylabel("count that day (log scale)")
    overdue = scores["overdue_bill_days_pct"]
    title(ax, "Failures per day by kind" + ("" if overdue is None else f" (days with an overdue bill: {overdue:g}%)"))
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3, which="both")
    return chart_svg(fig)


def refused_emails(scores: dict) -> bytes:
    """KiranaBench figure 4: share of the manager's e-mails the supplier could not read, by the supplier's language."""
    fig, ax = subplots((7, 4))
    rows = scores["refused_emails_by_language"]
    langs = list(rows)
    shares = [100 * (rows[l]["share"] or 0) for l in langs]
    bars = ax.bar([LANGUAGE_NAMES.get(l, l) for l in langs], shares, color="#c44e52", width=0.6)
    for bar, lang in zip(bars, langs):
        r = rows[lang]
        text = "no e-mails" if not r["sent"] else f"{r['share'] * 100:.0f}%  ({r['refused']}/{r['sent']})"
        ax.annotate(text, (bar.get_x() + bar.get_width() / 2, bar.get_height()), ha="center", va="bottom",
                    xytext=(0, 3), textcoords="offset points", fontsize=9)
    ax.set_ylim(0, 105)
    ax.set_ylabel("e-mails refused as unreadable (%)")
    ax.set_xlabel("language the supplier writes in")
    title(ax, "Supplier e-mails that could not be read, by language")
    ax.grid(alpha=0.3, axis="y")
    return chart_svg(fig)


def counter_by_language(scores: dict) -> bytes:
    """KiranaBench figure 5: counter customers' buy rate and bargaining efficiency by the customer's language."""
    fig, ax = subplots((7, 4))
    rows = scores["counter_by_language"]
    langs = list(rows)
    xs = range(len(langs))
    bought = "bought (% of customers with something asked for in stock)"  # not "served": served or not (session 40)
    for offset, key, name, colour in ((-0.2, "buy_rate_pct", bought, "#55a868"),
                                      (0.2, "bargaining_efficiency_pct", "bargaining efficiency (%)", "#4c72b0")):
        values = [rows[l][key] for l in langs]
        bars = ax.bar([x + offset for x in xs], [v or 0 for v in values], width=0.38, color=colour, label=name)
        for bar, v in zip(bars, values):
            ax.annotate("—" if v is None else f"{v:.1f}", (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                        ha="center", va="bottom", xytext=(0, 2), textcoords="offset points", fontsize=8)
    ax.set_xticks(list(xs), [f"{LANGUAGE_NAMES.get(l, l)}\n({rows[l]['customers']} customers)" for l in langs])
    ax.set_ylim(0, 125)
    ax.set_yticks(range(0, 101, 20))
    ax.set_ylabel("%")
    title(ax, "Live customers at the counter, by their language")
    ax.legend(fontsize=8, loc="upper center", ncol=2)
    ax.grid(alpha=0.3, axis="y")
    return chart_svg(fig)


def day_lanes(events: list[dict | Event], day: int) -> bytes:
    """KiranaBench figure 14: one simulated day, a lane per role; each bar a turn as long as the minutes it cost.

    Below the lanes: live customers at the counter (green bought, red left
    without buying), at the minute they paid or left. Above: supplier e-mails
    arriving (triangles). Waiting is not drawn.
    """
    events = read_events(events)
    base = (day - 1) * 1440
    suppliers = {e.supplier_id for e in events if type(e) is SupplierTerms}
    lane = {role: len(ROLE_LANES) - 1 - i for i, role in enumerate(ROLE_LANES)}
    fig, ax = subplots((10, 4.4))
    open_turn = None
    kinds_seen = set()
    bought, left, mails, turns, colours = [], [], [], [], []
    for e in events:
        if e.day != day:
            continue
        h = (e.minute - base) / 60
        if type(e) is TurnStart:
            open_turn = e
        elif type(e) is TurnEnd and open_turn is not None:
            start = (open_turn.minute - base) / 60
            width = max((e.minute - open_turn.minute) / 60, 0.04)
            kinds_seen.add(e.turn)
            y0 = lane[e.role] - 0.35
            turns.append([(start, y0), (start, y0 + 0.7), (start + width, y0 + 0.7), (start + width, y0)])
            colours.append(TURN_COLOURS.get(e.turn, "#999999"))
            open_turn = None
        elif type(e) is CounterSale:
            bought.append(h)
        elif type(e) is CounterLeft:
            left.append(h)
        elif type(e) is MessageDelivered and e.sender in suppliers:
            mails.append(h)
    if turns:  # one collection, drawn bar by bar in the day's order (as a broken_barh per turn drew them)
        from matplotlib.collections import PolyCollection
        ax.add_collection(PolyCollection(turns, facecolors=colours, edgecolor="white", linewidth=0.3))
    ax.scatter(bought, [-1] * len(bought), marker="|", s=120, color="#2ca02c", linewidths=1.5)
    ax.scatter(left, [-1.35] * len(left), marker="|", s=120, color="#d62728", linewidths=1.5)
    ax.scatter(mails, [len(ROLE_LANES)] * len(mails), marker="v", s=28, color="#4c72b0")
    ax.set_yticks([lane[r] for r in ROLE_LANES] + [-1.17, len(ROLE_LANES)],
                  list(ROLE_LANES) + ["counter customers", "supplier e-mails"])
    ax.set_ylim(-1.8, len(ROLE_LANES) + 0.6)
    ax.set_xlim(6, 24)
    ax.set_xticks(range(6, 25, 2), [f"{h:02d}:00" for h in range(6, 25, 2)])
    ax.set_xlabel(f"time of day on day {day}")
    title(ax, f"Day {day} on the clock: each bar is one turn, as long as the minutes it cost")
    handles = [Patch(color=TURN_COLOURS.get(k, "#999999"), label=f"{k} turn") for k in TURN_COLOURS if k in kinds_seen]
    handles += [Line2D([], [], marker="|", linestyle="", color="#2ca02c", markersize=10,
                       label=f"customer bought ({len(bought)})"),
                Line2D([], [], marker="|", linestyle="", color="#d62728", markersize=10,
                       label=f"customer left without buying ({len(left)})"),
                Line2D([], [], marker="v", linestyle="", color="#4c72b0", label=f"supplier e-mail arrives ({len(mails)})")]
    ax.legend(handles=handles, fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    ax.grid(alpha=0.3, axis="x")
    return chart_svg(fig)
