"""An order said back before it is changed: "Aapka O95: atta 10 packet, chini 50 kilo, sabun 5 darjan. ⏎ Isme bas
sabun 5 darjan ki jagah 3 darjan kar do, baaki same", "आपका ऑर्डर O74: चावल 50 किलो, चीनी 40 किलो … ⏎ इसमें बस
चीनी 40 की जगह 25 किलो कर दो", "Your order O95: …  ⏎ In it, …". The first line is what O95 holds (the supplier's
own list, said back), not goods asked again; read with it, its counts were left unexplained and the message was
refused (``ambiguous_intent.figure``: what is 10 packet for?).

``restated_order(text, read)`` reads, when the whole message was refused, the message with that first line
replaced by its order id ("O95: Isme bas sabun …"), and keeps that reading only when every intent is a change of
that order (an order or a cancel carrying its id) of goods the said-back line lists, a cut no larger than the count
listed. Otherwise None, and the message stays refused as before.

Shapes: ``restated_order(text: str, read)`` → a ``lang.reader.Reading`` or None.
"""
from __future__ import annotations

import re

__all__ = ["restated_order"]

#: The said-back line: "your" (aapka, आपका), an optional "order", the id, a colon, the goods; then the rest.
_SAID_BACK = re.compile(r"\A\s*(?:your|aapka|apka|आपका|aapke|आपके)\s+(?:order\s+|ऑर्डर\s+|आर्डर\s+)?(O-?\d+)\s*:"
                        r"([^\n?]*\d[^\n?]*)\n(.*\S.*)\Z", re.IGNORECASE | re.DOTALL)
#: "In it" on the lines after: the change refers to the order said back.
_IN_IT = re.compile(r"(?i)(?<!\w)(?:isme|ismein|इसमें|इसमे|usme|usmein|उसमें|in it|in this order)(?!\w)")


def restated_order(text: object, read):
    """See the module's docstring; ``read``: one reading of a text (``lang.reader.Reading``). Never raises unless
    ``read`` does."""
    m = _SAID_BACK.match(text) if isinstance(text, str) else None
    if m is None or not _IN_IT.search(m.group(3)):
        return None
    oid, listed, rest = m.group(1).upper().replace("-", ""), m.group(2), m.group(3)
    reading = read(f"{oid}: {rest}")
    if not reading.readable or not reading.intents:
        return None
    said = read("Please send " + listed.strip())
    if not said.readable:
        return None
    held = {i.sku: i.quantity for i in said.intents if i.kind == "order" and i.sku}
    for i in reading.intents:
        if i.kind not in ("order", "cancel") or i.order_id != oid or i.sku not in held:
            return None
        if i.kind == "cancel" and (i.quantity is None or held[i.sku] is None or i.quantity >= held[i.sku]):
            return None
    return reading
