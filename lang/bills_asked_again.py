"""A bill asked for again in another sentence, for another bill or order: "Please send a copy of B86. Also send a copy
of B87.", "B86 की कॉपी भेजिए। B87 की कॉपी भी भेजिए।", "Send the bill for O5. Also send the bill for O6." (breaker AS's
kind: several bills asked for, one read). Only the first bill question of a message had been read, so B87 and O6
were dropped, silently. ``asked_again`` says whether a later bill question names a bill or order not yet asked for;
``lang.nonitem`` then asks for those alone.
"""
from __future__ import annotations

__all__ = ["asked_again", "ORDER_ASKED"]

#: The key, in the bill questions already read (``seen``), of an order whose bill is asked for.
ORDER_ASKED = "ask_bill:order"


def asked_again(reader, cue, seen: set) -> bool:
    """Whether the bill question ``cue`` (a later one: a bill was asked for before it) names, in its sentence, a bill or
    (naming no bill) an order not yet asked for. ``reader``: the MessageReader composing intents; ``seen``: the
    (kind, id) pairs read so far, orders asked kept as (``ORDER_ASKED``, id)."""
    bills = reader._ids_in(reader.bill_ids, cue.clause)
    if bills:
        return any(("ask_bill", i) not in seen for i in bills)
    return any((ORDER_ASKED, o) not in seen for o in reader._ids_in(reader.order_ids, cue.clause))
