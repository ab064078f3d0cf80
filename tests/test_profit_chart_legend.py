"""The profit chart's legend hides no line (``report.charts.legend_below``): the new user's trial (session 43) saw
it, placed inside by matplotlib's ``loc="best"``, cover the run's own line from day 12 to day 21 of a month that
ended at -₹1,08,409 (runs/month/charts/profit_by_day.png, a PNG then): seven lines spread over the whole height leave no empty
corner. Under the axes, below the x label, it covers nothing drawn in them."""
from __future__ import annotations

from matplotlib.backends.backend_agg import FigureCanvasAgg

from report import charts

DAYS = 30


def _month(step: float) -> dict:
    """Scores of a month whose profit moves by ``step`` rupees a day (profit_by_day_inr, profit_inr)."""
    by_day = [round(step * d, 2) for d in range(1, DAYS + 1)]
    return {"profit_by_day_inr": by_day, "profit_inr": by_day[-1], "days": DAYS, "days_closed": DAYS}


#: the trial's month, roughly: the scripted shops' month profits and a losing run (its -₹1,08,409)
ANCHORS = {"shops": {"reference": _month(3250), "unfair-counter": _month(2460), "unfair-everywhere": _month(-1130),
                     "no-manager": _month(-4220), "newsvendor": _month(2920), "oracle": _month(4450)}}
RUN = _month(-3614)


def _painted(monkeypatch):
    """The profit chart's figure as ``chart_svg`` drew it."""
    figures = []
    real = charts.chart_svg
    monkeypatch.setattr(charts, "chart_svg", lambda fig: figures.append(fig) or real(fig))
    charts.profit_by_day(RUN, ANCHORS, "manager=openai:fake-bargainer, others scripted:reference")
    (fig,) = figures
    return fig


def test_the_legend_lies_outside_the_axes_below_the_day_label(monkeypatch):
    fig = _painted(monkeypatch)
    (ax,) = fig.axes
    canvas = FigureCanvasAgg(fig)  # the SVG was written; the extents measured on a drawing of the same figure
    canvas.draw()
    renderer = canvas.get_renderer()
    legend = ax.get_legend()
    assert legend is not None and len(legend.get_texts()) == 7  # six scripted shops and the run
    box, plot = legend.get_window_extent(renderer), ax.get_window_extent(renderer)
    assert not box.overlaps(plot), (box, plot)  # nothing drawn in the axes is under it
    assert box.y1 <= ax.xaxis.label.get_window_extent(renderer).y0  # nor the day axis's label
    assert any(t.get_text().startswith("this run (") for t in legend.get_texts())
