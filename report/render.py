"""Writing the report's sections as Markdown (charts as SVG files beside it) and as one
self-contained HTML page (charts as base64 ``data:`` URIs of their SVG in ``<img>``, inline CSS, no script,
nothing fetched from the network). Both show a model's control characters (NUL, ESC, a right-to-left override)
escaped as ``\\uXXXX`` (``report.control_chars``), as ``kirana transcript`` does.
"""
from __future__ import annotations

import base64
import html

from report.control_chars import printable
from report.document import Section

__all__ = ["to_markdown", "to_html"]


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def to_markdown(title: str, header: list[str], sections: list[Section], chart_files: dict[str, str]) -> str:
    """The report as Markdown; ``chart_files`` maps a chart name to its SVG path relative to the report."""
    out = [f"# {title}", ""]
    out += [f"{line}  " for line in header] + [""]
    for s in sections:
        out += [f"## {s.title}", ""]
        for para in s.text:
            out += [para, ""]
        if s.chart and s.chart in chart_files:
            out += [f"![{s.chart_alt}]({chart_files[s.chart]})", ""]
        for t in s.tables:
            out.append("| " + " | ".join(_md_cell(h) for h in t.headers) + " |")
            out.append("|" + "|".join("---" for _ in t.headers) + "|")
            out += ["| " + " | ".join(_md_cell(c) for c in row) + " |" for row in t.rows]
            out.append("")
        if s.sources:
            out += [f"*From the record:* {s.sources}", ""]
    return printable("\n".join(out))  # a model's NUL, ESC or RTL override shown escaped, never raw


_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; max-width: 1100px;
       margin: 2em auto; padding: 0 1em; color: #222; line-height: 1.45; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; } h2 { font-size: 1.25em; margin-top: 2em;
       border-bottom: 1px solid #ddd; padding-bottom: 0.2em; }
.header { color: #555; font-size: 0.92em; }
table { border-collapse: collapse; margin: 0.8em 0; font-size: 0.92em; }
th, td { border: 1px solid #ddd; padding: 0.3em 0.7em; text-align: left; vertical-align: top; }
th { background: #f4f4f4; } td:nth-child(n+2) { font-variant-numeric: tabular-nums; }
img { max-width: 100%; height: auto; display: block; margin: 0.6em 0; }
.sources { color: #666; font-size: 0.85em; } code { background: #f4f4f4; padding: 0 0.2em; }
"""


def _inline(text: str) -> str:
    """Escape text for HTML, turning `backticks` into <code>."""
    parts = html.escape(text).split("`")
    return "".join(f"<code>{p}</code>" if i % 2 else p for i, p in enumerate(parts))


def to_html(title: str, header: list[str], sections: list[Section], charts: dict[str, bytes]) -> str:
    """The report as one self-contained HTML page; ``charts`` maps a chart name to its SVG bytes
    (``report.charts.chart_svg``), each shown as an ``<img>``: an SVG there runs no script and fetches nothing."""
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{html.escape(title)}</title><style>{_CSS}</style></head><body>",
           f"<h1>{html.escape(title)}</h1>", '<div class="header">']
    out += [f"<div>{_inline(line)}</div>" for line in header]
    out.append("</div>")
    for s in sections:
        out.append(f"<h2>{html.escape(s.title)}</h2>")
        out += [f"<p>{_inline(p)}</p>" for p in s.text]
        if s.chart and s.chart in charts:
            data = base64.b64encode(charts[s.chart]).decode("ascii")
            out.append(f'<img alt="{html.escape(s.chart_alt)}" src="data:image/svg+xml;base64,{data}">')
        for t in s.tables:
            out.append("<table><thead><tr>" + "".join(f"<th>{_inline(h)}</th>" for h in t.headers) + "</tr></thead><tbody>")
            out += ["<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in row) + "</tr>" for row in t.rows]
            out.append("</tbody></table>")
        if s.sources:
            out.append(f'<p class="sources">From the record: {_inline(s.sources)}</p>')
    out.append("</body></html>")
    return printable("\n".join(out)) + "\n"  # a model's control characters shown escaped (``printable``)
