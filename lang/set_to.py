"""A count set on goods of an order already placed: "इसमें से 10 किलो तूर दाल हटा दीजिए, और चीनी 15 किलो कर दीजिए"
(make the sugar 15 kg) under the quoted order O29. "कर दीजिए" after a count had read as an order of 15 kg more,
silently (breaker AO; the English and Hinglish were refused). ``count_set`` refuses such a message
(``ambiguous_intent.set_count``: cut or add how much?) when it names an order (an id, a cancel, or a quoted order)
and the count's part of the sentence says no count it was ("6 ट्रे की जगह 4 ट्रे कर दो" is a cut of 2 trays).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["count_set"]

_KAR = fold_words("kar कर")
_DO = fold_words("do दो dijiye dijie दीजिए दीजिये dena देना dein दें")


def count_set(reader) -> None:
    """Set ``reader.refused_why`` for a count followed by "kar do"/"कर दीजिए" in a message about an order placed.
    ``reader``: the MessageReader after its clause acts (tokens, figs, cues, order_ids, context_chars)."""
    if _KAR.isdisjoint(reader._keys) or not (reader.order_ids or reader.context_chars or any(
            "cancel" in c.kinds for c in reader.cues)):
        return
    counts = {g.pos for g in reader.figs if g.kind in ("qty", "bare")}  # (word numbers too: "teen bori ki jagah")
    for f in reader.figs:
        if f.kind not in ("qty", "badqty") or reader._word(f.end) not in _KAR or reader._word(f.end + 1) not in _DO:
            continue  # ("5 bag" of atta, a count whose unit is unsure, sets a count too)
        mine = _goods_before(reader, f.pos, f.clause)
        lo = max(reader.clause_span[f.clause][0], f.pos - 16)  # (a bounded look back: linear in the message)
        toks = reader.tokens
        if mine is None or any((toks[k].kind == "num" or k in counts) and not (toks[k - 1].kind == "word" and toks[
                k - 1].end == toks[k].start) and _goods_before(reader, k, f.clause) in (mine, None) for k in range(lo, f.pos)):
            continue  # (not "अंडे 6 ट्रे की जगह 4 ट्रे कर दो", "O74 mein 10 tray ande the, 6 tray kar do": the count it was)
        reader.refused_why = why("ambiguous_intent.set_count", item=reader.cat.by_sku(mine).item,
                                 text=reader._clause_text(f.clause))
        return


def _goods_before(reader, pos: int, clause: int) -> str | None:
    """The sku of the goods named last before token ``pos`` in sentence ``clause`` (else right after it), or None."""
    by_clause = reader.__dict__.get("_mentions_by_clause")
    if by_clause is None:  # (once a message)
        by_clause = reader.__dict__["_mentions_by_clause"] = {}
        for m in reader.mentions:
            by_clause.setdefault(reader.clause_of[m.first], []).append(m)
    best = None
    for m in by_clause.get(clause, ()):
        if not m.sku or m.first > pos + 4:
            continue
        if m.first < pos:
            best = m.sku
        elif best is None and m.first < pos + 4:
            best = m.sku
    return best
