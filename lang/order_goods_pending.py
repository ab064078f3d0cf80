"""An order's goods told as still not come, beside a delivery question, keep their count (session 45, helper RA;
holdout158 e2044): "The 50 kg onions under O8 have still not reached us. … when will the onions arrive?", "O8 वाले 50
किलो प्याज़ अभी तक नहीं पहुँचे। … प्याज़ कब तक आएगा?", "भैया, 25 किलो मसूर दाल (O4) अभी तक बाक़ी है। मसूर कब तक
आएगी?". The sentence naming the order and its goods held no word the reader knew as a delivery question ("बाक़ी है",
still due), so it was read as background and its count left with it: the delivery question carried O8 and onion with no
count, silently (the corpus README: an ask_delivery that names an order carries the goods it names, with their
quantity — the shopkeeper's check that the id is the order meant). The English "is still pending" had read.

``order_goods_pending`` reads such a sentence as part of the delivery question: a background sentence holding an order
id, a count, goods and a word of still due ("not", "नहीं", "still", "अभी", "pending", "बाक़ी"), and no other cue, in a message whose delivery question (in another sentence) asks after the same
goods or none, gets a delivery cue at the order id and its figures back.

The same sentence may name the order by its goods and the word "order" ("हमारा O12 वाला 20 किलो चीनी का ऑर्डर अभी तक
नहीं आया", "hamara O12 wala 20 kilo cheeni ka order abhi tak nahi aaya"): the word names O12, it places no order, and the
message had been refused as asking after O12 and ordering more sugar at once. Its order cue is emptied when the word
follows goods and "का" / "ka" / "ke" / "ki" in a sentence that names an order id and asks after a delivery.

Shape: ``order_goods_pending(reader)`` with the MessageReader after its clause acts; changes ``reader.cues``,
``reader.figs`` and ``reader.background`` in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["order_goods_pending"]

_ORDER = fold_words("order ऑर्डर आर्डर")
#: Words that tell the goods still due (not "Only 6 kg toor dal came with O57", goods that came: left alone).
_DUE = fold_words("not nahi nahin नहीं still yet abhi अभी pending baaki baki बाकी बाक़ी due")
_OF = fold_words("ka ke ki का के की")


def order_goods_pending(reader) -> None:
    """Give a background sentence naming an order, a count and goods to the delivery question beside it (module
    docstring). ``reader``: the MessageReader after its clause acts (cues, figs, found_figs, background, order_ids)."""
    if not reader.order_ids:
        return
    _named_order(reader)
    if not reader.background:
        return
    asked = [c for c in reader.cues if c.kinds == {"ask_delivery"}]
    if not asked or any(c.kinds & {"order", "offer", "accept", "cancel", "reject"} for c in reader.cues):
        return
    cued = {c.clause for c in reader.cues}
    sku_in = {}
    for m in reader.mentions:
        if m.sku:
            sku_in.setdefault(reader.clause_of[m.first], set()).add(m.sku)
    asked_skus = set().union(*(sku_in.get(c.clause, set()) for c in asked))
    ids_in = {}
    for pos, oid in reader.order_ids:
        ids_in.setdefault(reader.clause_of[pos], []).append(pos)
    back = []
    for clause in sorted(reader.background):
        goods = sku_in.get(clause, set())
        if clause in cued or clause not in ids_in or len(ids_in[clause]) != 1 or len(goods) != 1 or (
                asked_skus and not goods <= asked_skus) or not any(reader._word(k) in _DUE for k in range(
                    *reader.clause_span[clause])):
            continue
        figs = [f for f in reader.found_figs if f.clause == clause]
        if len(figs) != 1 or figs[0].kind != "qty":
            continue
        back.append((clause, ids_in[clause][0], figs[0]))
    if not back:
        return
    reader.background = set(reader.background) - {clause for clause, _, _ in back}
    chunks = {reader.chunk_of[f.pos] for _, _, f in back}
    if getattr(reader, "background_chunks", None):
        reader.background_chunks = set(reader.background_chunks) - chunks
    have = {id(f) for f in reader.figs}
    reader.figs = list(reader.figs) + [f for _, _, f in back if id(f) not in have]
    for clause, at, _ in back:
        reader.cues.append(Cue(frozenset({"ask_delivery"}), at, at + 1, clause, reader.chunk_of[at]))
    reader.cues.sort(key=lambda c: c.pos)


def _named_order(reader) -> None:
    """Empty the order cue of "O12 वाला 20 किलो चीनी का ऑर्डर" in a sentence that asks after a delivery (module
    docstring)."""
    if _ORDER.isdisjoint(reader._keys) or _OF.isdisjoint(reader._keys):
        return
    asking = {c.clause for c in reader.cues if c.kinds == {"ask_delivery"}}
    named = {reader.clause_of[pos] for pos, _ in reader.order_ids} & asking
    for c in reader.cues:
        if c.kinds == {"order"} and c.clause in named and c.end - c.pos == 1 and reader._word(c.pos) in _ORDER and \
                reader._word(c.pos - 1) in _OF and c.pos - 2 in reader.item_tokens:
            c.kinds = frozenset()
