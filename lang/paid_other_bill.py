"""A payment with no bill named, beside a bill named "too": "Paid, sir. Please check B57 too", "Payment kar diya. B57
bhi check karna" (issue 10; last session's leftover). The payment had been read as paying B57, silently; "too" says
B57 is a bill besides the one paid, which is not named. ``paid_other_bill`` refuses with ``no_id.bill`` (which bill was
paid?) when every sentence naming a bill says "too", "also", "as well" or "bhi" and none of them pays.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reasons import why

__all__ = ["paid_other_bill"]

#: Words that make a bill one more, besides another ("B57 too", "B57 bhi", "also B57", "B57 as well").
_ALSO = fold_words("too also bhi भी well")


def paid_other_bill(reader) -> None:
    """Set ``reader.refused_why`` (``no_id.bill``, a payment) when the sentences that pay name no bill and every
    sentence naming one holds a word of ``_ALSO``. ``reader``: the MessageReader after its clause acts."""
    if not reader.bill_ids or _ALSO.isdisjoint(reader._keys):
        return
    paying = {c.clause for c in reader.cues if "pay" in c.kinds}
    named = {reader.clause_of[p] for p, _ in reader.bill_ids}
    if not paying or paying & named:
        return
    said = clause_words(reader)
    if all(not _ALSO.isdisjoint(said.get(c, ())) for c in named):
        reader.refused_why = why("no_id.bill", action="pay")
