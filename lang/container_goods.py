"""Whose container a stated size is (part of ``lang.container_totals``; issue 10, session 38, fixer DC): "Your quote of
₹118 per litre for refined oil (1 L) is acceptable. Please send one case (12 litres). / Could you also confirm when
O16 (2 cases of Maggi and 1 case of Coca-Cola) will be delivered?" (holdout135 g7050, the three languages). The size
of "one case (12 litres)" is the refined oil's, named in the sentence before; the cases of Maggi and Coca-Cola of O16
are theirs (24 packets, 12 bottles). ``lang.container_totals`` had tied the size to no goods (none in its sentence)
and so to every case of the message, and tied "1 case of Coca-Cola" to no goods (the Maggi and the Coca-Cola were as
near): it wrote "24 litres of Maggi and 12 litres of Coca-Cola" and the desk was asked after 16 bottles, silently.

``goods_near(m, at)`` is ``container_totals``' table {container position: the goods it holds, None when none or
unsure}: the goods named nearest the container in its sentence (as before); on a tie, the goods right after "of"
("1 case of Coca-Cola"). ``size_owners(m, stated, goods)``: the goods whose containers the stated sizes are — a
size stated in a sentence naming no goods is the one goods' of the nearest sentence before it in its paragraph ("…
refined oil (1 L) is acceptable. Please send one case (12 litres)."); ``container_totals`` then leaves the containers
of other goods at their own size (the cases of Maggi and Coca-Cola), and "O3 arrived with only one tin of ghee. When
will the second tin (15 L) of O3 come?" reads as before (the ghee's tin, 15 litres).

Shapes: ``goods_near(m, at: list[int]) -> dict[int, str | None]``; ``size_owners(m, stated: Iterable[int], goods)
-> set[str]``; ``m`` is the module's ``_Message`` (tokens ``t``, ``sentence`` per token, ``word(k)``).
"""
from __future__ import annotations

from lang.items import matcher_for

__all__ = ["goods_near", "size_owners"]

_OF = frozenset(("of",))


def _before(m, k: int, mentions: list) -> str | None:
    """The one goods of the nearest sentence before token ``k``'s that names goods, in its paragraph; else None."""
    j = k - 1
    while j >= 0 and m.sentence[j] == m.sentence[k]:
        j -= 1
    while j >= 0 and m.t[j].kind != "nl":
        named = {x.sku for x in mentions if m.sentence[x.first] == m.sentence[j]}
        if named:
            return next(iter(named)) if len(named) == 1 else None
        j -= 1
    return None


def goods_near(m, at: list[int]) -> dict[int, str | None]:
    """{container position: the sku of the goods it holds (None: none, or unsure)} (module docstring)."""
    mentions = [x for x in matcher_for(None).find_in_tokens(m.t) if x.sku is not None]
    out = {}
    for k in at:
        near = sorted((min(abs(k - x.first), abs(k - x.last)), x.sku) for x in mentions
                      if m.sentence[x.first] == m.sentence[k])
        if near and (len(near) == 1 or near[0][0] < near[1][0]):
            out[k] = near[0][1]
        elif near and m.word(k + 1) in _OF:  # "2 cases of Maggi and 1 case of Coca-Cola"
            out[k] = next((x.sku for x in mentions if x.first == k + 2), None)
        else:
            out[k] = None
    return out


def size_owners(m, stated, goods: dict) -> set:
    """The goods whose containers the sizes at ``stated`` (container positions) are: each one's goods in its own
    sentence (``goods``), else the one goods of the nearest sentence before it in its paragraph; None left out."""
    mentions = [x for x in matcher_for(None).find_in_tokens(m.t) if x.sku is not None]
    return {goods.get(k) or _before(m, k, mentions) for k in stated} - {None}
