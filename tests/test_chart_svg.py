"""report.charts.chart_svg: a chart as an SVG cut as savefig(bbox_inches="tight") cuts it, text kept as text, the
same bytes for the same figure, shown at the size the report's PNGs were (``charts.DPI`` pixels an inch)."""
from __future__ import annotations

import io
import re

import pytest
from matplotlib.figure import Figure

from report import charts


def _figure(legend_outside: bool) -> Figure:
    fig = Figure(figsize=(9, 4.2))
    ax = fig.subplots()
    ax.plot(range(1, 31), [d * d for d in range(1, 31)], label="squares by day")
    ax.set_title("A chart like the report's")
    ax.set_xlabel("simulated day")
    ax.set_ylabel("₹ at the day's close")
    if legend_outside:  # as figure 14 (day_lanes) places it: past the figure's right edge
        ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0))
    else:
        ax.legend()
    return fig


def _origin(svg: bytes) -> tuple[float, float]:
    x, y = re.search(rb'viewBox="([^"]*)"', svg)[1].split()[:2]
    return float(x), float(y)


def _size(svg: bytes) -> tuple[tuple[float, float], tuple[float, float]]:
    """((width, height) as the root element gives them, (width, height) of its viewBox); ``_origin``: its corner."""
    root = re.search(rb"<svg [^>]*>", svg)[0].decode()
    w, h = (float(re.search(rf'\b{k}="([0-9.]+)(?:px|pt)"', root)[1]) for k in ("width", "height"))
    box = [float(v) for v in re.search(r'viewBox="([^"]*)"', root)[1].split()]
    return (w, h), (box[2], box[3])


@pytest.mark.parametrize("legend_outside", [False, True])
def test_a_chart_is_cut_as_savefig_tight_cuts_it_and_shown_at_the_dpi(legend_outside):
    buf = io.BytesIO()
    _figure(legend_outside).savefig(buf, format="svg", bbox_inches="tight", pad_inches=charts.PAD_INCHES)
    (tight_w, tight_h), _ = _size(buf.getvalue())                     # matplotlib's points, 72 an inch
    svg = charts.chart_svg(_figure(legend_outside))
    (w, h), (box_w, box_h) = _size(svg)
    assert (box_w, box_h) == pytest.approx((tight_w, tight_h), abs=0.01)   # the same cut: the drawing unchanged
    assert (w, h) == pytest.approx((tight_w * charts.DPI / 72, tight_h * charts.DPI / 72), abs=0.01)
    assert b'width="%.2fpx"' % w in svg                                  # CSS pixels, not points
    assert _origin(svg) > (0, 0)  # cut from the grown figure, drawn once
    if legend_outside:  # the legend past the figure's right edge is inside the cut
        assert box_w > 9 * 72


def test_a_drawing_past_the_margin_is_cut_by_savefig_tight_itself():
    def far() -> Figure:
        fig = _figure(False)
        fig.axes[0].text(1.0, -1.5, "far below the axes", transform=fig.axes[0].transAxes)  # past the grown edge
        return fig
    buf = io.BytesIO()
    far().savefig(buf, format="svg", bbox_inches="tight", pad_inches=charts.PAD_INCHES)
    (tight_w, tight_h), _ = _size(buf.getvalue())
    svg = charts.chart_svg(far())
    (w, h), (box_w, box_h) = _size(svg)
    assert _origin(svg) == (0, 0)                # savefig's own "tight": a figure cut to size
    assert tight_h > 4.2 * 72 + 2 * 72 * 2       # taller than the figure and both margins: the fallback's case
    assert (box_w, box_h) == pytest.approx((tight_w, tight_h), abs=0.01)
    assert (w, h) == pytest.approx((tight_w * charts.DPI / 72, tight_h * charts.DPI / 72), abs=0.01)


def test_text_is_text_and_the_bytes_do_not_change_between_drawings():
    svg = charts.chart_svg(_figure(True))
    assert svg == charts.chart_svg(_figure(True))     # ids from a fixed salt, no date: the same bytes
    text = svg.decode("utf-8")
    assert "<dc:date>" not in text and "<image" not in text and "<script" not in text
    for words in ("A chart like the", "squares by day", "at the day", "simulated day"):
        assert re.search(rf"<text [^>]*>[^<]*{words}", text), words   # a <text> element, not glyph outlines
    assert "₹" in text
    assert charts.chart_svg(_figure(False)) != svg    # a different figure, different bytes
