"""Goods said to be kept beside a whole order's cancel: "Cancel O2, but keep the rice", "Cancel O2 but not the rice",
"Cancel O2 — the rice stays", "Cancel O2; we still want the rice", "Cancel everything in O2 but the rice", "O3 cancel
karo, chawal rakhna", "O2 रद्द कीजिए, पर चावल रखिए"; and "We no longer need O2, except the rice". The first had
cancelled the whole order, the rice too, and the last read as a refusal of the rice — the opposite (session 31, a new
user's trial). A shopkeeper would cancel the order's other goods and keep the rice, but the reader does not know
which goods an order holds, and the supplier's desk cancels the whole order for a cancel that names no goods; so the
message is refused (``ambiguous_intent.cancel_narrowed``: name the goods to cut from the order, e.g. "From O12 cancel
the sugar").

``kept_beside_cancel(reader, reading)`` runs in the last look (``lang.take_backs``): a reading whose intents are all whole
cancels, with goods named after the first cancel word in a sentence holding a word of keeping
(``lang.act_words.GOODS_KEPT``; "still" only with "want" / "chahiye") and no order that is not cancelled ("O19 (10 kg
paneer) stays as it is" keeps O19, not goods of the cancelled order); or one
refusing goods (``reject``) whose sentence names an order before them and a word of keeping between the two.
"Cancel O2, keep O3" (no goods), "Cancel the rice from O2" (goods cancelled) and "Cancel O2 and send 10 kg rice"
(goods ordered) read as before.
"""
from __future__ import annotations

from lang.act_words import GOODS_KEPT
from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["kept_beside_cancel"]

#: "still" keeps goods only beside a word of wanting ("we still want the rice"; not "our godown still holds 18 packets").
_STILL, _WANT = fold_words("still"), fold_words("want need chahiye चाहिए")


def kept_beside_cancel(reader, reading):
    """``reading`` (a ``Reading``), or the reader's refusal of it (module docstring). ``reader``: the MessageReader
    after its reading (cues, mentions, order_ids, clause_of, ``_refuse``, ``_clause_text``). "Cancel O2, but keep
    the rice" -> refused; "O3 cancel karo, chawal rakhna" -> refused; "O2 रद्द कीजिए, पर चावल रखिए" -> refused;
    "Cancel O2." -> as read."""
    if not reading.readable or not reading.intents or GOODS_KEPT.isdisjoint(reader._keys) and _STILL.isdisjoint(
            reader._keys):
        return reading
    kinds = {i.kind for i in reading.intents}
    goods = [m for m in reader.mentions if m.sku is not None]
    if not goods:
        return reading
    if kinds == {"cancel"} and all(i.sku is None and i.order_id for i in reading.intents):
        first = min((c.pos for c in reader.cues if "cancel" in c.kinds), default=None)
        cancelled = {i.order_id for i in reading.intents}
        others = {reader.clause_of[p] for p, i in reader.order_ids if i not in cancelled}  # ("O19 (10 kg paneer)
        words = clause_words(reader)  # stays as it is": another order's goods)
        for m in goods:
            clause = reader.clause_of[m.first]
            if first is None or m.first < first or clause in others:
                continue
            keys = set(words.get(clause, ()))
            if not GOODS_KEPT.isdisjoint(keys) or not _STILL.isdisjoint(keys) and not _WANT.isdisjoint(keys):
                return reader._refuse(reading, "ambiguous_intent.cancel_narrowed", text=reader._clause_text(clause))
    if "reject" in kinds and reader.order_ids:
        refused = {i.sku for i in reading.intents if i.kind == "reject" and i.sku}
        for m in goods:
            if m.sku not in refused:
                continue
            ids = [p for p, _ in reader.order_ids if reader.clause_of[p] == reader.clause_of[m.first] and p < m.first]
            if ids and any(reader._word(k) in GOODS_KEPT for k in range(ids[0], m.first)):
                return reader._refuse(reading, "ambiguous_intent.cancel_narrowed", text=reader._clause_text(
                    reader.clause_of[m.first]))  # "We no longer need O2, except the rice": not a refusal of rice
    return reading
