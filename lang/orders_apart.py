"""Changes to several open orders in one sentence, read order by order (part of reading, ``lang.reader``).

"Two changes please: in O14 reduce the atta from 10 bags to 6, and cancel order O17 completely", "O14 me atta 10
packet se 6 kar do, aur O17 pura cancel kar do", "ऑर्डर O12 में आटा 10 पैकेट से घटाकर 6 पैकेट कर दीजिए, और ऑर्डर
O15 पूरा रद्द कर दीजिए": read whole, the cancel's words reach both orders and the cut is lost — ``lang.
cancels_apart`` refuses such a reading rather than cancel all of O12 (breaker L, the nineteenth session's trial).
A shopkeeper reads each order's part by itself. So when the whole message is refused so, it is cut where a joining
word ("and", "aur", "और", "also", "साथ ही", ";", a sentence's end) starts a part that names an order of its own,
each part is read alone, and the readings are joined — only when every part reads, every part names exactly one
order, and each part's requests carry no order but its own. Otherwise the refusal stands.
"""
from __future__ import annotations

import re
from typing import Callable

from lang.clean import MAX_CHARS

__all__ = ["changes_apart", "joined"]

#: The refusals of ``lang.cancels_apart`` that a reading part by part may answer.
_APART = frozenset(("ambiguous_intent.cancel_narrowed", "ambiguous_intent.id"))
_JOIN = re.compile(r"(?:,\s*|\s+)(?:and|aur|और|also|plus|tatha|तथा|saath hi|साथ ही)\s+|;\s*|(?<=[.।!?])\s+",
                   re.IGNORECASE)
_ORDER = re.compile(r"\b(?:O-?\s?|order\s+(?:no\.?\s*|number\s+|#\s*)?|ऑर्डर\s+(?:नं\.?\s*)?)(\d{1,6})\b",
                    re.IGNORECASE)


def changes_apart(text: object, read: Callable[[str], object], reading):
    """``reading`` (a ``lang.reader.Reading`` of ``text``), or the joined readings of ``text``'s parts, one order
    each, when ``reading`` was refused by ``lang.cancels_apart`` and every part reads (``read``: one reading of a
    text). Never raises unless ``read`` does."""
    if reading.readable or reading.reason_key not in _APART or not isinstance(text, str) or len(text) > MAX_CHARS:
        return reading
    parts: list[list] = []  # [text, order number or None]
    at = 0
    for m in [*_JOIN.finditer(text), None]:
        piece = text[at:m.start() if m else len(text)]
        at = m.end() if m else len(text)
        ids = {int(x) for x in _ORDER.findall(piece)}
        if len(ids) > 1:
            return reading  # "O38 and O39 — remove the milk from both": no part of one order
        number = next(iter(ids), None)
        if parts and (parts[-1][1] is None and len(parts) == 1 or number is not None and parts[-1][1] == number):
            parts[-1] = [parts[-1][0] + " " + piece, number]  # the opening words ("Two changes please:") and more
        else:  # of the same order stay with it
            parts.append([piece, number])
    if sum(number is not None for _, number in parts) < 2 or parts[0][1] is None:
        return reading
    readings = []
    for piece, number in parts:
        part = read(piece)
        if not part.readable and number is None and part.reason_key.startswith(("no_intent", "empty")):
            continue  # a closing ("सादर, सुनीता वर्मा"): nothing asked
        if not part.readable or any(i.order_id not in (None, None if number is None else f"O{number}") or
                                    i.kind == "cancel" and i.order_id is None for i in part.intents):
            return reading  # (a part with no order of its own asks nothing of an order: "30 दर्जन केले भेज दें")
        readings.append(part)
    return joined(readings, reading.language)


def joined(readings: list, language: str, **fields):
    """One readable ``Reading`` of the parts' ``readings`` (each readable, at least one intent among them), in
    order: their intents and items, the first intent's kind, no one order id, in the whole message's
    ``language``; ``fields``: further fields to set (``bill_id=None``). The first part's other fields are kept."""
    intents = [i for r in readings for i in r.intents]
    return readings[0].model_copy(update={"language": language, "intent": intents[0].kind, "items": [
        it for r in readings for it in r.items], "order_id": None, "intents": intents, **fields})
