"""An order thanked for or told arrived in a paragraph of its own is not the order of a bill disputed in another
(holdout142 n7021, n7032; session 40, helper DR): "Thank you for delivering O3 on time despite the festival rush. ⏎⏎
However, bill B3 charges Parle-G at ₹4.60 a packet … Kindly correct B3", "त्योहार की भीड़ के बावजूद O3 समय पर
पहुँचाने के लिए धन्यवाद। ⏎⏎ लेकिन बिल B3 में पारले-जी ₹4.60 पैकेट लगाया गया है …", "O5 (24 litre ghee) 16 tareekh ko
mil gaya. ⏎⏎ Lekin bill B5 mein ₹540 per litre lagaya hai … Kripya B5 theek kijiye." The dispute had carried the
order as the bill's own (``lang.order_bills``: an order named in a clause that asks nothing is the bill's, as in
"The soaps of order O19 were expired. We dispute B23" or "Thank you for delivering O87 … 8 of the 60 eggs were broken;
kindly adjust this in bill B32", one paragraph). A blank line between says the writer has moved on: the thanks are
for the delivery, and the dispute names its bill alone (the corpus golds: of 61 disputes, payments and bill requests
read with both ids, none had the order only in a paragraph apart from the bill).

Shape: ``order_apart(reader, cue_pos, bill, order_pos) -> bool``. Never raises.
"""
from __future__ import annotations

import bisect
import re

__all__ = ["order_apart"]

_BLANK = re.compile(r"\n[ \t]*\n")


def _breaks(reader) -> list[int]:
    """Character offsets in ``reader.text`` at which a blank line ends a paragraph (cached on the reader)."""
    got = getattr(reader, "_paragraph_breaks", None)
    if got is None:
        got = [m.start() for m in _BLANK.finditer(reader.text)]
        reader._paragraph_breaks = got
    return got


def _paragraph(reader, pos: int) -> int:
    """The paragraph (0 first) of token ``pos``."""
    return bisect.bisect_left(_breaks(reader), reader.tokens[pos].start)


def order_apart(reader, cue_pos: int, bill: str, order_pos: list[int]) -> bool:
    """Whether every mention of an order (token positions ``order_pos``) lies in a paragraph that holds neither the
    bill cue (token ``cue_pos``) nor any mention of the bill ``bill`` ("B3"). ``reader``: the MessageReader (text,
    tokens, bill_ids). False for a message of one paragraph or an order with no mention."""
    if not order_pos or not _breaks(reader):
        return False
    own = {_paragraph(reader, cue_pos)} | {_paragraph(reader, p) for p, i in reader.bill_ids if i == bill}
    return all(_paragraph(reader, p) not in own for p in order_pos)
