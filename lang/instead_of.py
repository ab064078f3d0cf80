"""Goods named only as what other goods replace (part of reading, ``lang.reader``): "Instead of sugar, send 20 kg
jaggery", "चीनी की जगह 20 किलो गुड़ भेज दीजिए", "chini ke badle 20 kilo gud bhejo". The replaced goods are asked for
nothing; read as a line of their own they took the figure ("how many jaggery?", a new user's trial, twentieth
session, in English and Hindi, though 20 kg is written).

Only when the replaced goods are named nowhere else: "O18: चीनी 30 किलो → 20 किलो … उस चीनी की जगह गुड़ 10 किलो
जोड़ दीजिए" cuts the sugar and adds jaggery in its place (holdout59). Left: "Send 20 kg sugar. P.S. Instead of sugar,
send 20 kg jaggery" still orders both, as the reader did before this module (a P.S. that takes back an order).
"""
from __future__ import annotations

from collections import Counter

from lang.language import fold

__all__ = ["without_replaced"]

_INSTEAD = fold("instead")
_OF = fold("of")
#: Words after the goods that make them the replaced ones: "चीनी की जगह", "chini ki jagah", "chini ke badle".
_PLACE = frozenset(fold(w) for w in "jagah jagha जगह badle बदले".split())
_KI = frozenset(fold(w) for w in "ki ke ka की के का".split())


def without_replaced(mentions: list, tokens: list) -> list:
    """``mentions`` (``lang.items.ItemMention``, in order) without those of goods named only as replaced ("instead
    of sugar", "चीनी की जगह"), when other goods are named and the replaced goods nowhere else. Never raises."""
    if len(mentions) < 2:
        return mentions
    keys = [t.key if t.kind == "word" else "" for t in tokens]
    replaced = []
    for m in mentions:
        before = keys[m.first - 2:m.first] if m.first >= 2 else []
        after = keys[m.last:m.last + 2]
        if before == [_INSTEAD, _OF] or len(after) == 2 and after[0] in _KI and after[1] in _PLACE:
            replaced.append(m)
    if not replaced:
        return mentions
    named = Counter(m.sku for m in mentions)
    gone = {id(m) for m in replaced if m.sku is not None and named[m.sku] == 1}
    return mentions if len(gone) == len(mentions) else [m for m in mentions if id(m) not in gone]
