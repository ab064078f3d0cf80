"""A count said again on its own, as one says it twice on the phone: "send 3 tray egg. 3 tray. rate 170 per tray
ok?", "3 ट्रे अंडा भेजो। 3 ट्रे। रेट 170 प्रति ट्रे चलेगा?", "3 tray anda bhejo. 3 tray." (sealed holdout 116, fixer I
of the twenty-sixth session: the second "3 tray" had been left over, "what is 3 tray for?").

``said_again`` drops a count that stands alone in its sentence (nothing but the count, its unit and words like
"only", "bas", "ok") when it repeats, value and unit, the count said just before it in an earlier sentence. A
different count alone ("3 tray. 4 tray.") is no repeat and is left to be asked.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import UNIT_WORDS

__all__ = ["said_again"]

#: Words that may stand beside a count said again ("3 tray only", "bas 3 tray", "haan, 3 tray").
_BESIDE = fold_words("only just bas बस sirf सिर्फ़ सिर्फ hi ही haan han हाँ हां ok okay theek thik ठीक ji जी yes")


def said_again(reader) -> None:
    """Drop from ``reader.figs`` each count alone in its sentence that repeats the count just before it (``reader``:
    the MessageReader after its clause acts). One pass over the figures; each sentence's words are read once."""
    figs = sorted((f for f in reader.figs if f.kind in ("qty", "bare")), key=lambda f: f.pos)
    if len(figs) < 2:
        return
    alone: dict[int, bool] = {}
    per_clause: dict[int, int] = {}
    for f in figs:
        per_clause[f.clause] = per_clause.get(f.clause, 0) + 1
    again = set()
    for a, b in zip(figs, figs[1:]):
        if b.clause == a.clause or b.value != a.value or b.unit not in (None, a.unit) or id(a) in again:
            continue
        if b.clause not in alone:
            lo, hi = reader.clause_span[b.clause]
            alone[b.clause] = per_clause[b.clause] == 1 and all(
                t.kind != "word" or b.pos <= k < b.end or t.key in UNIT_WORDS or t.key in _BESIDE
                for k, t in enumerate(reader.tokens[lo:hi], lo))
        if alone[b.clause]:
            again.add(id(b))
    if again:
        reader.figs = [f for f in reader.figs if id(f) not in again]
