"""An order said not to be cancelled, beside the request the message makes of it or of another order: "Please don't
cancel O6, just add 1 kg butter to it", "O6 रद्द नहीं कर रहे। उसमें 5 किलो चना दाल और जोड़ दीजिए", "O6 cancel nahi
kar rahe. Usme 5 kilo chana dal aur add kar do", "Don't cancel O3 — cancel O4", "O3 रद्द मत कीजिए — O4 रद्द कीजिए".
A shopkeeper keeps that order as it is and does the rest; the whole message had been refused
(``ambiguous_intent.not_cancel``) for the negated cancel alone.

A negated cancel keeps its order whole when the cancel's chunk names an order id and no goods ("Don't cancel the
sugar from O6" still refuses, as does "Don't cancel it, just reduce it": no id). The refusal is then held as the
reader's ``missing_id`` (lang.nonitem): it stands only when nothing else is read ("Don't cancel O12 — we still need
it", "O12 रद्द मत कीजिए — हमें अभी भी चाहिए", "O12 cancel mat karna — abhi bhi chahiye" are refused, and since session
47 (RD, a new user's trial: "cancel or keep the order?" pointed to a fix the writer did not need) with
``no_intent.order_kept``, "O12 stays as it is; nothing else is asked", in every language, when it is the one order
the message names; "O15 रद्द करो, नहीं रुको, O16।" keeps "cancel or keep the order?"). An order kept that the message also cancels whole ("Don't cancel O5. Cancel O5.") is refused
(``ambiguous_intent.cancel_taken_back``, by ``kept_and_cancelled``).

Shapes: ``kept_whole(reader, cue, fail) -> None`` (the reader after its ids and mentions, a cancel cue said with a
negation, the refusal it raises unless the order is kept; records ``reader.kept_cancel_at`` — the cue positions — and
``reader.kept_ids`` — {order id: chunk}); ``kept_and_cancelled(reader, out)`` raises or returns None.
"""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (_Fail, why)

__all__ = ["kept_whole", "kept_and_cancelled"]


def kept_whole(reader, cue, fail) -> None:
    """Raise ``fail`` unless the negated cancel ``cue`` keeps an order whole (its chunk names an order id and no
    goods); if it does, ``no_intent.order_kept`` is kept as ``reader.missing_id`` (it fails the message only when
    nothing else is read) and the cue is passed over."""
    chunk = reader.chunk_of[cue.pos]
    ids = [i for p, i in reader.order_ids if reader.chunk_of[p] == chunk]
    if not ids or any(reader.chunk_of[m.first] == chunk for m in reader.mentions):
        raise fail
    if not hasattr(reader, "kept_ids"):
        reader.kept_ids, reader.kept_cancel_at = {}, set()
    reader.kept_ids.update((i, chunk) for i in ids)
    reader.kept_cancel_at.add(cue.pos)
    reader.non_item_clauses.add(cue.clause)
    named = {i for _, i in reader.order_ids}  # the one order named, kept: nothing to do ("O15 … no wait, O16": as was)
    reader.missing_id = reader.missing_id or (_Fail(why("no_intent.order_kept", id=ids[0])) if named == {ids[0]} else fail)


def kept_and_cancelled(reader, out: list) -> None:
    """Refuse (``ambiguous_intent.cancel_taken_back``) when an order said kept is also cancelled whole in ``out``
    (the intents read): "Don't cancel O5. Cancel O5." — which is meant? (Goods cut from it are no such cancel: "Don't
    cancel O8, just cut the mustard oil by 5 litres".)"""
    kept = getattr(reader, "kept_ids", None)
    if kept and any(i.kind == "cancel" and i.sku is None and i.order_id in kept for i in out):
        clause = reader.clause_of[min(reader.kept_cancel_at)]
        raise _Fail(why("ambiguous_intent.cancel_taken_back", text=reader._clause_text(clause)), "cancel")
