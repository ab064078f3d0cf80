"""Goods said to stay as they are, in a change to an order: "A few changes to O16: … 3. Instead of the bread, please
send 10 packets of paneer. Curd and butter stay unchanged.", "दही और मक्खन में कोई बदलाव नहीं।", "Dahi aur makhan
mein koi badlav nahi.", "Cheeni aur toor dal waise hi rahenge." The shopkeeper leaves the curd and butter alone; the
reader had taken them into the message's order and asked how many packets of curd (holdout118 r8044, r8029).

``goods_kept`` drops from ``reader.mentions`` the goods of a sentence that says they stay as they are — "unchanged",
"stay/remain the same", "stay/remain as they are", "no change", "koi badlav/change nahi", "कोई बदलाव नहीं", "waise/vaise
hi rahenge", "वैसे ही रहेंगे", "same rahega" — when that sentence has no figure and no other act of its own (a cut, a
price, a count: "Sugar stays 20 kg" and "keep the sugar but send 5 kg more" are read as before), and the message names
other goods (the goods kept are context, never the message's only goods).

Shape: ``goods_kept(reader)`` → None (a ``lang.after_acts`` pass; ``reader.mentions`` changed in place).
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["goods_kept"]

_ANY = fold_words("unchanged same as badlav badlaav बदलाव change changes waise vaise वैसे वैसा waisa vaisa")
_UNCHANGED = fold_words("unchanged")
_STAY = fold_words("stay stays remain remains rahega rahenge rahegi रहेगा रहेंगे रहेगी rahe rahen रहे रहें")
_SAME = fold_words("same")
_AS = fold_words("as")
_ARE = fold_words("are is")
_NO = fold_words("no koi कोई")
_CHANGE = fold_words("badlav badlaav बदलाव change changes")
_NOT = fold_words("nahi nahin नहीं")
_SO = fold_words("waise vaise वैसे वैसा waisa vaisa")
_HI = fold_words("hi ही")
#: Acts that keep a sentence's goods asked, whatever else it says.
_ACTS = frozenset({"order", "cancel", "offer", "accept", "reject", "ask_quote", "ask_delivery", "dispute"})


def _keeps(words: list[str]) -> bool:
    """Whether a sentence's words say its goods stay as they are (module docstring)."""
    for k, w in enumerate(words):
        nxt = [x for x in words[k + 1:k + 5] if x != "the"][:3]
        if w in _UNCHANGED:
            return True
        if w in _STAY and nxt and (nxt[0] in _SAME or nxt[0] in _AS and len(nxt) > 1 and nxt[1] in _ARE | fold_words(
                "before it they")):
            return True
        if w in _SAME and nxt and nxt[0] in _STAY:  # "same rahega"
            return True
        if w in _NO and nxt and nxt[0] in _CHANGE and (w == "no" or len(nxt) > 1 and nxt[1] in _NOT):
            return True
        if w in _SO and nxt and nxt[0] in _HI and len(nxt) > 1 and nxt[1] in _STAY:
            return True
    return False


def goods_kept(reader) -> None:
    """Drop the goods of sentences saying they stay as they are from ``reader.mentions`` (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, clause_of, figs, cues, mentions, order_ids)."""
    if _ANY.isdisjoint(reader._keys) or not reader.mentions or getattr(reader, "refused_why", None) is not None:
        return
    words = clause_words(reader)
    kept = {c for c, ws in words.items() if _keeps(ws)}
    if not kept:
        return
    kept -= {f.clause for f in reader.figs}
    kept -= {c.clause for c in reader.cues if c.kinds & _ACTS}
    if not kept:
        return
    drop = [m for m in reader.mentions if reader.clause_of[m.first] in kept]
    rest = [m for m in reader.mentions if reader.clause_of[m.first] not in kept]
    if drop and rest:
        reader.mentions = rest
