"""Goods asked "a bit less than last time" with no figure: "pichhli baar se thoda kam kar sakein to 30 kilo arhar
dal", "पिछली बार से थोड़ा कम कर सकें तो 30 किलो अरहर दाल", "a little less than last time" (holdout77 q9029). The
lowering word with a count in its sentence had been read as a cut of 30 kg from an order (a cancel, silently);
nothing is cut — last time is no order named, and "a bit less" than it says no price. Refused with
``no_price.how_much_lower`` (how much lower? write the price you ask), in the supplier's language.

A cut from a named order or an order's day ("O12 se 5 kilo kam", "pichle order se thoda kam") is not this: the base
here is a time ("baar", "time", "hafte", "mahine"), and no figure stands between it and the lowering word.

Shape: ``less_than_before(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.lowered_goods import goods_at
from lang.lower_asked import lower_asked
from lang.reasons import why

__all__ = ["less_than_before"]

#: The lowering words ("kam", "कम", "less", "lower", "cheaper").
_LESS = fold_words("kam कम less lower cheaper")
#: Words of "than/from" between the base and the lowering words.
_THAN = fold_words("se से than")
#: Words of a past time as the base ("pichhli baar", "पिछली बार", "last time", "pichle hafte").
_TIME = fold_words("baar bar बार time times hafte hafta हफ़्ते हफ्ते week mahine mahina महीने month")
_PAST = fold_words("pichhli pichli pichhle pichle पिछली पिछले last previous pehle पहले")
#: Small words that may stand between "than" and the lowering word ("thoda", "a little", "a bit").
_SOFT = fold_words("thoda thodi kuch थोड़ा थोड़ी कुछ a little bit aur और")
#: The English lowering words, whose base comes after them ("less than last time"), and "than".
_LESS_EN, _THAN_EN = fold_words("less lower cheaper"), fold_words("than")


def less_than_before(reader) -> None:
    """Set ``reader.refused_why`` (``no_price.how_much_lower``) when a lowering word follows "<last> <time> se/than"
    with only soft words between and the message names goods (module docstring). Examples: "pichhli baar se thoda kam
    kar sakein to 30 kilo arhar dal", "पिछली बार से थोड़ा कम, 30 किलो", "toor dal, 30 kg, a bit less than last time"."""
    if _LESS.isdisjoint(reader._keys) or _TIME.isdisjoint(reader._keys) or not reader.mentions or \
            getattr(reader, "refused_why", None) is not None:
        return
    toks = reader.tokens
    words = [k for k, t in enumerate(toks) if t.kind in ("word", "num")]
    for i, k in enumerate(words):
        if toks[k].key not in _LESS:
            continue
        j = i - 1
        while j >= 0 and toks[words[j]].kind == "word" and toks[words[j]].key in _SOFT:
            j -= 1
        if toks[k].key in _LESS_EN:  # "less than last time"
            after = [toks[w].key for w in words[i + 1:i + 4]]
            if after[:1] and after[0] in _THAN_EN and _TIME & set(after[1:]) and _PAST & set(after[1:]):
                break
            continue
        if j < 2 or toks[words[j]].key not in _THAN or toks[words[j - 1]].key not in _TIME or \
                toks[words[j - 2]].key not in _PAST:
            continue
        break
    else:
        return
    sku = goods_at(reader, k)  # the goods the lowering word speaks of (lang.lowered_goods), not the first named
    if sku is not None:
        reader.refused_why = lower_asked(reader.cat.by_sku(sku))
