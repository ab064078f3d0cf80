"""A bill asked paid in instalments: "Can we pay B5 in two instalments?", "क्या B5 का पेमेंट दो किस्तों में कर सकते
हैं?", "B5 ka payment do kiston mein kar sakte hain kya?" (holdout97 a9010). The question had been read as a request
for B5's bill (``ask_bill``), silently: the writer asks to pay in parts, which the desk does not do.
``instalments_asked`` refuses it (``ambiguous_intent.partial_pay``: part paid and the balance later? we settle a bill
in full), naming the first bill the message names. A message naming no bill is left to the other checks.

Shape: ``instalments_asked(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["instalments_asked"]

#: Words of paying in parts.
_INSTALMENTS = fold_words("instalment instalments installment installments kist kiston kisht kishton किस्त किस्तों "
                          "किश्त किश्तों")


def instalments_asked(reader) -> None:
    """Set ``reader.refused_why`` when the message names a bill and a word of instalments (module docstring)."""
    if _INSTALMENTS.isdisjoint(reader._keys) or not reader.bill_ids or getattr(reader, "refused_why", None):
        return
    reader.refused_why = why("ambiguous_intent.partial_pay", id=reader.bill_ids[0][1])
