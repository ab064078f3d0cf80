"""An order said late as the reason for changing it: "O8 is still not here and Diwali is gone, nobody wants gift boxes
now. Second change to O8: drop the almonds completely (all 30 packets). Send 20 kg gur instead", "O8 अब तक नहीं आया
और दिवाली निकल गई … O8 में दूसरा बदलाव: बादाम पूरे हटा दीजिए", "O8 abhi tak nahi aaya aur Diwali nikal gayi … O8 mein
doosra change: badam poore hata do". The shop tells why it changes the order; it asks nothing of its arrival
(holdout130 en/hi/hl-b7036: gold has the cancel and the gur alone; the reader had asked after O8 as well, silently).

``late_then_changed`` empties a delivery question's cue in a sentence that
- names an order and no goods, and holds no "?" nor a word asking when or where ("when", "kab", "कब", "where",
  "kahan", "कहाँ", "update", "status": "O12 still not here, when is it coming?" asks);
- is followed by a sentence with a request of its own (not bare goods told: "O27 still pending 😞 10 packets paneer.
  and cancel the curd from O27" asks after the paneer, as ``lang.pending_order`` reads it);
- while another sentence cuts goods from that same order (a cancel naming it).
"O41 abhi tak nahi aaya. 20 kilo cheeni wala. 10 kilo namak bhi bhejo" (no change of O41) reads as before.

Shape: ``late_then_changed(reader)`` with the MessageReader after its clause acts; it changes ``reader.cues``.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["late_then_changed"]

#: Words that ask after arrival even without a "?": the sentence is a question, not the reason for a change.
_ASKING = fold_words("when kab कब where kahan kahaan कहाँ कहां update status batao bataiye बताइए बताओ")


def late_then_changed(reader) -> None:
    """Empty the delivery cue of an order said late as the reason for changing it (module docstring). ``reader``: the
    MessageReader after its clause acts (cues, order_ids, mentions, clause_span). Examples: "O8 is still not here …
    Second change to O8: drop the almonds" (the cancel alone), "O8 अब तक नहीं आया … O8 में … बादाम हटा दीजिए", "O8
    abhi tak nahi aaya … O8 se badam hata do"; "O8 abhi tak nahi aaya, kab aayega? O8 se badam hata do" asks."""
    if not reader.order_ids or not any("cancel" in c.kinds for c in reader.cues):
        return
    ids_at: dict[int, set[str]] = {}
    for p, ident in reader.order_ids:
        ids_at.setdefault(reader.clause_of[p], set()).add(ident)
    cut = {i for c in reader.cues if "cancel" in c.kinds for i in ids_at.get(c.clause, ())}
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    asking = {c.clause for c in reader.cues if c.kinds - {"ask_delivery", "neutral", "order_ref"}}
    for c in reader.cues:
        if c.kinds != {"ask_delivery"} or c.clause in goods or not ids_at.get(c.clause, set()) & cut or \
                any(c2.clause == c.clause and c2.kinds & {"cancel", "order"} for c2 in reader.cues):
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(reader._sym(k) == "?" or reader._word(k) in _ASKING for k in range(lo, min(reader.n, hi + 1))):
            continue
        if reader._worded_clause(c.clause, +1) not in asking:
            continue  # ("O27 still pending 😞 10 packets paneer.": goods told next, asked after)
        c.kinds = frozenset()
