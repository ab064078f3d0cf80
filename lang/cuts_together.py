"""Cuts said together (part of ``lang.roles``, stage 4 of reading): a relative change of price said once for several
items, each amount with its own item — "reduce tea by ₹6 and namkeen by ₹3", "Cut ₹3 a kg on toor and ₹2 a kg on
moong", "चाय पे ₹8 कम करो और भुजिया पे ₹3", "तूर पर ₹3 किलो और मूंग पर ₹2 किलो कम करो" (the cut word after both)."""
from __future__ import annotations

from typing import Callable

from lang.language import fold

__all__ = ["cuts_said_together"]

#: The word before a second amount in a clause that changes a price ("namkeen by ₹3", "bhujia pe ₹3", "नमकीन पर
#: ₹2"): the same change, for the next item.
_BY_ON = frozenset(fold(w) for w in "by pe par पर पे on".split())
#: "and" between two amounts, each on its own item ("₹3 a kg on toor and ₹2 a kg on moong").
_AND = frozenset(fold(w) for w in "and aur और".split())
_ON = frozenset(fold(w) for w in "on pe par पर पे".split())


def cuts_said_together(prices: list[tuple[int, int, int]], roles: dict[int, str],
                       words_before: Callable[[int, int], list[str]],
                       words_after: Callable[[int, int], list[str]]) -> None:
    """Mark as ``"relative"`` in ``roles`` (price start token → role) the amounts of ``prices`` ((start, end,
    clause) token spans, in order) that share a clause with a relative change and are the same change for another
    item: after it, named with "by"/"pe"/"on" ("… and namkeen by ₹3") or with "and" and an "on" after it ("… and
    ₹2 a kg on moong"); before it, named with "pe"/"par"/"on" and followed by "and" ("तूर पर ₹3 किलो और मूंग पर ₹2
    किलो कम करो"). ``words_before(i, k)`` / ``words_after(i, k)``: up to k word keys before / after token i in its
    chunk. Changes ``roles`` in place; raises nothing."""
    first_at: dict[int, int] = {}
    last_at: dict[int, int] = {}
    for start, _, clause in prices:
        if roles.get(start) == "relative":
            first_at.setdefault(clause, start)
            last_at[clause] = start
    for start, end, clause in prices:
        if start in roles or clause not in first_at:
            continue
        before = words_before(start, 1)
        if first_at[clause] < start and (before and before[0] in _BY_ON or before and before[0] in _AND and set(
                words_after(end, 3)) & _ON):
            roles[start] = "relative"  # "reduce tea by ₹6 and namkeen by ₹3", "Cut ₹3 a kg on toor and ₹2 … on moong"
        elif start < last_at[clause] and before and before[0] in _BY_ON and words_after(end, 1)[:1] and \
                words_after(end, 1)[0] in _AND:
            roles[start] = "relative"  # "तूर पर ₹3 किलो और मूंग पर ₹2 किलो कम करो": the cut said once, after both
