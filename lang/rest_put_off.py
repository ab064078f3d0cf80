"""The rest of a bill paid now, put off in a sentence of its own (issue 10, session 38, fixer DC): "| B3 | ₹6,040 |
₹3,000 (12 जुलाई) | ₹2,000 | … B3 का थोड़ा बाक़ी, ख़राब माल का क्रेडिट तय होने पर चुका देंगे।", "B3 ka thoda baaki,
kharab maal ka credit tay hone pe chuka denge." (holdout127 l8040). B3 is paid in part today and its rest later. The
last look at payments (``lang.take_backs``) drops a bill whose payment is put off when other bills are paid now ("B75
ka payment aaj kar diya. B77 agle hafte karenge": B77 asks nothing today), and it dropped B3 so, silently: the desk
acknowledged B10 alone. The English ("The small balance on B3 will be settled once …") is asked as a part payment
(``ambiguous_intent.partial_pay``): the desk settles a bill only whole.

``rest_of_paid(reader, clause, bills)`` is true when a word of what is left ("बाक़ी", "baaki", "balance", "rest",
"remaining") stands within three words of one of ``bills`` in sentence ``clause``: the sentence puts off the rest of
that bill, not the bill; ``lang.take_backs`` then keeps the sentence (no drop) and ``lang.part_today.later_or_part``
asks it as a part payment. "B77 agle hafte karenge" (no word of the rest) is dropped beside a payment as before.

Shape: ``rest_of_paid(reader, clause: int, bills: set[str]) -> bool`` with the MessageReader after its reading.
Examples: "B3 का थोड़ा बाक़ी … चुका देंगे।" → True; "B3 ka thoda baaki … chuka denge." → True; "The small balance
on B3 will be settled …" → True; "B77 का भुगतान अगले हफ़्ते करेंगे।" → False.
"""
from __future__ import annotations

from lang.act_words import REST_LEFT

__all__ = ["rest_of_paid"]


def rest_of_paid(reader, clause: int, bills: set) -> bool:
    """A word of what is left within three words of a bill of ``bills`` in sentence ``clause`` (module docstring)."""
    if REST_LEFT.isdisjoint(reader._keys):
        return False
    lo, hi = reader.clause_span[clause]
    for pos, ident in reader.bill_ids:
        if ident in bills and lo <= pos < hi and any(
                reader._word(k) in REST_LEFT for k in range(max(lo, pos - 4), min(hi, pos + 5))):
            return True
    return False
