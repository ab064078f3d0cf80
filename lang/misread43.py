"""Kinds the reader had read silently wrong, found by session 43's fixer RA from probes written the way chat models
write (issue 10), each in a module of its own, run together from ``lang.misread40``: goods needed by a time right
after an order's delivery is asked ("O6 nikla? 40 packet besan 4 baje se pehle chahiye": are they O6's goods or a new
order? ``lang.need_after_asked``).

(Session 43's other kinds are read where they arise: a fact's count not lent to goods asked later ("We usually keep 20
kg of sugar. Send sugar."), "each" not lent to goods said apart ("… Send 40 kg each. Tomato we'll skip.") and a count
told of a van or a godown not lent to the goods ("The van can carry 500 kg. Send sugar."), ``lang.counts_not_lent``;
goods a count only rides with ("Send 6 litres more with the milk"), ``lang.with_goods``; an age or the last day ("My
daughter is 8 …", "31 aakhri din hai"), ``lang.day_numbers``; "pichla order … tha" told, not placed,
``lang.past_order``; goods every month, ``lang.verify_kinds``' recurring check. Tests: ``tests/test_reader_ra_kinds.py``.)

Shape: ``misread43(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.misread48 import misread48
from lang.need_after_asked import need_after_asked

__all__ = ["misread43"]


def misread43(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts)."""
    need_after_asked(reader)
    misread48(reader)  # (session 48, RA: 'चना दाल पक्की, 25 किलो भेज दो' under a quote: accepted at its price)
