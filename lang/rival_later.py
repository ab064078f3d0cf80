"""Another seller's price said after the order's own, in a later phrase of the same sentence: "Send 30 kg onion at
₹26/kg, other supplier's rate is ₹27.", "30 किलो प्याज़ ₹26/किलो पर भेजो, दूसरे सप्लायर का रेट ₹27 है।", "30 kilo
pyaaz ₹26/kg pe bhejo, dusre supplier ka rate ₹27 hai." (the forty-sixth session's trial; probes rb47-001…005).

``lang.roles`` marks every price of a sentence that names a competitor, but its last, "reference_if_new" — the
competitor's, when ours follows ("next door: onion at ₹30. Make it ₹31"). When the competitor is named only after the
first price, in a later phrase (between commas or dashes) that holds a price of its own, the order was at the first
price and the competitor's is the one in its phrase: the order had been read at ₹27, silently. A shopkeeper reads
₹26 as the order's and ₹27 as context. Only a price with a count of goods before it in its own phrase ("Send 30 kg
onion at ₹26/kg") is so taken; "Onion ₹32 is too much — I got ₹29 at the mandi" (a price called too high, then the
mandi's) keeps the roles ``lang.roles`` gave.

``rival_later(tokens, prices, roles, sentence, rival)`` changes ``roles`` in place: the first price's
"reference_if_new" is taken off and the competitor's phrase's price made a "reference". ``sentence`` and ``rival`` as
``lang.roles._rival_sentences`` returns them (each token's sentence; the sentences naming a competitor).
"""
from __future__ import annotations

__all__ = ["rival_later"]

#: The marks that end a phrase inside a sentence.
_PHRASE_MARKS = frozenset(",;—–:")


def _phrase(tokens, pos: int) -> tuple[int, int]:
    lo, hi = pos, pos
    while lo > 0 and not (tokens[lo - 1].kind == "nl" or tokens[lo - 1].kind == "sym" and tokens[lo - 1].text in
                          _PHRASE_MARKS | {".", "?", "!", "।"}):
        lo -= 1
    while hi < len(tokens) and not (tokens[hi].kind == "nl" or tokens[hi].kind == "sym" and tokens[hi].text in
                                    _PHRASE_MARKS | {".", "?", "!", "।"}):
        hi += 1
    return lo, hi


def _competitors(tokens, words: frozenset, pairs: set) -> list[int]:
    """The first token of every competitor named ("other supplier", "दूसरे सप्लायर", "mandi")."""
    out, prev, prev_at = [], "", -1
    for j, t in enumerate(tokens):
        if t.kind != "word":
            if t.kind == "nl" or t.kind == "sym" and t.text in ".?!।;":
                prev = ""
            continue
        if t.key in words:
            out.append(j)
        elif (prev, t.key) in pairs:
            out.append(prev_at)
        prev, prev_at = t.key, j
    return out


def rival_later(tokens, prices: list[tuple[int, int, int]], roles: dict[int, str], sentence: list[int],
                rival: set[int], words: frozenset, pairs: set) -> None:
    """Take the competitor's "reference_if_new" off a price said before any competitor of its sentence is named,
    when a later phrase of that sentence names the competitor and holds a price (module docstring), and make that
    price a reference. Raises nothing."""
    if not rival:
        return
    named = _competitors(tokens, words, pairs)
    for k, (start, end, _clause) in enumerate(prices):
        if roles.get(start) != "reference_if_new" or sentence[start] not in rival:
            continue
        mine = [c for c in named if sentence[c] == sentence[start]]
        if not mine or min(mine) < end:
            continue
        lo, hi = _phrase(tokens, min(mine))
        if lo <= start:
            continue  # the competitor in the price's own phrase: theirs
        own_lo, _own_hi = _phrase(tokens, start)
        spans = [range(s, e) for s, e, _c in prices]
        if not any(tokens[j].kind == "num" and not any(j in r for r in spans) for j in range(own_lo, start)):
            continue  # no count of goods before it in its phrase: "Onion ₹32 is too much — the mandi is at ₹29"
        theirs = [s for s, _e, _c in prices[k + 1:] if lo <= s < hi and sentence[s] == sentence[start]]
        if not theirs:
            continue
        del roles[start]
        for s in theirs:
            roles[s] = "reference"

