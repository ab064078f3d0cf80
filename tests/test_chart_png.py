"""report.charts.chart_png: a chart is painted once and cut as savefig(bbox_inches="tight") cuts it."""
from __future__ import annotations

import io

import numpy as np
import pytest
from matplotlib.figure import Figure
from PIL import Image

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


def _tight(fig: Figure) -> Image.Image:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=charts.DPI, bbox_inches="tight")
    return Image.open(io.BytesIO(buf.getvalue()))


@pytest.mark.parametrize("legend_outside", [False, True])
def test_a_chart_is_painted_once_and_cut_as_savefig_tight_cuts_it(monkeypatch, legend_outside):
    expected = _tight(_figure(legend_outside))
    paints = []
    real_draw = Figure.draw
    monkeypatch.setattr(Figure, "draw", lambda self, renderer: paints.append(1) or real_draw(self, renderer))
    png = charts.chart_png(_figure(legend_outside))
    assert len(paints) == 1                      # savefig's "tight" lays out and paints: two
    image = Image.open(io.BytesIO(png))
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and image.info["dpi"] == pytest.approx((charts.DPI, charts.DPI), abs=0.01)
    assert abs(image.size[0] - expected.size[0]) <= 3 and abs(image.size[1] - expected.size[1]) <= 3
    pixels = np.asarray(image.convert("RGB"))
    pad = round(charts.PAD_INCHES * charts.DPI)
    assert (pixels[:pad] == 255).all() and (pixels[-pad:] == 255).all()          # the white pad, top and bottom
    assert (pixels[:, :pad] == 255).all() and (pixels[:, -pad:] == 255).all()    # and either side
    for edge in (pixels[pad], pixels[-pad - 1], pixels[:, pad], pixels[:, -pad - 1]):
        assert not (edge == 255).all()                                           # ink reaches the pad on every side
