"""A tool result as the compact text a model reads: each field once, lists as tables, every figure exact.

A successful call's result (``render``) is a first line ``ok (5 minutes)``, then one line per field of the data:

- a plain value as ``name: value`` (a text of several lines as ``name:`` and its lines below, each indented by
  two spaces);
- a list of records, or an object of records (items by sku), as a table: a header line naming the rows and the
  columns once, ``items (39 rows by sku): sku | item | unit | mrp_inr | ...`` (an object of records says its key
  column: ``by sku``; a list of records does not), then one row per record,
  ``rice-1kg | rice | kg | 43 | 40.5 | ...``, cells separated by `` | ``; a column of texts of several lines
  (a message's text) is said in the header (``; each row's text below it, indented``) and each row's text follows
  its row, indented by two spaces, so no line of a text can pass for a row;
- anything else (an empty list, a mapping of values) as compact JSON on its line.

Cells and values: numbers as Python writes them, a whole number without ``.0`` (``43``, ``40.5``, ``5293.85``:
rupees to the paisa, never rounded), ``true`` / ``false``, ``-`` for none (JSON null, or a field a record lacks),
a list of two or more plain values joined by ``, ``; a text that is empty, has spaces at its ends, holds ``|``,
``, `` or a line break inside a cell, or could be read as another value (``-``, ``true``, a number) is written as
a JSON string, and a nested record or a list of one as compact JSON (a ``|`` in them as ``\\u007c``). The field
names are the tool's (its description lists them), so the units are in them once (``_inr``: rupees; quantities in
the item's selling unit).

Compared with the JSON the results were before (``{"ok": true, "minutes": 5, "data": {...}}``, each key on every
record), the manager's books read in about 0.35 of the tokens (``check_books`` 7,292 → 2,581 on day 8; the
helper's ``look_at_shelves`` 1,788 → 614; counted offline; 0.45 and 0.47 of the characters). A refused call is still answered as JSON, ``{"ok":
false, "error": "..."}`` (short, and read by programs as well as models); a role with ``results: json`` gets the
old JSON for every result (``agents.role_tools.result_text``). ``parse`` reads a text back to its data exactly
(a fake server in a test reads results with it).

``cut_rows`` shortens such a text at whole rows to fit a token budget (``agents.context_folds.cut_message``).
"""
from __future__ import annotations

import json
import re
from typing import Any

from agents.tokens import count_tokens

__all__ = ["render", "parse", "cut_rows", "KEY_COLUMNS", "CUT_NOTE"]

# the name of the key column of an object of records, by the field's name (default "key")
KEY_COLUMNS = {"items": "sku", "shelf": "sku", "godown": "sku"}  # the objects of records the tools return
CUT_NOTE = "left out to fit the context budget; call the tool again to see them"
_JSON = json.JSONEncoder(ensure_ascii=False).encode
_NUMBERISH = re.compile(r"^[-+]?(\d[\d,]*\.?\d*|\.\d+)([eE][-+]?\d+)?$")
_HEADER = re.compile(r"^([^\s:]+) \((?:showing (\d+) of )?(\d+) rows?( by \S+)?(?:; \d+ " + re.escape(CUT_NOTE)
                     + r")?\): (.*)$")
_TEXTS = re.compile(r"^(.*); each row's (.*) below it, indented$")
_NUMBER = re.compile(r"^-?\d+(\.\d+)?([eE][-+]?\d+)?$")


def _number(v: int | float) -> str:
    if isinstance(v, float) and v.is_integer() and abs(v) < 1e15:
        return str(int(v))
    return repr(v)


def _plain(s: str) -> bool:
    """Whether a text can stand bare in a cell or after ``name: `` without being misread."""
    return bool(s) and s == s.strip() and "\n" not in s and "\r" not in s and "|" not in s and ", " not in s and \
        s not in ("-", "true", "false", "null", "[]", "{}") and not _NUMBERISH.match(s) and s[0] not in "[{\""


def _cell(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return _number(v)
    if isinstance(v, str):
        return v if _plain(v) else _quoted(v)
    if isinstance(v, list) and len(v) > 1 and all(isinstance(x, (str, int, float)) and not isinstance(x, bool)
                                         and (not isinstance(x, str) or (_plain(x) and "," not in x)) for x in v):
        return ", ".join(_cell(x) for x in v)
    return _quoted(v)


def _quoted(v: Any) -> str:
    """``v`` as compact JSON, a ``|`` inside written ``\\u007c`` so no cell holds the separator."""
    return _JSON(v).replace("|", "\\u007c")


def _multiline(v: Any) -> bool:
    return isinstance(v, str) and ("\n" in v or "\r" in v)


def _indented(text: str) -> list[str]:
    return ["  " + line for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]


def _records(v: Any) -> list[tuple[Any, dict]] | None:
    """(key or None, record) for a list or object of records (dicts), else None."""
    if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
        return [(None, x) for x in v]
    if isinstance(v, dict) and v and all(isinstance(x, dict) for x in v.values()):
        return list(v.items())
    return None


def _table(name: str, rows: list[tuple[Any, dict]]) -> list[str]:
    cols = list(dict.fromkeys(c for _, r in rows for c in r))
    texts = [c for c in cols if any(_multiline(r.get(c)) for _, r in rows)]
    shown = [c for c in cols if c not in texts]
    keyed = rows[0][0] is not None
    head = ([KEY_COLUMNS.get(name, "key")] if keyed else []) + shown
    after = f"; each row's {', '.join(texts)} below it, indented" if texts else ""
    by = f" by {head[0]}" if keyed else ""
    out = [f"{name} ({len(rows)} row{'s' if len(rows) != 1 else ''}{by}): " + " | ".join(head) + after]
    for key, r in rows:
        out.append(" | ".join(([_cell(key)] if keyed else []) + [_cell(r[c]) if c in r else "-" for c in shown]))
        for c in texts:
            v = r.get(c)
            out += _indented(v) if _multiline(v) else ["  " + _cell(v)]
    return out


def render(data: dict, minutes: int) -> str:
    """A successful result's text (see the module docstring). ``data``: the tool's result (a dict);
    ``minutes``: what the call cost."""
    lines = [f"ok ({minutes} minute{'s' if minutes != 1 else ''})"]
    for name, v in data.items():
        rows = _records(v)
        if rows is not None:
            lines += _table(str(name), rows)
        elif _multiline(v):
            lines += [f"{name}:"] + _indented(v)
        else:
            lines.append(f"{name}: {_cell(v)}")
    return "\n".join(lines)


def _blocks(text: str) -> list[list[Any]] | None:
    """The text's tables: [header line index, name, shown, of, [row start indices], end index]; None if none."""
    lines = text.split("\n")
    tables, i = [], 0
    while i < len(lines):
        m = _HEADER.match(lines[i])
        if m is None:
            i += 1
            continue
        shown = int(m.group(3)) if m.group(2) is None else int(m.group(2))
        of = int(m.group(3))
        starts, j = [], i + 1
        while len(starts) < shown and j < len(lines):
            starts.append(j)
            j += 1
            while j < len(lines) and lines[j].startswith("  "):
                j += 1
        tables.append([i, m.group(1), shown, of, starts, j])
        i = j
    return tables or None


def cut_rows(text: str, tokens: int) -> str | None:
    """``text`` (a ``render`` result) shortened to about ``tokens`` tokens at whole rows: the table with the most
    tokens loses rows from its end, at most half its rows at a time (then the longest again), its header saying
    ``showing 20 of 39 rows; 19 left out to fit the context budget; call the tool again to see them``. Never cuts
    inside a row. None when the text has no table."""
    if _blocks(text) is None:
        return None
    for _ in range(200):
        if count_tokens(text) <= tokens:
            return text
        lines = text.split("\n")
        tables = [t for t in _blocks(text) or [] if t[4]]
        if not tables:
            return text
        head, name, shown, of, starts, end = max(tables, key=lambda t: count_tokens("\n".join(lines[t[0]:t[5]])))
        over = count_tokens(text) - tokens
        size = count_tokens("\n".join(lines[starts[0]:end])) / max(1, len(starts))
        drop = max(1, min(len(starts) // 2, int(over / max(1.0, size)) + 1))  # at most half: the next table shares
        keep = len(starts) - drop
        cut_at = starts[keep] if keep < len(starts) else end
        m = _HEADER.match(lines[head])
        lines[head] = f"{name} (showing {keep} of {of} rows{m.group(4) or ''}; {of - keep} {CUT_NOTE}): {m.group(5)}"
        text = "\n".join(lines[:cut_at] + lines[end:])
    return text


def _value(cell: str) -> Any:
    """A cell or value read back (``parse``)."""
    if cell == "-":
        return None
    if cell in ("true", "false"):
        return cell == "true"
    if _NUMBER.match(cell):
        return float(cell) if any(c in cell for c in ".eE") else int(cell)
    if cell[:1] in ('"', "[", "{"):
        return json.loads(cell)
    if ", " in cell:
        return [_value(x) for x in cell.split(", ")]
    return cell


def parse(text: str) -> tuple[int, dict]:
    """(minutes, data) read back from a ``render`` text: what a model reading it can know, exactly (a whole
    number of rupees comes back as an int: ``43 == 43.0``). A field a record lacked comes back as None.
    Raises ValueError for a text that is not a successful result's (a refusal's JSON, a folded result)."""
    lines = text.split("\n")
    m = re.match(r"^ok \((\d+) minutes?\)$", lines[0])
    if m is None:
        raise ValueError(f"not a tool result's text: {lines[0][:60]!r}")
    data: dict[str, Any] = {}
    i = 1
    while i < len(lines):
        line = lines[i]
        head = _HEADER.match(line)
        if head is not None:
            name, cols = head.group(1), head.group(5)
            texts_m = _TEXTS.match(cols)
            texts = texts_m.group(2).split(", ") if texts_m else []
            cols = (texts_m.group(1) if texts_m else cols).split(" | ")
            keyed = head.group(4) is not None
            shown = int(head.group(3) if head.group(2) is None else head.group(2))
            rows: list[tuple[Any, dict]] = []
            i += 1
            for _ in range(shown):
                cells = [_value(c) for c in lines[i].split(" | ")]
                i += 1
                record = dict(zip(cols[1:] if keyed else cols, cells[1:] if keyed else cells))
                for c in texts:
                    body = []
                    while i < len(lines) and lines[i].startswith("  "):
                        body.append(lines[i][2:])
                        i += 1
                    record[c] = "\n".join(body) if len(body) != 1 or not body[0][:1] in ('"', "-") \
                        else _value(body[0])
                rows.append((cells[0] if keyed else None, record))
            data[name] = {k: r for k, r in rows} if keyed else [r for _, r in rows]
            continue
        name, _, rest = line.partition(":")
        i += 1
        if rest == "":
            body = []
            while i < len(lines) and lines[i].startswith("  "):
                body.append(lines[i][2:])
                i += 1
            data[name] = "\n".join(body)
        else:
            data[name] = _value(rest[1:])
    return int(m.group(1)), data
