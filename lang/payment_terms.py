""""Payment" as a noun of a term or condition: "We refuse the advance-payment condition, so please cancel O14",
"We can't accept the payment terms". It is a word of paying ("payment done for O14"), and the refusal had paid O14
beside cancelling it (breaker AX, silently). ``payment_terms`` takes the payment off a pay cue standing on such a word
when a noun of a term follows it ("payment condition", "payment terms", "payment ki shart"); then it runs
``lang.bought_elsewhere``, the other payment that is none of ours (another seller's sale to us told as a cancel's
reason: "O12 cancel kar do, local wholesaler ne ₹39 me maal de diya"; session 50), and ``lang.terms_of_payment``, the
terms told beside a request ("Payment in 15 days.", "Cash on delivery."; session 52).
"""
from __future__ import annotations

from lang.bought_elsewhere import bought_elsewhere
from lang.language import fold_words
from lang.terms_of_payment import terms_of_payment

__all__ = ["payment_terms"]

_PAYING = fold_words("payment payments pay bhugtan भुगतान पेमेंट")
#: Nouns after them that make them a term, not a payment.
_TERMS = fold_words("condition conditions term terms clause shart sharten शर्त शर्तें policy")
_LINK = fold_words("ka ki ke का की के")


def payment_terms(reader) -> None:
    """Take "pay" off the cues ending on a word of ``_PAYING`` followed (past "ki"/"की") by a noun of a term.
    ``reader``: the MessageReader after its clause acts (tokens, cues)."""
    bought_elsewhere(reader)  # (lang.bought_elsewhere: the rival's sale and the payment to him, background)
    terms_of_payment(reader)  # (lang.terms_of_payment: "Payment in 15 days", "Cash on delivery": no bill paid)
    if _PAYING.isdisjoint(reader._keys) or _TERMS.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if "pay" not in c.kinds or reader._word(c.end - 1) not in _PAYING:
            continue
        k = c.end + (reader._word(c.end) in _LINK)
        if reader._word(k) in _TERMS:
            c.kinds = c.kinds - {"pay"}
