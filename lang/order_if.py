"""An order on a condition that is no price — "40 dozen eggs only if before 7 am", "अगर पनीर ताज़ा हो तभी 20 पैकेट
भेजना, वरना मत भेजना", "Agar paneer taaza ho tabhi 20 packet bhejna, warna mat bhejna" (walk56). These had been
refused with a reason that missed the condition: "what should we do with the eggs: send, price or cancel?", "which
order to cancel? name it, e.g. O3" (the "मत भेजना" of the other side read as a cancel). The desk holds no order on a
condition (a condition on our price is ``ambiguous_intent.price_ceiling``); the refusal stands and its reason now names
the condition: ``ambiguous_intent.order_if`` ("'if paneer is fresh': we hold no order on a condition — we send or we do
not; write 'Send …' plainly if you want it sent").

When: the message was refused ``no_id.order`` or ``ambiguous_intent.unknown_word`` (only the reason changes), names no
order or bill id, no ₹ and no "?" ("Any discount if we take 10 bori?" is a question) (refused ``no_id.order``: also a word of sending — "send", "bhej", "भेज" — else the cut's
own reason stands), and has a word of condition ("if", "agar", "अगर", "yadi", "यदि", "tabhi", "तभी"); the
condition quoted is its words from that word to the next comma, full stop or semicolon (at most eight words). A condition on the rate ("Agar rate sahi ho toh 10 kilo
cheeni bhej dena": "rate", "price", "bhav", "भाव", "दाम") is left as it was read.

Shape: ``order_if(text, reading) -> Reading`` (run by ``lang.placed_read`` on a refused reading); never raises.
The reason's words in the three languages: ``lang.reasons_order_if``.
"""
from __future__ import annotations

import re

from lang.reading import Reading
from lang.reasons import why

__all__ = ["order_if"]

_COND = re.compile(r"(?<![\w\u0900-\u097f])(only if|if|agar|yadi|tabhi|अगर|यदि|तभी)(?![\w\u0900-\u097f])", re.IGNORECASE)
_RATE = re.compile(r"rate|price|bhav|bhaav|भाव|दाम|रेट", re.IGNORECASE)
_SEND = re.compile(r"send|bhej|भेज", re.IGNORECASE)
_ID = re.compile(r"\b[OoBb]\d+\b")
_REWORDED = ("no_id.order", "ambiguous_intent.unknown_word")


def order_if(text, reading: Reading) -> Reading:
    """``reading``, or (a refused order on a condition: module docstring) its refusal as
    ``ambiguous_intent.order_if`` naming the condition. "40 dozen eggs only if before 7 am" → 'only if before 7 am'."""
    if reading.readable or reading.reason_key not in _REWORDED or not isinstance(text, str) or len(text) > 600 or \
            _ID.search(text) or "₹" in text or "?" in text:
        return reading
    if reading.reason_key == "no_id.order" and not _SEND.search(text):
        return reading  # a cut on a condition with no order named ("Cancel the order if it has not left"): name it
    found = _COND.search(text)
    if found is None:
        return reading
    rest = re.split(r"[,.;।|!?\n]", text[found.start():], maxsplit=1)[0].split()
    cond = " ".join(rest[:8]).strip()
    if _RATE.search(cond):
        return reading  # a condition on the rate ("Agar rate sahi ho toh …"): left as it was read
    return Reading.refused(why("ambiguous_intent.order_if", text=cond), reading.language)
