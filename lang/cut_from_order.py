"""Goods cut from an order named by its day, not its id: "Take 10 kg onion off yesterday's order", "Less 10 kg onion
from Monday's order", "Pichle order se 10 kilo pyaaz kaat do", "कल वाले ऑर्डर से 5 किलो पनीर काट देना", "Kal wale
order mein se 10 kilo pyaaz kam karna". The cut word is none of the reader's cancel words (or one it keeps for a
named order: ``lang.cut_words``), and the order word read as an order: 10 kg more onion were ordered, silently
(breaker AM). ``cut_from_order`` gives such a sentence a cancel cue at its cut word and takes the order word's own
cue away; the cancel then names the goods and their count (the desk finds the open order they are on, or asks).

A sentence qualifies when it names an order as the source ("from … order", "off … order", "order se", "order mein
se", "ऑर्डर से", "ऑर्डर में से"), says a cut word (``_CUT``), holds a counted quantity (not a price: "order ka rate
kam karo" lowers a price) and has no cancel cue yet.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["cut_from_order"]

_ORDER = fold_words("order orders ऑर्डर आर्डर")
#: Words before the order word that make it the source ("from yesterday's order", "off Monday's order").
_FROM = fold_words("from")  # ("off" folds to "of": its token's own text is looked at, ``_OFF``)
_OFF = "off"
#: Words right after it that do ("order se", "order mein se", "ऑर्डर से", "ऑर्डर में से").
_SE = fold_words("se से")
_MEIN = fold_words("mein me main में")
_TAKE = fold_words("take knock")  # "take … off", "knock 10 kg off the onion order"
#: Cut words (single folded keys): "take … off", "less", "minus", "kaat", "kam", "ghata", "reduce", "cut", "drop".
_CUT = fold_words("less minus kaat kaato kaatna kaatiye kaat काट काटो काटना काटिए काट kam कम ghata ghatao ghatana "
                  "घटा घटाओ घटाना घटाइए reduce cut drop nikaal nikalo nikal निकाल निकालो निकालना")


def _source_order(keys: list[str], offs: set[int], k: int) -> bool:
    """The order word at ``k`` (of the sentence's word keys ``keys``; ``offs``: where "off" is written) is named as
    the source of the goods."""
    before = keys[max(0, k - 4):k]
    if offs.intersection(range(max(0, k - 4), k)):
        return True
    after = keys[k + 1:k + 3]
    return bool(_FROM.intersection(before)) or (after[:1] and after[0] in _SE) or (
        len(after) == 2 and after[0] in _MEIN and after[1] in _SE)


def cut_from_order(reader) -> None:
    """Add a cancel cue at the cut word of each sentence that cuts counted goods from an order named as their source
    (module docstring), and empty the order cues standing on its order words. ``reader``: the MessageReader after its
    clause acts (tokens, clause_span, cues, figs, order_ids)."""
    keys_all = reader._keys
    if _ORDER.isdisjoint(keys_all) or _CUT.isdisjoint(keys_all) and _TAKE.isdisjoint(keys_all):
        return
    cancelled = {c.clause for c in reader.cues if "cancel" in c.kinds}
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    added = []
    for clause, (lo, hi) in reader.clause_span.items():
        if clause not in counted:
            continue
        keys = [reader._word(k) for k in range(lo, hi)]
        offs = {k for k in range(hi - lo) if reader.tokens[lo + k].text.lower() == _OFF}
        at = [lo + k for k, w in enumerate(keys) if w in _ORDER and _source_order(keys, offs, k)]
        cut = next((lo + k for k, w in enumerate(keys) if w in _CUT or w in _TAKE and offs), None)
        if not at or cut is None:
            continue
        emptied = set()
        for c in reader.cues:
            if c.clause == clause and "order" in c.kinds and any(c.pos <= a < c.end for a in at):
                c.kinds = c.kinds - {"order"}
                emptied.add(c.chunk)
        still = {c.chunk for c in reader.cues if c.clause == clause and "order" in c.kinds}
        reader.ordering_chunks -= emptied - still  # "Cut 5 kg from the sugar order and 2 kg from the tea order": the
        if clause in cancelled:  # tea is cut too (its "order" had been read as an order of 2 kg more)
            continue
        added.append(_Cue(frozenset({"cancel"}), cut, cut + 1, clause, reader.chunk_of[cut]))
        reader.cancel_items.add(clause)  # the goods of the order, not the whole order
        reader.ordering_chunks.update(c.chunk for c in reader.cues if c.clause == clause and "order" in c.kinds
                                      and c.chunk != reader.chunk_of[cut])  # "… and send 2 peti of mustard oil in its place"
    if added:
        reader.cues = sorted(reader.cues + added, key=lambda c: c.pos)
