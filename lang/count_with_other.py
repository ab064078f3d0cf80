"""A count with no goods of its own, sent "with" other counted goods: "Also 3 dozen with 20 packets of milk". The
reader had read the 20 packets as what each dozen holds and ordered 60 packets of milk, silently; "Send 3 trays with 20
packets of milk" had ordered 3 packets. Which goods the 3 dozen or the 3 trays are is not said (eggs? bananas?), so the
message is refused: ``no_item.of_what`` ("3 dozen of what? name the item"), in the writer's language.

When: a quantity (a count with its unit: "3 dozen", "2 cases", "3 trays") with no goods named right before or after it,
then "with" (or "extra with"), then a count, "of" perhaps, and goods. ("Send 3 dozen eggs with 20 packets of milk"
names both goods and is read; "2 cases of Coca-Cola with 24 bottles each" states a case's contents; "send 3 dozen
with tomorrow's milk" is ``lang.with_goods``. Hindi and Hinglish "3 दर्जन भी, 20 पैकेट दूध के साथ" were refused
already.)

Shape: ``count_with_other(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["count_with_other"]

_WITH = fold_words("with")
_EXTRA = fold_words("extra more")
_OF_THE = fold_words("of the")


def count_with_other(reader) -> None:
    """Refuse a count of unnamed goods sent with other counted goods (module docstring). Examples: "Also 3 dozen with
    20 packets of milk" → refused (3 dozen of what?); "Send 3 dozen eggs with 20 packets of milk" → read; "3 darjan
    bhi, 20 packet doodh ke saath" / "3 दर्जन भी, 20 पैकेट दूध के साथ" are refused before this pass."""
    if _WITH.isdisjoint(reader._keys) or not reader.mentions or getattr(reader, "refused_why", None) is not None:
        return
    starts = {m.first for m in reader.mentions}
    ends = {m.last for m in reader.mentions}
    at = {f.pos: f for f in reader.figs if f.kind in ("qty", "bare")}
    for f in reader.figs:
        if f.kind != "qty" or f.unit is None or f.end in starts or f.pos in ends:
            continue
        w = f.end + (reader._word(f.end) in _EXTRA)
        if reader._word(w) not in _WITH:
            continue
        g = at.get(w + 1) or (at.get(w + 2) if reader._word(w + 1) == "the" else None)
        if g is None:
            continue
        k = g.end
        while k < reader.n and k - g.end < 2 and reader._word(k) in _OF_THE:
            k += 1
        if k in starts:
            reader.refused_why = why("no_item.of_what", n=" ".join(t.text for t in reader.tokens[f.pos:f.end]))
            return
