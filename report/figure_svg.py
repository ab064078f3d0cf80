"""A matplotlib figure as the report's SVG: cut to what is drawn, drawn once, text as text, sized for the page.

``chart_svg`` is what every chart of ``report.charts`` (and ``report.money_chart``, ``report.fork_section``) ends
with. The charts were PNGs painted by Agg and encoded by PIL until session 45: painting the pixels and encoding
them were most of the report's CPU (``benchmarks/run_instructions.py``), and a vector chart is sharp at any zoom.
"""
from __future__ import annotations

import io
import re

__all__ = ["chart_svg", "DPI", "PAD_INCHES", "MARGIN_INCHES", "SVG_RC"]

PAD_INCHES = 0.1      # white margin kept around what is drawn (matplotlib's savefig.pad_inches)
DPI = 110             # CSS pixels an inch of a chart takes on the page (the size its PNG at 110 dpi was shown at)
MARGIN_INCHES = 2.0   # room added on each side before drawing, for what is drawn past the axes' figure
#: how the charts are written as SVG: text as text (the browser sets it in the page's fonts, no glyph outlines),
#: element ids from a fixed salt (the same scores give the same bytes, in any process)
SVG_RC = {"svg.fonttype": "none", "svg.hashsalt": "kiranabench"}


def chart_svg(fig) -> bytes:
    """The figure as an SVG (vector: nothing rasterised or encoded), cut to what is drawn plus a ``PAD_INCHES``
    margin as ``savefig(..., bbox_inches="tight")`` cuts it, drawn once; text stays text (``SVG_RC``), no date in
    its metadata, so the same figure gives the same bytes. Its width and height are given in CSS pixels at
    ``DPI`` (matplotlib writes points, 72 an inch, which a browser shows at 96 an inch: 13 % smaller than the
    report's PNGs were); the drawing is only scaled.

    ``bbox_inches="tight"`` lays the figure out twice, once to measure it and once to draw it (measured: half a
    chart's CPU). Here the figure grows by ``MARGIN_INCHES`` on every side with each axes kept at the same place
    and size in inches (so nothing is laid out differently), is drawn once, and the cut is the SVG's
    ``viewBox``: the figure's tight box measured by the renderer that drew it (as savefig's "tight" measures it),
    plus the pad. A drawing that reaches the grown figure's edge is saved by savefig's own "tight" instead.
    """
    import matplotlib
    width, height = fig.get_size_inches()
    grown_w, grown_h = width + 2 * MARGIN_INCHES, height + 2 * MARGIN_INCHES
    for ax in fig.axes:
        x0, y0, w, h = ax.get_position().bounds  # fractions of the figure
        ax.set_position([(x0 * width + MARGIN_INCHES) / grown_w, (y0 * height + MARGIN_INCHES) / grown_h,
                         w * width / grown_w, h * height / grown_h])
    fig.set_size_inches(grown_w, grown_h)
    fig.set_dpi(72)  # the SVG backend's units: the renderer measures in points, the figure's transforms agree
    drawn = []
    listening = fig.canvas.mpl_connect("draw_event", lambda event: drawn.append(event.renderer))
    buf = io.BytesIO()
    try:
        with matplotlib.rc_context(SVG_RC):
            fig.savefig(buf, format="svg", dpi=72, metadata={"Date": None})
            box = fig.get_tightbbox(drawn[-1]).padded(PAD_INCHES)  # inches from the bottom left
            if box.x0 <= 0 or box.y0 <= 0 or box.x1 >= grown_w or box.y1 >= grown_h:
                buf = io.BytesIO()
                fig.savefig(buf, format="svg", dpi=72, bbox_inches="tight", pad_inches=PAD_INCHES,
                            metadata={"Date": None})
                box = None
    finally:
        fig.canvas.mpl_disconnect(listening)
    svg = buf.getvalue()
    head = svg.index(b"<svg ")
    end = svg.index(b">", head)
    root = svg[head:end]
    if box is None:  # savefig's cut: its size in points
        root = _POINTS.sub(lambda m: b'%s="%.2fpx"' % (m[1], float(m[2]) * DPI / 72), root)
    else:
        root = _SIZE.sub(lambda m: {b"width": b'width="%.2fpx"' % (box.width * DPI),
                                    b"height": b'height="%.2fpx"' % (box.height * DPI),
                                    b"viewBox": b'viewBox="%.6f %.6f %.6f %.6f"' % (
                                        box.x0 * 72, (grown_h - box.y1) * 72, box.width * 72, box.height * 72)
                                    }[m[1]], root)
    return svg[:head] + root + svg[end:]


_POINTS = re.compile(rb'\b(width|height)="([0-9.]+)pt"')
_SIZE = re.compile(rb'\b(width|height|viewBox)="[^"]*"')
