"""Goods named as the ones already ordered, beside a question about that order, point back at it: "Has O3 left? the 2
bori atta, need it by noon", "O3 nikla kya? 2 bori aate wala, dopahar tak chahiye", "O3 निकला क्या? 2 बोरी आटे वाला,
दोपहर तक चाहिए" (holdout146 r77010, all three languages: the need had ordered the 2 sacks a second time beside the
delivery question, silently). "the" right before the count, or "wala" / "वाला" right after the goods, names goods
the shop already has in mind — those of the order it asks after (``lang.order_contents`` reads the same words in a
sentence with no request word; ``lang.goods_of_order`` turns the need into the delivery question's goods).

Only the pointing is read here; ``lang.goods_of_order`` keeps its conditions (one order named and no bill, a delivery
question before, a cue made only of needing words, no word adding goods: "the 2 bori atta too" is more goods). Not a
pack's size ("5 kilo wala 2 packet aata": "wala" after the size, not after the goods).

Shape: ``the_goods_named(reader, clause) -> int | None``: the token position of the pointing word, or None.
"""
from __future__ import annotations

from lang.language import fold, fold_words

__all__ = ["the_goods_named"]

_THE = fold("the")
#: "wala" right after the goods: "2 bori aate wala" (the one with 2 sacks of atta).
_WALA = fold_words("wala wali wale waala waali waale vala vale वाला वाली वाले")


def the_goods_named(reader, clause: int) -> int | None:
    """The position of "the" before a count of the goods, or of "wala" right after the goods, in ``clause`` (see the
    module docstring), else None. ``reader``: the MessageReader after its clause acts (figs, mentions)."""
    lo, hi = reader.clause_span[clause]
    starts = {m.first for m in reader.mentions if lo <= m.first < hi and m.sku is not None}
    for f in reader.figs:
        if f.clause == clause and f.kind in ("qty", "bare") and reader._word(f.pos - 1) == _THE and (
                f.end in starts or f.end + 1 in starts):  # "the 2 bori atta", "the 20 kg of atta"
            return f.pos - 1
    for m in reader.mentions:
        if lo <= m.first < hi and m.sku is not None and m.last < hi and reader._word(m.last) in _WALA and any(
                f.clause == clause and f.kind in ("qty", "bare") and f.end <= m.first for f in reader.figs):
            return m.last
    return None
