"""Goods named only as what other goods replace (part of reading, ``lang.reader``): "Instead of sugar, send 20 kg
jaggery", "चीनी की जगह 20 किलो गुड़ भेज दीजिए", "chini ke badle 20 kilo gud bhejo". The replaced goods are asked for
nothing; read as a line of their own they took the figure ("how many jaggery?", a new user's trial, twentieth
session, in English and Hindi, though 20 kg is written).

"In place of" and "instead of the" name them so too: "No onion in place of the tomato please" refuses the onion, not
the tomato (fixer CT, s37: both were refused; "Don't send potatoes in place of onions" cancelled both).

Only when the replaced goods are named nowhere else: "O18: चीनी 30 किलो → 20 किलो … उस चीनी की जगह गुड़ 10 किलो
जोड़ दीजिए" cuts the sugar and adds jaggery in its place (holdout59). Left: "Send 20 kg sugar. P.S. Instead of sugar,
send 20 kg jaggery" still orders both, as the reader did before this module (a P.S. that takes back an order).
"""
from __future__ import annotations

from collections import Counter

from lang.language import fold
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["without_replaced", "replaced_cancels", "replaced_before"]

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

    def counted(m) -> bool:  # a count right before the goods ("10 kilo gud")
        return m.first >= 1 and (tokens[m.first - 1].kind == "num" or m.first >= 2 and tokens[
            m.first - 2].kind == "num" and keys[m.first - 1] in UNIT_WORDS)
    for n, m in enumerate(mentions):
        before = keys[m.first - 2:m.first] if m.first >= 2 else []
        after = keys[m.last:m.last + 2]
        swapped = counted(m) and n + 1 < len(mentions) and counted(mentions[n + 1])  # "10 kilo gud ke badle 10 kilo
        if before == [_INSTEAD, _OF] or replaced_before(keys, m.first) and not counted(m) or len(after) == 2 and \
                after[0] in _KI and after[1] in _PLACE and not swapped:
            replaced.append(m)  # cheeni": both counted, the gud is cut (lang.counted_swap), not dropped
    if not replaced:
        return mentions
    named = Counter(m.sku for m in mentions)
    gone = {id(m) for m in replaced if m.sku is not None and named[m.sku] == 1}
    return mentions if len(gone) == len(mentions) else [m for m in mentions if id(m) not in gone]


_IN_PLACE_OF = tuple(fold(w) for w in "in place of".split())
#: Words between "instead of" / "in place of" and the goods: "No onion in place of the tomato" (fixer CT, s37).
_ARTICLES = frozenset(fold(w) for w in "the our your that those".split())


def replaced_before(keys: list[str], first: int) -> bool:
    """The goods starting at token ``first`` follow "in place of" or "instead of the" (``keys``: the tokens' folded
    words, "" for others): "No onion in place of the tomato please", "Send sugar instead of the jaggery". The bare
    "instead of sugar" is ``without_replaced``'s own test."""
    k = first
    while k > 0 and keys[k - 1] in _ARTICLES:
        k -= 1
    return k >= 3 and tuple(keys[k - 3:k]) == _IN_PLACE_OF or k < first and k >= 2 and keys[k - 2:k] == [_INSTEAD, _OF]


#: Words after replaced goods that say "in place of" (with ``_KI`` before them): "गुड़ की बजाय", "gud ke badle".
_PLACE_AFTER = _PLACE | frozenset(fold(w) for w in "bajaye bajay bajae बजाय बजाए".split())
#: Words between "instead of" and the replaced goods' figure: "instead of the 10 kg jaggery".
_THE = frozenset(fold(w) for w in "the that those our".split())


def replaced_cancels(reader) -> None:
    """Goods with a count named as what other goods replace, beside goods sent ("Instead of the 10 kg jaggery, send
    10 kg sugar", "Send 10 kg sugar instead of the 10 kg jaggery", "10 किलो गुड़ की बजाय 10 किलो चीनी भेज दीजिए"): the
    counted goods were asked before, so they are cancelled (a cancel cue at "instead" / "की बजाय") and the new goods
    ordered. They had been ordered both (breaker AF, silently). ``reader`` is the MessageReader after its clause
    acts (tokens, mentions, figs, cues, clause_of, chunk_of)."""
    keys = reader._keys
    if _INSTEAD not in keys and _PLACE_AFTER.isdisjoint(keys) or len(reader.mentions) < 2 or \
            not any("order" in c.kinds for c in reader.cues):
        return
    toks = reader.tokens
    word = [t.key if t.kind == "word" else "" for t in toks]
    qty_end = {f.end: f for f in reader.figs if f.kind == "qty"}
    added = []
    for m in reader.mentions:
        k = m.first
        while k > 0 and word[k - 1] in _THE:
            k -= 1
        fig = qty_end.get(k)
        if fig is None:
            continue
        j = fig.pos
        while j > 0 and word[j - 1] in _THE:
            j -= 1
        if j >= 2 and word[j - 2] == _INSTEAD and word[j - 1] == _OF:
            at = (j - 2, j)
        elif m.last + 1 < len(toks) and word[m.last] in _KI and word[m.last + 1] in _PLACE_AFTER:
            at = (m.last, m.last + 2)
        else:
            continue
        if any(c.pos < at[1] and c.end > at[0] for c in reader.cues):
            continue  # (a cue of its own there already)
        added.append(_Cue(frozenset({"cancel"}), at[0], at[1], reader.clause_of[m.first], reader.chunk_of[m.first]))
    if added:
        reader.cues = sorted(reader.cues + added, key=lambda c: c.pos)
