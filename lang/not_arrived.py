"""Goods told as not come beside goods that came ask nothing of them (issue 10, session 37, fixer CX): "Appa remembers
the rice and chana dal coming, but not the besan." (holdout135 en-g7039), "चावल आ गया, पर बेसन नहीं।", "Chawal aa
gaya, par besan nahi." The bare "not" / "नहीं" / "nahi" had been read as a refusal of every good in the sentence: the
desk would reject rice, chana dal and besan that the writer had only told about (the Hindi and Hinglish of the probe
the same). A shopkeeper reads what came and what did not — the question that goes with it ("Has the besan from O11
reached?", "बेसन कब आएगा?") is the request.

When: a ``reject`` cue whose words are all negations ("not", "नहीं", "nahi") stands in a sentence that names a word
of coming before it ("came", "coming", "arrived", "reached", "received", "delivered", "आ गया", "आना", "पहुँचा",
"मिला", "aa gaya", "aana", "pahuncha", "mila" …) and no word of sending, needing or cancelling ("send", "भेजो",
"chahiye", "cancel", "want") and not counted goods before the word of coming with other goods after it (holdout128 en-o9042 "the 30 kg of
gur arrived yesterday evening, but the 30 kg of chura has not": the gur's count would go to the delivery asked; left
refused). Then the cue leaves the reading. Not "Send the rice but not the besan." (no coming:
the besan refused), nor "चावल आ गया, बेसन मत भेजो" ("भेजो": a send refused, left to the rest of the reader).

Shape: ``not_arrived(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words

__all__ = ["not_arrived"]

#: Words of coming told (one word).
_CAME = fold_words("came come coming arrived arriving reached received delivered aaya aayi aaye aya ayi aye aana ana "
                   "mila mili mile pahuncha pahunchi pahunche pahunch आया आई आए आये आना मिला मिली मिले पहुँचा "
                   "पहुंचा पहुँची पहुंची पहुँचे पहुंचे पहुँच पहुंच")
#: "आ गया", "aa gaya": a coming told in two words.
_AA = fold_words("aa a आ")
_GONE = fold_words("gaya gayi gaye gya gyi gye गया गई गयी गए गये")
#: Words of asking for goods in the sentence: then the negation may refuse them, left to the rest of the reader.
_ASKING = fold_words("send sending want need needed cancel stop bhej bhejo bhejna bhejiye bhejie bhejen chahiye "
                     "chahie chaiye mangao cancel radd भेज भेजो भेजना भेजिए भेजिये भेजें चाहिए चाहिये मंगाओ रद्द")


def _last_came(reader, lo: int, pos: int) -> int | None:
    """The last word of coming among tokens ``lo`` .. ``pos`` - 1, or None."""
    words = reader._words
    return next((k for k in range(pos - 1, lo - 1, -1) if words[k] in _CAME or words[k] in _GONE and k > lo and
                 words[k - 1] in _AA), None)


def not_arrived(reader) -> None:
    """Drop a bare negation's refusal in a sentence telling goods come (module docstring). Examples: "Appa remembers
    the rice and chana dal coming, but not the besan." refuses nothing; "अप्पा को चावल और चना दाल आना याद है, बेसन
    नहीं।" and "Chawal aa gaya, par besan nahi." the same; "Send the rice but not the besan." still refuses the
    besan."""
    if not any(c.kinds == {"reject"} for c in reader.cues):
        return
    words = reader._words
    figs = getattr(reader, "found_figs", reader.figs)
    gone = set()
    for i, c in enumerate(reader.cues):
        if c.kinds != {"reject"} or not all(words[k] in NEGATIONS for k in range(c.pos, c.end)):
            continue
        lo, hi = reader.clause_span[c.clause]
        came = _last_came(reader, lo, c.pos)
        if came is None or any(words[k] in _ASKING for k in range(lo, hi)) or any(
                lo <= f.pos < came and f.kind == "qty" for f in figs) and any(
                came < m.first < c.pos for m in reader.mentions):
            continue  # (counted goods came, others not: "the 30 kg of gur arrived, but the 30 kg of chura has not")
        gone.add(i)
    if gone:
        reader.cues = [c for i, c in enumerate(reader.cues) if i not in gone]
