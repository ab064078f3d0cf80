"""Goods that counted goods are sent along with, named right after them: "Please send the 20 kg of toor dal along
with the rice.", "20 किलो अरहर दाल चावल के साथ भेज दीजिए।", "20 kg arhar dal chawal ke saath bhej dijiye." (holdout130
b7044). The rice only says what the toor dal goes with (it was ordered before); the reader took it for goods asked
with no count and refused ("how many kg of rice?"), though a shopkeeper sends the 20 kg of toor dal with the rice.
(``lang.with_goods`` reads the other shapes: "kal ke doodh ke saath 5 tray ande", "12 extra curd with tomorrow's
milk".)

The cue that makes it safe: a count, then goods Y (English: "of" between allowed), then "along with" / "together
with" (and "the"/"our") and goods X — or, in Hindi and Hinglish, goods X right after Y and then "के साथ" / "ke saath"
— where X and Y are different goods and X has no count of its own (none right before or after it). X's mention
leaves the goods asked. "Send 20 kg toor dal along with 10 kg rice" (X counted) and "20 kg arhar dal aur chawal ke
saath" (no goods right before X) are left as they were; "the 24 litres along with the refined oil" (the count straight
before "along") is ``lang.along_with``'s refusal.

Shape: ``sent_along(reader)`` with the MessageReader after its clause acts (run by ``lang.asked_or_kept``). Linear
in the mentions.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["sent_along"]

_ALONG = fold_words("along together")
_WITH = fold_words("with")
_THE = fold_words("the our")
_OF = fold_words("of")
_KE = fold_words("ke के")
_SAATH = fold_words("saath sath साथ")
_COUNTS = frozenset({"qty", "bare"})


def sent_along(reader) -> None:
    """Drop from ``reader.mentions`` the goods X counted goods are sent along with (module docstring): the rice of
    "Please send the 20 kg of toor dal along with the rice." / "20 किलो अरहर दाल चावल के साथ भेज दीजिए।" / "20 kg
    arhar dal chawal ke saath bhej dijiye."."""
    keys = reader._keys
    if _SAATH.isdisjoint(keys) and (_WITH.isdisjoint(keys) or _ALONG.isdisjoint(keys)):
        return
    named = sorted((m for m in reader.mentions if m.sku), key=lambda m: m.first)
    counts = [f for f in reader.figs if f.kind in _COUNTS]
    word = reader._word

    def counted(m) -> bool:  # a count right before the goods ("20 kg toor dal", "20 kg of toor dal") or after them
        return any(g.end == m.first or g.end == m.first - 1 and word(g.end) in _OF or
                   m.last <= g.pos <= m.last + 1 for g in counts)

    drop = []
    for y, x in zip(named, named[1:]):
        if x.sku == y.sku or not counted(y) or counted(x) or reader.clause_of[x.first] != reader.clause_of[y.first]:
            continue
        k = y.last
        if word(k) in _ALONG and word(k + 1) in _WITH:  # "… toor dal along with the rice"
            k += 2
            while word(k) in _THE:
                k += 1
            if k == x.first:
                drop.append(x)
        elif x.first == y.last and word(x.last) in _KE and word(x.last + 1) in _SAATH:  # "अरहर दाल चावल के साथ"
            drop.append(x)
    if drop:
        reader.mentions = [m for m in reader.mentions if all(m is not x for x in drop)]
