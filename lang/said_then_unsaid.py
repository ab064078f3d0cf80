"""Goods or a request said and then taken back in the next sentence (issue 10; session 41's fixer FU), each kind in a
module of its own, run together from ``lang.told_not_done``: goods ordered and taken back in another sentence,
either way round ("Send 4 trays eggs. Cancel the eggs.", "अंडे मत भेजो। 4 ट्रे अंडे भेजो।": refused,
``lang.goods_taken_back``), and a request said and then denied by the next sentence's opening "no" ("Chawal ₹38
theek hai. Nahi yaar, mehnga hai.": refused, ``lang.said_then_no``). Both refuse ``contradictory.retracted``, naming
the sentence taken back: which of the two the shop means is not in the words. So are goods cut from a named order
and then asked sent as ordered (``lang.cut_then_as_ordered``).

Shape: ``said_then_unsaid(reader)`` with the MessageReader after its clause acts; each pass changes the reader in place.
"""
from __future__ import annotations

from lang.cut_then_as_ordered import cut_then_as_ordered
from lang.goods_taken_back import goods_taken_back
from lang.said_then_no import said_then_no

__all__ = ["said_then_unsaid"]


def said_then_unsaid(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "Send 4 trays eggs. Cancel the eggs." and "Chawal ₹38 theek hai. Nahi yaar, mehnga hai." are refused."""
    goods_taken_back(reader)
    said_then_no(reader)
    cut_then_as_ordered(reader)  # 'Cancel sugar from O7. Sugar 30 kg send as per order only.'
