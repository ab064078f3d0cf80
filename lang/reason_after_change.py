"""A reason told after a comma, right after a count changed on a named order: "O3 jaggery — make it 12 kg instead of
20 kg, no space left in the godown.", "in O5 make tamatar 10 kg instead of 20, rate too high these days 🍅" (session
55, helper FIGURE: holdout177 c3016, holdout168 s2011). Written with a full stop ("… instead of 20 kg. No space left
in the godown.") the change was read — a cut of 8 kg of jaggery from O3 — and the Hindi "…की जगह 12 किलो कर दीजिए,
गोदाम में जगह नहीं है" too; with the comma the reason's words ("no", "too high") joined the change's clause and the
count replaced was asked about ("what is 20 kg for?"). A shopkeeper reads the change, and the reason as its why.

``reason_after_change_read(text, reading, read, catalogue)`` reads such a refusal (``ambiguous_intent.figure``, the
figure the count after "instead of") again with that comma written as a full stop, when the words after the comma up
to the sentence's end hold no figure and name no goods; and keeps that reading only when it is readable and each of
its requests changes a named order (a cancel or an order carrying the order's id). Otherwise the refusal stands:
"… instead of 20 kg, and 5 kg sugar too" (goods), "… instead of 20, make rice 30" (a figure).

Shape: ``reason_after_change_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading. One
bounded regular-expression pass and at most one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.items import matcher_for

__all__ = ["reason_after_change_read"]

#: "instead of 20 kg, <reason>" up to the sentence's end.
_INSTEAD = re.compile(r"\binstead of\s+(?P<n>\d{1,5}(?:\.\d{1,2})?)(?P<unit>[ \t]*[A-Za-z]+)?[ \t]*(?P<comma>,)"
                      r"(?P<why>[^.!?\n]*)", re.IGNORECASE)


def reason_after_change_read(text, reading, read, catalogue=None):
    """``reading``, or the message read again with the reason after a changed count as a sentence of its own (module
    docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS or "instead" not in text.lower():
        return reading
    figure = ((getattr(reading, "reason_args", None) or {}).get("figure") or "").strip()
    spots = [m for m in _INSTEAD.finditer(text) if figure.split(" ")[0].replace(" ", "") in (
        m.group("n"), m.group("n") + (m.group("unit") or "").strip())]
    if len(spots) != 1:
        return reading
    spot = spots[0]
    why = spot.group("why")
    if re.search(r"\d", why) or matcher_for(catalogue).find(why):
        return reading
    again = read(text[:spot.start("comma")] + "." + text[spot.end("comma"):])
    if not again.readable or not again.intents or any(
            i.kind not in ("cancel", "order") or not i.order_id for i in again.intents):
        return reading
    return again
