"""A count said of goods named before, sent "along with" other goods: "₹3,192 for the 24 litres of Fortune mustard oil is
agreed. Please send the 24 litres along with the refined oil". The count went to the goods after it, so 24 litres of
*refined* oil were ordered, silently (sealed74 r8033). ``along_with`` refuses such a message
(``ambiguous_intent.figure``: what is 24 litres for?) when a count is followed straight by "along with" / "together
with" and goods: those goods go with it, the count is of something else. ("Send 10 kg sugar along with the rice"
counts the sugar and is read. Hindi and Hinglish "24 लीटर रिफाइंड तेल के साथ" may count the refined oil itself, so they
are left to the rest of the reader.)
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["along_with"]

_ALONG = fold_words("along together")
_WITH = fold_words("with")


def along_with(reader) -> None:
    """Set ``reader.refused_why`` for a count sent along with other goods (module docstring). ``reader``: the
    MessageReader after its clause acts (figs, mentions, tokens)."""
    if _ALONG.isdisjoint(reader._keys) or _WITH.isdisjoint(reader._keys) or not reader.mentions or getattr(
            reader, "refused_why", None) is not None:
        return
    starts = {m.first for m in reader.mentions if m.sku}
    for f in reader.figs:
        if f.kind == "qty" and reader._word(f.end) in _ALONG and reader._word(f.end + 1) in _WITH and (
                f.end + 2 + (reader._word(f.end + 2) == "the")) in starts:
            figure = " ".join(t.text for t in reader.tokens[f.pos:f.end])
            reader.refused_why = why("ambiguous_intent.figure", figure=figure)
            return
