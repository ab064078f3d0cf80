"""Questions that are not what they look like, found by session 41's helper FZ on the labelled corpora (issue 10),
each in a module of its own, run together from ``lang.after_acts`` in this order:

- small talk after a price ("Moong dal ₹98 a kilo. Baaki sab theek?", "बाकी सब ठीक?", "Everything fine?") agrees to
  nothing (``lang.all_well``);
- goods priced in a question, then "Send it." / "Bhej do." / "भेज दो।" ("Gud ₹3,000 for 50 kg? Send it."): the order
  they take is refused as asked, not read as an offer (``lang.asked_then_sent``).

Shape: ``questions_beside(reader)`` with the MessageReader after its clause acts; each pass changes its cues in place.
"""
from __future__ import annotations

from lang.all_well import all_well
from lang.asked_then_sent import asked_then_sent

__all__ = ["questions_beside"]


def questions_beside(reader) -> None:
    """Run the passes of the module docstring over ``reader``, in order."""
    all_well(reader)
    asked_then_sent(reader)
