"""Goods sent with other goods, the count between them: "Aur kal ke milk ke saath 12 curd extra bhej dena.", "और कल के
मिल्क के साथ 12 दही एक्स्ट्रा भेज देना।", "kal ke doodh ke saath 5 tray ande bhejna". The count is of the goods riding
along (12 curd, 5 trays of eggs); the goods before "ke saath" only say when they go. The reader had given the count to
the goods before it and ordered 12 milk, silently (holdout122 hi/hl-i8030), or refused "5 tray does not convert to
milk" (holdout120 a8006). ``with_goods`` drops the goods named before "के साथ" / "ke saath" from the goods asked, so
the count is read of the goods after it — when those goods carry no count of their own just before them ("10 kg atta
ke saath 5 kg cheeni" asks both: refused, ``ambiguous_intent.figure``, what is 5 kg for?). ("Send 12 curd with the
milk" names no goods right before "with" and is left to the rest of the reader; "O94 ke saath 10 kilo cheeni bhi"
joins an order, ``lang.added_to``.)

Shape: [goods X] ke saath [count] [goods Y], X and Y different goods → Y counted, X not asked.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["with_goods"]

_KE = fold_words("ke के")
_SAATH = fold_words("saath sath साथ")
#: Figures that count: with a unit ("12 packet") or bare ("12").
_COUNTS = frozenset({"qty", "bare"})
#: How many tokens before the goods X a count of X's own may end ("10 kg atta", "20 पैकेट का दूध").
_OWN_COUNT_GAP = 2


def with_goods(reader) -> None:
    """Drop from ``reader.mentions`` the goods X of "X ke saath N Y", or set ``reader.refused_why`` when X has a
    count of its own (module docstring). ``reader``: the MessageReader after its clause acts (figs, mentions,
    tokens)."""
    if _SAATH.isdisjoint(reader._keys) or not reader.mentions or getattr(reader, "refused_why", None) is not None:
        return
    named = [m for m in reader.mentions if m.sku]
    before = {m.last: m for m in named}  # goods ending right before a token
    starts = {m.first: m for m in named}
    counts = [f for f in reader.figs if f.kind in _COUNTS]
    for f in counts:
        if reader._word(f.pos - 1) not in _SAATH or reader._word(f.pos - 2) not in _KE:
            continue
        x, y = before.get(f.pos - 2), starts.get(f.end)
        if x is None or y is None or x.sku == y.sku:
            continue
        if any(x.first - _OWN_COUNT_GAP <= g.end <= x.first for g in counts):
            figure = " ".join(t.text for t in reader.tokens[f.pos:f.end])
            reader.refused_why = why("ambiguous_intent.figure", figure=figure)
            return
        reader.mentions = [m for m in reader.mentions if m is not x]
