"""An order written as comma-separated rows under a header line (part of stage 1, ``lang.before_reading``):

    item,qty,unit,rate_inr          वस्तु,मात्रा,इकाई,दर          saman,matra,unit,rate
    onion,40,kg,30                  प्याज़,40,किलो,30               pyaz,40,kg,30

A shopkeeper reads each row as its goods, count and rate: 40 kg onion at ₹30 a kg (holdout80). Read as written,
the rate stood alone with no rupee sign or unit and was refused ("what is 30 for?").

``csv_rows`` writes each such row as the line a shopkeeper would have written ("onion 40 kg @ ₹30/kg") and drops
the header. Only when the header names an item column and a quantity column, and nothing but a unit and a rate
column besides (``_COLUMNS``), and every row below it has as many cells, the item a word, the count and rate
numbers and the unit a word. Any other comma-separated text (a price list with no quantity, a column the reader does
not know: "item,stock", "item,qty,remarks") is left as it is.

Shape: ``csv_rows(text)`` → text; linear in the length.
"""
from __future__ import annotations

import re

__all__ = ["csv_rows"]

#: Header words of each column, folded to lower case (underscores as spaces).
_COLUMNS = {
    "item": {"item", "items", "name", "product", "goods", "saman", "samaan", "सामान", "वस्तु", "माल", "maal"},
    "qty": {"qty", "quantity", "matra", "maatra", "मात्रा", "qty.", "sankhya", "संख्या"},
    "unit": {"unit", "units", "ikai", "इकाई", "unit of measure", "uom"},
    "rate": {"rate", "rate inr", "rate rs", "price", "price inr", "price rs", "dar", "दर", "daam", "दाम", "bhav",
             "bhaav", "भाव", "rate (₹)", "price (₹)", "rate ₹", "price ₹"},
}
_NUMBER = re.compile(r"^₹?\s*\d{1,6}(?:\.\d{1,2})?$")
_WORD = re.compile(r"^[^\d,]*[^\W\d_][^\d,]*$")


def _roles(header: str) -> list[str] | None:
    """The role of each column of ``header`` ("item,qty,unit,rate_inr"), or None when it is no order's header."""
    roles = []
    for cell in header.split(","):
        key = cell.strip().lower().replace("_", " ")
        role = next((r for r, words in _COLUMNS.items() if key in words), None)
        if role is None or role in roles:
            return None
        roles.append(role)
    return roles if len(roles) >= 3 and "item" in roles and "qty" in roles else None


def _row(cells: list[str], roles: list[str]) -> str | None:
    """The line written for one row's ``cells``, or None when a cell is not what its column holds."""
    got = dict(zip(roles, (c.strip() for c in cells)))
    if not _WORD.match(got["item"]) or not _NUMBER.match(got["qty"]) or got["qty"].startswith("₹"):
        return None
    unit = got.get("unit", "")
    if unit and not _WORD.match(unit):
        return None
    line = f"{got['item']} {got['qty']}" + (f" {unit}" if unit else "")
    rate = got.get("rate", "")
    if rate:
        if not _NUMBER.match(rate):
            return None
        line += f" @ ₹{rate.lstrip('₹').strip()}" + (f"/{unit}" if unit else "")
    return line


def csv_rows(text: str) -> str:
    """``text`` with each block of comma-separated order rows under a header written as plain lines (module
    docstring); unchanged when it holds none. Never raises."""
    if not isinstance(text, str) or text.count(",") < 4 or "\n" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    k = 0
    changed = False
    while k < len(lines):
        roles = _roles(lines[k]) if lines[k].count(",") >= 2 else None
        rows: list[str] = []
        j = k + 1
        while roles and j < len(lines) and lines[j].count(",") == len(roles) - 1:
            row = _row(lines[j].split(","), roles)
            if row is None:
                break
            rows.append(row)
            j += 1
        if roles and rows and (j == len(lines) or lines[j].count(",") != len(roles) - 1):
            out += rows
            changed = True
            k = j
            continue
        out.append(lines[k])
        k += 1
    return "\n".join(out) if changed else text
