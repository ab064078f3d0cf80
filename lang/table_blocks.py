"""The markdown tables of a message, each rewritten as a block (``lang.change_columns``, ``lang.stock_columns``)."""
from __future__ import annotations

from typing import Callable

__all__ = ["tables_rewritten"]


def tables_rewritten(text: str, rewrite: Callable[[list[str]], list[str]]) -> str:
    """``text`` with each run of lines that start with "|" (a table) replaced by ``rewrite(lines)``; every other line
    as it was. The text itself when it holds no "|"."""
    if "|" not in text:
        return text
    out: list[str] = []
    table: list[str] = []
    for ln in text.split("\n") + [""]:
        if ln.strip().startswith("|"):
            table.append(ln)
            continue
        if table:
            out.extend(rewrite(table))
            table = []
        out.append(ln)
    return "\n".join(out[:-1])
