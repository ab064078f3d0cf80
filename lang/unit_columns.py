"""A markdown table whose header names the unit of a column in brackets, over cells of bare numbers: "| Item | Qty (kg)
| Rate (₹/kg) |" / "| Onion | 30 | 28 |", "| सामान | मात्रा (किलो) | रेट (₹/किलो) |" / "| प्याज़ | 30 | 28 |", "| Item |
Qty (kg) | Rate (₹/kg) |" / "| Pyaaz | 30 | 28 |" (session 44, probe set RB, r052: frontier models lay an order out
so). Each row had been refused "what is 28 for?": the rate's cell names no rupee. A shopkeeper reads 30 kg of onion at
₹28 a kg. ``unit_columns`` writes each bare number under such a header with the header's unit: a count column
("Qty", "Quantity", "मात्रा", "Matra") with "(kg)", "(litres)", "(trays)", "(packets)" … gets the unit after the number
("30 kg"); a rate column ("Rate", "Price", "Bhav", "रेट", "भाव", "दर", "कीमत") with "(₹/kg)", "(Rs per kg)", "(₹/किलो)"
gets "₹28/kg", and with "(₹)" or "(Rs)" alone, or with no brackets ("| item | qty | rate |"), "₹28". Only cells that are one bare number are written; a cell that
names its own unit or price ("30 kg", "₹28/kg") is left as written, and so is every column the header names no unit
for (an amount or total column is never written). Part of stage 1 (cleaning); linear in the text.
"""
from __future__ import annotations

import re

__all__ = ["unit_column_rows"]

_NUM = r"[0-9\u0966-\u096f]+(?:[.,][0-9\u0966-\u096f]+)*"
_BARE = re.compile(rf"^\s*({_NUM})\s*$")
#: A count column's header with its unit in brackets: "Qty (kg)", "Quantity (trays)", "मात्रा (किलो)".
_COUNT_HEAD = re.compile(r"^\s*(?:qty\.?|quantity|matra|maatra|मात्रा)\s*\(\s*([^()\d₹]{1,12}?)\s*\)\s*$", re.IGNORECASE)
#: A rate column's header with the rupee and, after a slash or "per", the unit: "Rate (₹/kg)", "Price (Rs per kg)",
#: "रेट (₹/किलो)", "Rate (₹)".
_RATE_HEAD = re.compile(r"^\s*(?:rate|price|bhav|bhaav|daam|रेट|भाव|दर|कीमत|क़ीमत|दाम)\s*\(\s*(?:₹|rs\.?|inr|रु\.?)\s*"
                        r"(?:(?:/|per|प्रति)\s*([^()\d₹]{1,12}?))?\s*\)\s*$", re.IGNORECASE)

#: A rate column's header alone, no unit: "Rate", "भाव" — "| chawal | 40 kg | 52 |" is ₹52 (the selling unit's, as an
#: unmarked price beside a count is read): a walker's mail of session 51, refused "what is 52 for?" (session 52).
_PLAIN_RATE_HEAD = re.compile(r"^\s*(?:rate|price|bhav|bhaav|daam|रेट|भाव|दर|कीमत|क़ीमत|दाम)\s*$", re.IGNORECASE)


def _cells(line: str) -> list[str]:
    return line.strip().strip("|").split("|")


def unit_column_rows(text: str) -> str:
    """``text`` with each bare number under a header that names its column's unit written with that unit (module
    docstring)."""
    if "|" not in text:
        return text
    lines = text.split("\n")
    units: dict[int, str] = {}
    for k, line in enumerate(lines):
        if not line.strip().startswith("|"):
            units = {}
            continue
        cells = _cells(line)
        heads = {}
        for j, c in enumerate(cells):
            if m := _COUNT_HEAD.match(c):
                heads[j] = "{} " + m.group(1).strip()
            elif m := _RATE_HEAD.match(c):
                heads[j] = "₹{}" + (f"/{m.group(1).strip()}" if m.group(1) else "")
            elif _PLAIN_RATE_HEAD.match(c):
                heads[j] = "₹{}"
        if heads:
            units = heads
            continue
        if not units:
            continue
        out = [units[j].format(b.group(1)) if j in units and (b := _BARE.match(c)) else c for j, c in enumerate(cells)]
        if out != cells:
            lines[k] = "| " + " | ".join(x.strip() for x in out) + " |"
    return "\n".join(lines)
