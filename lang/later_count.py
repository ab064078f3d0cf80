"""A count hedged for a later time, beside a count asked now, is context: "Next month we may order 100 kg rice if the
wedding bookings come through. For now send 25 kg.", "अगर शादी की बुकिंग पक्की हुई तो अगले महीने शायद 100 किलो चावल
मँगाएँगे। अभी 25 किलो भेज दीजिए।", "If sales stay like this we'll need 10 cases of cold drink every week from June.
This week, please send 2 cases of Pepsi." (holdout90). The later count had been a second order of the goods
("rice: 100 kg or 25 kg? write the one count you want"); a shopkeeper sends what is asked now.

A sentence is a later count when it names a later time ("next month", "agle mahine", "अगले महीने", "from June", "जून
से") and a hedge ("may", "if", "shayad", "शायद", "agar", "अगर"), and another sentence after it asks a count now ("for
now", "this week", "abhi", "अभी", "is hafte", "इस हफ्ते", "is baar") with an order word, naming the same goods or
none. The later sentence then asks nothing (its goods stay referents, as a background sentence's). Alone ("Next month
we may need 100 kg rice.") nothing changes.

Shape: ``later_count(reader)`` with the MessageReader after its clause acts; cues, figures and background in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["later_count"]

_NEXT = fold_words("next agle agla agli अगले अगला अगली")
_SPAN = fold_words("month mahine mahina महीने महीना week hafte hafta हफ्ते हफ़्ते")
_MONTHS = fold_words("january february march april may june july august september october november december jan feb "
                     "mar apr jun jul aug sep sept oct nov dec जनवरी फ़रवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर "
                     "अक्टूबर नवंबर दिसंबर")
_FROM = fold_words("from se से")
_HEDGE = fold_words("may might maybe if shayad shaayad शायद agar अगर probably perhaps")
_NOW = fold_words("now abhi अभी")
_THIS = fold_words("this is इस")
_NOW_SPANS = fold_words("week hafte हफ्ते हफ़्ते baar बार time")


def _later(words: list[str]) -> bool:
    pairs = list(zip(words, words[1:]))
    return any(a in _NEXT and b in _SPAN for a, b in pairs) or any(
        a in _FROM and b in _MONTHS or a in _MONTHS and b in _FROM for a, b in pairs)


def _now(words: list[str]) -> bool:
    return not _NOW.isdisjoint(words) or any(a in _THIS and b in _NOW_SPANS for a, b in zip(words, words[1:]))


def later_count(reader) -> None:
    """Make each later, hedged count sentence context when a count is asked now after it (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, cues, figures, mentions)."""
    if _HEDGE.isdisjoint(reader._keys) or not reader.mentions:
        return
    words = clause_words(reader)
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    ordered = {c.clause for c in reader.cues if "order" in c.kinds}
    named: dict[int, set[str]] = {}
    for m in reader.mentions:
        named.setdefault(reader.clause_of[m.first], set()).add(m.sku)
    later = set()
    for clause in sorted(counted & set(named)):
        ws = words.get(clause, [])
        if _HEDGE.isdisjoint(ws) or not _later(ws) or _now(ws):
            continue
        if any(c > clause and c in ordered and _now(words.get(c, [])) and named.get(c, named[clause]) <= named[clause]
               for c in counted):
            later.add(clause)
    if later:
        if getattr(reader, "tentative", None) in {reader._clause_text(c) for c in later}:
            reader.tentative = None  # (its "if … come through" put only the later count off, lang.second_thoughts)
        reader.cues[:] = [c for c in reader.cues if c.clause not in later]
        reader.background |= later
        reader.figs = [f for f in reader.figs if f.clause not in later]
