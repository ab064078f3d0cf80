"""The supplier's minimum told beside an order of just that count (part of the verify stage, ``lang.verify``, through
``lang.told_figures``): "As your minimum order for eggs is 5 trays, please send 5 trays at ₹190 per tray", "क्योंकि
अंडों का आपका मिनिमम ऑर्डर 5 ट्रे है, कृपया 5 ट्रे ₹190 प्रति ट्रे के भाव से भेज दीजिए", "kam se kam 5 tray hai,
to 5 tray bhej dijiye". A shopkeeper reads one order of 5 trays; the minimum is why the count is what it is. The
reader had read the order and then refused the whole message for the minimum's count ("what is 5 trays for?":
fixer R of the twenty-eighth session).

``minimums_told(reader, intents)`` returns the token positions of such counts, which the verify stage counts as
explained: a count no intent uses whose value and unit are those of a count the reading uses for the same goods,
one of the two said as the minimum (a word of the minimum within six words before it: "minimum", "min", "at least",
"मिनिमम", "kam se kam", "कम से कम"). A minimum that differs from the count ordered ("minimum 5 trays … send 3 trays") is still asked.

Linear: one look at each figure and the six words before it.
"""
from __future__ import annotations

from lang.declined_prices import goods_of
from lang.gates import Gate
from lang.language import fold_words

__all__ = ["minimums_told"]

#: Words of a minimum, one word each ("minimum order", "min 5 trays", "at least", "मिनिमम").
_MINIMUM = fold_words("minimum min least मिनिमम न्यूनतम")
#: "kam se kam", "कम से कम": at least, in three words (the first and the middle one).
_KAM, _SE = fold_words("kam कम"), fold_words("se से")


def minimums_told(reader, intents) -> set[int]:
    """Token positions of the minimum counts in ``reader.figs`` equal to a count the reading uses for the same goods
    (module docstring). ``reader``: the MessageReader once its intents are composed (figs, used_pos, tokens)."""
    if not intents or _MINIMUM_GATE.shut(reader._keys):
        return set()  # (speed, lang.gates: a count is said as the minimum only beside one of the gate's words)
    used = {}  # (goods, value, unit) of each count the reading uses
    left = []
    for f in reader.figs:
        if f.kind != "qty":
            continue
        if f.pos in reader.used_pos:
            used[(goods_of(reader, f.pos), f.value, f.unit)] = f
        else:
            left.append(f)
    if not used or not left:
        return set()
    toks = reader.tokens
    named = set()  # (goods, value, unit) of each count said as the minimum (the reading may use it or the other)
    for f in reader.figs:
        if f.kind != "qty":
            continue
        words = [toks[k].key for k in range(max(0, f.pos - 9), f.pos) if toks[k].kind == "word"][-6:]
        if any(w in _MINIMUM for w in words) or any(
                a in _KAM and b in _SE and c in _KAM for a, b, c in zip(words, words[1:], words[2:])):
            named.add((goods_of(reader, f.pos), f.value, f.unit))
    return {f.pos for f in left if (key := (goods_of(reader, f.pos), f.value, f.unit)) in named and key in used}


#: ``minimums_told`` names a count the minimum only after "minimum"/"least" or "kam se kam".
_MINIMUM_GATE = Gate("minimum_said", (minimums_told,), opens=(_MINIMUM, _KAM), alongside=(_SE,))
