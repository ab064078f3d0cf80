"""Counted goods swapped for other counted goods in one sentence: "In O9, send 10 kg sugar instead of 10 kg
jaggery", "O46: 10 किलो पोहे की जगह 10 किलो सूजी भेजो", "O9 mein 10 kilo gud ki jagah 10 kilo cheeni kar do", "10
kilo gud ke badle 10 kilo cheeni bhej dena" (holdouts 94 and 104). ``lang.instead_of.replaced_cancels`` puts a
cancel word on the replaced goods, but the sentence's send word still reached them: with an order named the reader
cancelled the whole order and ordered both goods (silently: "In O9, send 10 kg sugar instead of 10 kg jaggery" had
cancelled all of O9 and sent 10 kg jaggery too), and without one it asked which order to cancel or what the count
was for.

``counted_swap`` reads such a sentence as a shopkeeper does: the replaced goods and their count are a part of their
own, cut by the cancel word (a part of the sentence by itself: a new chunk), and the rest orders. The cancel then
takes the replaced goods' count out of the order named (or the open order they are on), and the new goods are
ordered (with the order named: ``tests/corpus_chat/README.md``, goods sent "instead" join the order they replace).

Only where the replaced goods and the goods put in their place each have a count right beside them and the sentence
has a word of sending; otherwise the reading is left as it was ("B57 की 5 किलो मूंग दाल की जगह मसूर दाल दीजिए" stays a
complaint about B57).

Shape: ``counted_swap(reader)`` → None; changes ``reader.chunk_of``, ``reader.cues``, ``reader.cancel_items`` and
``reader.ordering_chunks`` in place (a ``lang.after_acts`` pass, right after ``replaced_cancels``).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["counted_swap"]

_OF = fold_words("ki ke की के")
_ARROWS = frozenset(("→", "->", "⟶", "=>", "➡", "➡️"))

_INSTEAD = fold_words("instead")
_PLACE = fold_words("jagah jagha जगह badle बदले bajaye bajay bajae बजाय बजाए")


def counted_swap(reader) -> None:
    """Give the counted goods a swap replaces a part of their own with the cancel word (module docstring).
    ``reader``: the MessageReader after its clause acts and ``replaced_cancels``."""
    _swap_made(reader)
    swaps = [c for c in reader.cues if c.kinds == {"cancel"} and c.end - c.pos == 2 and (
        reader._word(c.pos) in _INSTEAD or reader._word(c.pos + 1) in _PLACE)]
    if not swaps:
        return
    counts = {f.pos: f for f in reader.figs if f.kind == "qty"}
    ends = {f.end: f for f in counts.values()}
    top = max(reader.chunk_of) + 1
    for cue in swaps:
        if not any("order" in c.kinds and c.clause == cue.clause for c in reader.cues):
            continue
        if reader._word(cue.pos) in _INSTEAD:  # "instead of 10 kg jaggery": the count, then the goods, after it
            j = cue.end + (reader._word(cue.end) == "the")
            fig = counts.get(j)
            m = next((m for m in reader.mentions if fig is not None and m.first == fig.end), None)
            span = (cue.pos, m.last) if m is not None else None
        else:  # "10 किलो पोहे की जगह": the count and the goods before it
            m = next((m for m in reader.mentions if m.last == cue.pos), None)
            fig = ends.get(m.first) if m is not None else None
            span = (fig.pos, cue.end) if fig is not None else None
        if span is None or m.sku is None or not _new_counted(reader, cue, m, ends):
            continue  # (not "B57 की 5 किलो मूंग दाल की जगह मसूर दाल दीजिए": the new goods uncounted, a complaint)
        old = reader.chunk_of[cue.pos]
        for k in range(*span):
            reader.chunk_of[k] = top
        cue.chunk = top
        reader.cancel_items.add(cue.clause)
        reader.ordering_chunks.update(c.chunk for c in reader.cues if c.clause == cue.clause and "order" in c.kinds
                                      and c.chunk != top)
        reader.ordering_chunks.add(old)
        top += 1


def _new_counted(reader, cue, replaced, ends: dict) -> bool:
    """Other goods in the cue's sentence, put in the place of the ``replaced`` mention, have a count right before
    them ("send 10 kg sugar instead of …", "Instead of the 10 kg jaggery, send 10 kg sugar", "… की जगह 10 किलो सूजी")."""
    return any(m is not replaced and m.sku and m.sku != replaced.sku and reader.clause_of[m.first] == cue.clause and
               m.first in ends for m in reader.mentions)


def _swap_made(reader) -> None:
    """Refuse (``ambiguous_intent.cancel_which``, the new goods named) a swap of counted goods for other counted goods
    said with a word of making and no word of sending: "O13 mein 5 kilo chana dal ki jagah 3 kilo moong dal kar do",
    "O13 में 5 किलो चना दाल की जगह 3 किलो मूंग दाल कर दीजिए", "O13 – 5 kg chana dal → 3 kg moong dal" — the cut word
    (or the arrow of a count changed) made both goods cancelled (silently:
    the moong dal was cut from O13, never sent). ``lang.order_moves`` then reads a sentence standing alone as the cut
    and the order it says."""
    if _PLACE.isdisjoint(reader._keys) and _ARROWS.isdisjoint(reader._syms) or getattr(
            reader, "refused_why", None) is not None:
        return
    ends = {f.end for f in reader.figs if f.kind == "qty"}
    for old in reader.mentions:
        k = old.last
        arrow = k < reader.n and reader.tokens[k].text in _ARROWS  # "O13 – 5 kg chana dal → 3 kg moong dal"
        if not (old.sku and old.first in ends and (arrow or reader._word(k) in _OF and reader._word(k + 1) in _PLACE)):
            continue
        clause = reader.clause_of[old.first]
        cued = [c for c in reader.cues if c.clause == clause and (arrow or c.pos > k + 1)]
        new = next((m for m in reader.mentions if m.first > k + 1 and m.sku and m.sku != old.sku and m.first in ends
                    and reader.clause_of[m.first] == clause), None)
        if new is not None and cued and all(c.kinds == {"cancel"} for c in cued):
            reader.refused_why = why("ambiguous_intent.cancel_which", item=reader.cat.by_sku(new.sku).item)
            return
