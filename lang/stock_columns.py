"""A table with a column of the shop's own stock or sales beside the column of goods asked for (part of stage 1,
cleaning). "| Item | In stock | Order |" then "| Atta (5 kg) | 3 packets | **8 packets** |" asks for 8 packets of
atta: the 3 packets on the shelf are what the shopkeeper counted, context like a stock line in words ("we have 3
packets left"). The reader had taken both counts as the row's and refused ("3 packet of wheat flour is 3 packets,
not 8 packet"; holdouts 60, 77). ``stock_columns_dropped`` drops such a column when the table has another column
of figures besides the goods' names; a table of stock and sales alone ("| Item | In stock | Sold this week |") is
left as it is: dropped, the sales told in words beside it ("about 60 kg rice … went out") were read as an order.

Headers read (en / hinglish / hi): in stock, stock, on hand, left, remaining, sold, sold this week / stock mein,
bacha, bache, is hafte bika, bikri / स्टॉक में, स्टॉक, बचा, बचे, बिका, इस हफ़्ते बिका, बिक्री. Shapes:
``stock_columns_dropped(text: str) -> str``, linear in the text.
"""
from __future__ import annotations

import re

from lang.table_blocks import tables_rewritten

__all__ = ["stock_columns_dropped", "STOCK_COLUMN"]

#: A column of the shop's own stock or of what it sold: context, not goods asked for.
STOCK_COLUMN = re.compile(r"^\s*\**\s*(?:(?:in|current|our)\s+stock|stock(?:\s+(?:mein|me|left|now))?|on\s+hand|left|"
                          r"remaining|bacha|bache|baaki\s+stock|(?:is\s+hafte\s+|this\s+week\s+)?(?:sold|bika|biki|"
                          r"bikri)(?:\s+this\s+week)?|स्टॉक(?:\s+में)?|बचा|बचे|(?:इस\s+(?:हफ़्ते|हफ्ते)\s+)?(?:बिका|बिकी|"
                          r"बिक्री))\s*\**\s*$", re.IGNORECASE)
_FIGURE = re.compile(r"[0-9\u0966-\u096f]")
_RULE = re.compile(r"^[\s|:\-]+$")


def _table(rows: list[str]) -> list[str]:
    """One table's lines without its stock columns (all of them when no other column holds figures)."""
    head = rows[0].strip().strip("|").split("|")
    stock = {k for k, c in enumerate(head) if k > 0 and STOCK_COLUMN.match(c)}
    if not stock:
        return rows
    body = [r.strip().strip("|").split("|") for r in rows[1:] if not _RULE.match(r.strip())]
    others = [k for k in range(1, len(head)) if k not in stock and any(
        k < len(cells) and _FIGURE.search(cells[k]) for cells in body)]
    if not others:
        return rows  # a stock report alone: left as it is (dropped, a sales line beside it was read as an order)
    out = []
    for r in rows:
        cells = r.strip().strip("|").split("|")
        out.append("|" + "|".join(c for k, c in enumerate(cells) if k not in stock) + "|")
    return out


def stock_columns_dropped(text: str) -> str:
    """``text`` without the stock and sales columns of its tables (see the module's docstring)."""
    return tables_rewritten(text, _table)
