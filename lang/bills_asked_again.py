"""A bill asked for again in another sentence, for another bill or order: "Please send a copy of B86. Also send a copy
of B87.", "B86 की कॉपी भेजिए। B87 की कॉपी भी भेजिए।", "Send the bill for O5. Also send the bill for O6." (breaker AS's
kind: several bills asked for, one read). Only the first bill question of a message had been read, so B87 and O6
were dropped, silently. ``asked_again`` says whether a later bill question names a bill or order not yet asked for;
``lang.nonitem`` then asks for those alone.

``delivery_asked_again`` is the same for an order's delivery asked goods by goods, the order's id said in each
question: "Has O1 (rice 50 kg) been dispatched? Has O1 (toor dal 10 kg) been dispatched?", "- **O1** – rice 50 kg:
dispatched? ⏎ - **O1** – toor dal 10 kg: dispatched?" (corpus_probes52_ta s3006: the second question, its id asked
already, had been dropped with its goods).
"""
from __future__ import annotations

__all__ = ["asked_again", "delivery_asked_again", "ORDER_ASKED"]

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


def delivery_asked_again(reader, cue, intents: list, ident: str) -> bool:
    """Whether the delivery question ``cue`` asks again after order ``ident``, already asked, for goods of its own:
    its clause and the clause of the earlier question of ``ident`` (in ``intents``, (position, intent) pairs) are
    both questions and each names goods. ``reader``: the MessageReader composing intents."""
    acts, n = getattr(reader, "acts", {}), reader.n
    before = [p for p, i in intents if i.kind == "ask_delivery" and i.order_id == ident]
    named = {reader.clause_of[m.first] for m in reader.mentions}
    clauses = [cue.clause] + [reader.clause_of[min(int(p), n - 1)] for p in before[-1:]]
    return len(clauses) == 2 and clauses[0] != clauses[1] and all(
        c in named and getattr(acts.get(c), "question", False) for c in clauses)
