"""A price followed by "before" and a time says when to send, not what the goods cost before: "@42 before noon", "₹38
before dispatching" (a breaker), "20 kg sugar at ₹41 per kg before the 13th", "₹41/kg before 13 July" (sealed set
80, v8019: the ₹41 had been taken as an earlier price and the sugar ordered at the list price). Not "₹41 before the
hike" (no time), nor "₹40 before 10 days" (how long ago, in Indian English).

Shape: ``before_a_time(after, tokens, end, references)`` with the words after the price (``after``), the tokens and
the token after the price (``end``), and the words that make a price a reference (``references``); ``lang.roles``
asks it before reading "before" as "earlier".
"""
from __future__ import annotations

from lang.language import fold, fold_words

__all__ = ["before_a_time"]

_BEFORE, _THE = fold("before"), fold("the")
_TIMES_AFTER_BEFORE = fold_words("noon evening morning night tomorrow today dispatch delivery sending dispatching "
                                 "delivering monday tuesday wednesday thursday friday saturday sunday weekend diwali divali holi "
                                 "ekadashi navratri dussehra ganpati eid pongal onam christmas rush festival end "
                                 "january february march april may june july august september october november december "
                                 "jan feb mar apr jun jul aug sep sept oct nov dec")
#: Words after "before 10" that say how long ago ("before 10 days"), not by when.
_AGO = fold_words("day days week weeks month months year years din hafte hafta mahine mahina saal")


def before_a_time(after: list[str], tokens: list, end: int, references: frozenset[str]) -> bool:
    """Whether the words after a price, whose only earlier-price word is "before", say when: a time word or a verb in
    -ing right after it ("before noon", "before dispatching", "before Diwali", "before the weekend"), or a date ("before the 13th", "before 13 July")."""
    if _BEFORE not in after or len(set(after) & references - {_THE}) > 1:  # ("the": the Hinglish "were" too)
        return False
    k = after.index(_BEFORE)
    k += k + 2 < len(after) and after[k + 1] == _THE  # "before the weekend"
    if k + 1 < len(after) and (after[k + 1] in _TIMES_AFTER_BEFORE or after[k + 1].endswith("ing")):
        return True
    j = next((j for j in range(end, min(end + 12, len(tokens))) if tokens[j].kind == "word" and tokens[j].key ==
              _BEFORE), None)
    if j is None:
        return False
    j += 1
    if j < len(tokens) and tokens[j].kind == "word" and tokens[j].key == _THE:
        j += 1
    if j >= len(tokens) or tokens[j].kind != "num":
        return False
    nxt = next((t for t in tokens[j + 1:j + 3] if t.kind in ("word", "num", "nl")), None)
    return not (nxt is not None and nxt.kind == "word" and nxt.key in _AGO)
