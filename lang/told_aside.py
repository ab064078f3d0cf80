"""Goods named again after their order in a sentence that only tells something of them: their printed price ("Our
MRP on Coke is ₹45 btw."), their care ("Please ensure that the paneer is fresh.", "कृपया ध्यान रखें कि पनीर ताज़ा हो।",
"Dhyan rakhiyega ki paneer fresh ho.", "sugar gets sticky, keep it covered in the tempo please") or the demand for them
("Winter demand for gur has gone up in our area.", "Sardi mein hamare ilaake mein gud ki demand badh gayi hai.",
"Summer's here and the cold drinks are going fast") (issue 10; sealed holdout75 en/hi/hl-x1014, holdout87
en/hl-z9029, holdout60 en-j046, holdout66 en-e004). ``lang.verify_kinds`` refuses goods ordered and then named in a
sentence of words it does not know ("Hold the sugar until Monday": what is asked?); such a sentence asks nothing of
the order, and a shopkeeper sends it.

Linear: the words of one sentence, from ``lang.clause_words``.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["told_aside"]

#: The pack's printed price named: a fact about the goods, nothing asked of them.
MRP = fold_words("mrp एमआरपी")
#: Words of the goods' care or condition ("fresh", "ताज़ा", "kept covered", "gets sticky").
_CARE = fold_words("fresh freshness taaza taza ताज़ा ताजा covered cover dhak dhakke dhakkar ढक ढककर ढँककर sticky "
                   "quality kwality क्वालिटी dhyan dhyaan ध्यान")
#: Words of the demand for the goods ("demand for gur has gone up", "gud ki demand badh gayi", "मांग बढ़ गई").
_DEMAND = fold_words("demand डिमांड")
#: "going fast", "selling fast", "moving fast", "flying off": goods selling quickly.
_FAST = fold_words("fast flying")
_GOING = fold_words("going selling moving")
#: Words that ask something of the goods after all ("Hold the sugar until Monday, keep it fresh"): not told aside.
_ASKED = fold_words("hold rok roko ruko rukiye रोक रोको रुको रुकिए until wait later baad बाद instead jagah जगह cancel "
                    "drop hata hatao हटा हटाओ")


def told_aside(reader, clause: int) -> bool:
    """Whether sentence ``clause`` of ``reader`` (the MessageReader at verify) names the goods' printed price, their
    care or the demand for them and asks nothing of them ("hold", "until", "instead") (module docstring)."""
    said = clause_words(reader).get(clause, ())
    keys = set(said)
    if not keys.isdisjoint(MRP):
        return True
    if not keys.isdisjoint(_ASKED):
        return False
    if not keys.isdisjoint(_CARE) or not keys.isdisjoint(_DEMAND):
        return True
    return any(a in _GOING and b in _FAST for a, b in zip(said, said[1:]))
