"""Goods asked for in "the same quantity" as other goods, with no count of their own: "Remove 5 kg chana dal from O13.
Add the same quantity of moong dal to O13.", "O13 से 5 किलो चना दाल हटा दीजिए। उतनी ही मूंग दाल जोड़ दीजिए।", "O13 se 5
kilo chana dal hata do. Utni hi moong dal daal do.", "Send 12 packets of Tata Tea and the same number of Tata Salt".
The shopkeeper reads the count off the goods before; the reader saw goods with no count and no word it knows (an
"add" with no count beside it is no order word) and dropped them: the cancel alone was read (silently), or both goods
cancelled ("Remove 5 kg chana dal from O13 and add the same amount of moong dal").

``same_quantity`` refuses such a message with ``ambiguous_intent.worked_out`` (the sentence named: write the count
itself). It counts when "the same quantity/amount/number of", "उतनी ही" / "उतना ही" / "इतनी ही", "utni hi" / "utna
hi" / "itni hi" stands right before goods (after "add" or "and", or opening a sentence) and no count is said beside
those goods. A swap said in one sentence ("O9 mein chini ki jagah utni hi gud bhej do") is then read by
``lang.order_moves``, which puts the replaced goods' count in; "इस हफ़्ते भी उतना ही फिर से भेज दीजिए" (no goods
after it: the order named is repeated) and "चीनी भी उतनी ही" (the goods before it) are left as they were.

Shape: ``same_quantity(reader)`` → None; sets ``reader.refused_why`` (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["same_quantity"]

#: "the same quantity of", "the same amount of", "the same number of", "same qty of" (English: "same" then a noun).
_SAME = fold_words("same")
_NOUN = fold_words("quantity qty amount number count")
_OF = fold_words("of")
#: "उतनी ही", "utni hi", "itni hi": so much, just (two words, the first of them here, "ही"/"hi" after it).
_SO_MUCH = fold_words("utni utna utne itni itna itne उतनी उतना उतने इतनी इतना इतने")
_JUST = fold_words("hi ही")


def same_quantity(reader) -> None:
    """Set ``reader.refused_why`` when goods with no count of their own are asked in the same quantity as others
    (module docstring). ``reader``: the MessageReader after its clause acts (tokens, mentions, figs, clause_of)."""
    if getattr(reader, "refused_why", None) is not None or (_SAME.isdisjoint(reader._keys) and _SO_MUCH.isdisjoint(
            reader._keys)) or not reader.mentions:
        return
    for m in reader.mentions:
        if not m.sku:
            continue
        k = m.first - 1
        if reader._word(k) in _OF and reader._word(k - 1) in _NOUN and reader._word(k - 2) in _SAME:
            start = k - 2 - (reader._word(k - 3) == "the")
        elif reader._word(k) in _JUST and reader._word(k - 1) in _SO_MUCH:
            start = k - 1
        else:
            continue
        clause = reader.clause_of[m.first]
        own = [f for f in reader.figs if f.kind in ("qty", "bare", "badqty") and f.clause == clause and f.pos > start]
        if own:
            continue  # (a count of their own: "the same quantity of moong dal, 5 kg")
        reader.refused_why = why("ambiguous_intent.worked_out", text=reader._clause_text(clause))
        return
