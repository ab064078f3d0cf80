"""A refusal that quotes the message quotes it as written: "'We'll pay B3 next week.': a payment for later is no
payment now", never "'Well pay B3 next week.'". The reader reads a normalised text (``lang.language.normalize``
drops in-word apostrophes: don't → dont, we'll → well), and a refusal's ``text`` was cut from it, so the supplier's
reply quoted back words the model never wrote (a new user's transcript, session 50; session 51).

``as_written(text, reading)`` puts the apostrophes back in a refused reading's quoted ``text``: it finds the quote
in ``text`` (the message) with an apostrophe allowed between any two Latin letters, and takes the message's own
characters there. A quote not found so is left as it was. The reason's English (``Reading.reason``) is worded again
from the same key and the new parameters.
"""
from __future__ import annotations

import re
import unicodedata

from lang.reasons import Why

__all__ = ["as_written", "quote_as_written"]

_APOSTROPHES = ("'", "\u2019")
_LETTER = re.compile(r"[A-Za-z]")


def quote_as_written(quote: str, text: str) -> str:
    """``quote`` (cut from the normalised ``text``) with the in-word apostrophes ``text`` has there; ``quote``
    itself when it already has one, or is not found in ``text`` so."""
    if not quote or any(a in quote for a in _APOSTROPHES):
        return quote
    pattern = []
    for ch, nxt in zip(quote, quote[1:] + " "):
        pattern.append(re.escape(ch))
        if _LETTER.match(ch) and _LETTER.match(nxt):
            pattern.append("['\u2019]?")
    found = re.search("".join(pattern), unicodedata.normalize("NFKC", text).replace("\r\n", "\n"))
    return found.group(0) if found else quote


def as_written(text: object, reading):
    """``reading`` with its refusal's quoted ``text`` parameter as ``text`` (the message) writes it (module
    docstring); any other reading, or a message with no apostrophe, unchanged."""
    if reading.readable or not isinstance(text, str) or not any(a in text for a in _APOSTROPHES):
        return reading
    quote = reading.reason_args.get("text")
    if not quote:
        return reading
    written = quote_as_written(quote, text)
    if written == quote:
        return reading
    args = {**reading.reason_args, "text": written}
    return reading.model_copy(update={"reason": Why(reading.reason_key, args), "reason_args": args})
