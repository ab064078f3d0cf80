"""A duplicate bill asked removed: "Bhaiya bill B15 do baar aa gaya hai, order ek hi tha. Duplicate hata do." (trial 34,
A62), "Bill B15 came twice; there was only one order. Please remove the duplicate.", "बिल B15 दो बार आ गया है, ऑर्डर
एक ही था। डुप्लीकेट हटा दीजिए।" The "hata do" / "remove" had been read as a cancel of an order the mail never names,
and the reply asked "which order to cancel?" though the bill is named. A shopkeeper disputes bill B15 as a duplicate.

``duplicate_removed(reader)`` (run by ``lang.after_acts``) takes "cancel" off the cues of a sentence that holds a word
of a duplicate ("duplicate", "डुप्लीकेट") when the message names a bill and no order, and reads them as a dispute: the
dispute of the named bill is then the message's request. "O36 is a duplicate of O37, cancel O36" (an order named)
reads as before.
``reader``: the MessageReader after its clause acts (cues, bill_ids, order_ids; cues change in place).
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["duplicate_removed"]

_DUPLICATE = fold_words("duplicate duplicated डुप्लीकेट डुप्लिकेट")


def duplicate_removed(reader) -> None:
    """Read "remove the duplicate" beside a named bill as its dispute (module docstring). "Duplicate hata do." under
    "bill B15 do baar aa gaya hai" -> dispute B15; "बिल B15 दो बार आया है। डुप्लीकेट हटा दीजिए।" -> dispute B15."""
    if _DUPLICATE.isdisjoint(reader._keys) or not reader.bill_ids or reader.order_ids:
        return
    words = clause_words(reader)
    dup = {k for k, ws in words.items() if not _DUPLICATE.isdisjoint(ws)}
    for c in reader.cues:
        if "cancel" in c.kinds and c.clause in dup:
            c.kinds = type(c.kinds)(c.kinds - {"cancel"} | {"dispute"})  # (no dispute word in "डुप्लीकेट हटा दीजिए")
