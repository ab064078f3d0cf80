"""A Total line closing a list of goods with their counts, the counts' sum (session 46, helper RF; a new user's trial,
F5, in all three languages): "| Pyaaz | 25 kg |\n| Aloo | 20 kg |\n| **Total** | 45 kg |", "Rice: 20 kg\nSugar: 10
kg\nTotal: 30 kg", "**कुल: 60 पैकेट**" under "दूध … 40 पैकेट / दही … 20 पैकेट". The reader asked what the total was
for ("what is 45 kg for?"); a shopkeeper reads the lines ordered and the total as the writer's own check of them.

``total_row_read(text, reading, read)`` reads such a refusal (``ambiguous_intent.figure`` naming a count, no ₹) again
without the Total line, and keeps that reading only when all of these hold (never a guess):

- exactly one line of the message is a total and nothing else: "Total" / "Grand total" / "Total qty" / "kul" /
  "कुल" (with markdown, bars, a colon) and one count with a unit, the refused figure;
- the counts in that unit elsewhere in the message (kg, kilo, किलो; litre, L, लीटर; packet, pkt, पैकेट; …) add up
  to the total exactly;
- the reading without the line is readable and orders at least two goods and does nothing else.

"Total: 50 kg" under 25 kg and 20 kg (a line missing or wrong), a total with no unit, or a total beside a pack size
("आटा (5 किलो पैक) … कुल 30 किलो") keep the refusal.

Shape: ``total_row_read(text, reading, read)`` → Reading; ``read``: text → Reading. One pass over the lines, one
reading again.
"""
from __future__ import annotations

import re
from decimal import Decimal

from lang.count_left_told import refused_count

__all__ = ["total_row_read"]

_TOTAL_LINE = re.compile(r"^[ \t|*_#>-]*(?:grand\s+)?(?:total|kul|कुल)(?:\s+(?:qty|quantity|मात्रा|matra))?"
                         r"[ \t|*_:=-]*(\d+(?:\.\d+)?)\s*([^\d\s|*_.,:]{1,12})[ \t|*_.]*$", re.I | re.M)
#: Units by class: a count in any spelling of the total's unit is added to the sum.
_UNITS = [frozenset(u.split()) for u in (
    "kg kgs kilo kilos kilogram kilograms किलो किग्रा", "l ltr ltrs litre litres liter liters लीटर लिटर",
    "packet packets pkt pkts packet पैकेट पैकेटों", "dozen darjan दर्जन", "tray trays ट्रे",
    "piece pieces pc pcs पीस", "bottle bottles बोतल", "bar bars", "box boxes डिब्बे डिब्बा")]
_COUNT = re.compile(r"(?<![\d.,₹])(\d+(?:\.\d+)?)\s*([^\d\s|*_.,:()/\-]{1,12})")


def _unit_class(word: str) -> frozenset | None:
    w = word.lower()
    return next((u for u in _UNITS if w in u), None)


def total_row_read(text, reading, read):
    """``reading``, or the message read again without its Total line (module docstring)."""
    figure = refused_count(text, reading)
    if figure is None:
        return reading
    totals = list(_TOTAL_LINE.finditer(text))
    if len(totals) != 1 or not figure.startswith(totals[0].group(1)):
        return reading
    m = totals[0]
    unit = _unit_class(m.group(2))
    if unit is None:
        return reading
    rest = text[:m.start()] + text[m.end():]
    counted = [Decimal(c.group(1)) for c in _COUNT.finditer(rest) if c.group(2).lower() in unit]
    if len(counted) < 2 or sum(counted) != Decimal(m.group(1)):
        return reading
    again = read(rest)
    if again.readable and len(again.intents) >= 2 and all(i.kind == "order" and i.quantity for i in again.intents):
        return again
    return reading
