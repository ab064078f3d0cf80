"""A bill's lines laid out in a table under the line that names the bill checked and paid are the bill's reckoning,
not requests: "**B12 checked:**" over "| Bananas | 10 dozen | ₹480 |" … "| **Total** | | **₹960** |" then
"All correct — we have paid B12 in full" (holdout132 d7032); "We have checked **B2** (against O2) line by line:" over
its lines and total, then "We have **paid B2 in full**" and a repeat order (holdout143 o7026). The reader asked what a
figure of the table was for ("what is ₹960 for?"); a shopkeeper reads the bill paid, with the table as its working.

``bill_lines_table_read(text, reading, read)`` reads such a refusal (``ambiguous_intent.figure``) again without each
table (lines starting with "|") whose nearest line above names a bill id (B12, "बिल B2") and that holds the refused
figure, when the reading again is readable, pays every bill so named and disputes none.

A bill disputed over such a table ("## Bill B115 — discrepancy" over "| Toor dal | ₹142/kg | ₹135/kg |", "we checked
B3 (for O3) line by line" … "Please correct B3") stays refused: whether the fix asked ("Please issue a revised
bill", "sudhra hua B2 bhejiye") is an ``ask_bill`` of its own, and whether the dispute is of the bill or of the order
named beside it, are not settled by the words the table leaves (the labelled corpora answer both ways).

Otherwise the refusal stands: a table under a line naming no bill ("Next order:"), or beside a bill not paid ("B13
(Deccan) | Not received | Please send").

Shape: ``bill_lines_table_read(text, reading, read)`` → Reading; ``read``: text → Reading. One pass over the lines,
one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS

__all__ = ["bill_lines_table_read"]

_BILL = re.compile(r"(?<![A-Za-z0-9])B\s?-?(\d+)\b")


def bill_lines_table_read(text, reading, read):
    """``reading``, or the message read again without the tables of a named bill's lines (module docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS or "|" not in text or "```" in text:
        return reading
    figure = (getattr(reading, "reason_args", None) or {}).get("figure", "").strip().lstrip("₹")
    if not figure:
        return reading
    lines = text.split("\n")
    kept: list[str] = []
    bills: set[str] = set()
    held = False
    i = 0
    while i < len(lines):
        if not lines[i].strip().startswith("|"):
            kept.append(lines[i])
            i += 1
            continue
        j = i
        while j < len(lines) and lines[j].strip().startswith("|"):
            j += 1
        above = next((ln for ln in reversed(kept) if ln.strip()), "")
        named = {f"B{n}" for n in _BILL.findall(above)}
        if named:
            bills |= named
            held = held or any(figure in ln.replace("*", "") for ln in lines[i:j])
        else:
            kept.extend(lines[i:j])
        i = j
    if not held:
        return reading
    again = read("\n".join(kept))
    if not again.readable:
        return reading
    paid = {x.bill_id for x in again.intents if x.kind == "pay" and x.bill_id}
    if bills <= paid and not any(x.kind == "dispute" for x in again.intents):
        return again
    return reading
