"""A question about the supplier's terms that names no goods — credit, delivery days, a minimum order: "Do you deliver
on Sunday? What is the minimum order?", "उधार पर 15 दिन मिलेंगे?", "Udhaar pe 15 din milenge?" (walk56). These had
been refused "which item? name it" or "no order, offer, question, payment or bill could be read": the first tells the
writer to name goods it never meant to buy, the second that no question was read. The refusal stands (the desk does
not set terms by mail); its reason now says what the desk answers: ``no_intent.terms`` ("a question about terms —
credit, delivery days, a minimum order — is not one the desk answers; it answers orders, rates, bills and payments of
goods named, e.g. 'Rate for 50 kg sugar?'"), in the writer's language.

When: the message was refused ``no_item.none`` or ``no_intent.nothing`` (only the reason changes), it has a "?",
no order or bill id, no ₹ or price mark, no goods named, and a word of terms ("credit", "udhaar", "उधार", "deliver",
"डिलीवरी", "minimum", "Sunday", "रविवार", "advance", "discount", "छूट").

Shape: ``terms_asked(text, reading) -> Reading`` (run by ``lang.placed_read`` on a refused reading); never raises.
"""
from __future__ import annotations

import re

from lang.clean import clean
from lang.items import matcher_for
from lang.language import fold_words, normalize, tokenize
from lang.reading import Reading
from lang.reasons import why

__all__ = ["terms_asked"]

#: Words of a supplier's terms.
_TERMS = fold_words("credit udhaar udhar udhaari उधार उधारी क्रेडिट deliver delivers delivery deliveries डिलीवरी "
                    "minimum मिनिमम sunday sundays ravivar itwar itvaar रविवार इतवार advance एडवांस discount छूट chhoot")
_ID = re.compile(r"\b[OoBb]\d+\b")
_PRICE = re.compile(r"₹|\brs\.?\s*\d|\binr\b|/-", re.IGNORECASE)
#: The refusals whose reason is reworded (nothing else is touched).
_REWORDED = ("no_item.none", "no_intent.nothing")


def terms_asked(text, reading: Reading) -> Reading:
    """``reading``, or (a refused question about terms naming no goods: module docstring) its refusal as
    ``no_intent.terms``. "उधार पर 15 दिन मिलेंगे?" → ``no_intent.terms``."""
    if reading.readable or reading.reason_key not in _REWORDED or not isinstance(text, str) or len(text) > 600 or \
            "?" not in text or ">" in text or _ID.search(text) or _PRICE.search(text):
        return reading
    tokens = tokenize(normalize(clean(text)))
    if any(True for _ in matcher_for(None).find_in_tokens(tokens)):
        return reading  # goods named: the refusal's own reason is about them
    if _TERMS.isdisjoint(t.key for t in tokens if t.kind == "word"):
        return reading
    return Reading.refused(why("no_intent.terms"), reading.language)
