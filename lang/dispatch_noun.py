""""Dispatch" and "delivery" as nouns of a date or a charge: "Please include delivery charges and the earliest possible
dispatch date", "dispatch ka time bata dena". They are order words as verbs ("dispatch 20 kg rice"), and the
order they made spread to a summary line of the goods asked a quote for: 500 kg rice and 200 kg sugar were ordered
with the quote (breaker AK, silently). ``dispatch_nouns`` empties an order cue standing on such a word when a noun of
time or money follows it, in a message that asks a rate (the date is then a term of the quote asked).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["dispatch_nouns"]

_VERBS = fold_words("dispatch deliver delivery despatch")
#: Nouns after them that make them nouns too ("dispatch date", "delivery schedule", "dispatch ka time").
_NOUNS = fold_words("date dates time timing timings schedule status details detail charge charges charged cost "
                    "costs fee tarikh tareekh तारीख़ तारीख samay समय")
_LINK = fold_words("ka ki ke का की के")


def dispatch_nouns(reader) -> None:
    """Empty the order cues on "dispatch"/"delivery" followed (past "ka"/"की") by a noun of time or money, when a
    rate is asked in the message.
    ``reader``: the MessageReader after its clause acts (tokens, cues)."""
    if _VERBS.isdisjoint(reader._keys) or _NOUNS.isdisjoint(reader._keys) or not any(
            "ask_quote" in c.kinds for c in reader.cues):
        return  # (with no rate asked, "share the dispatch date" asks after an order: lang.apply_acts reads it so)
    for c in reader.cues:
        if c.kinds != {"order"} or c.end - c.pos != 1 or reader._word(c.pos) not in _VERBS:
            continue
        k = c.end + (reader._word(c.end) in _LINK)
        if reader._word(k) in _NOUNS:
            c.kinds = frozenset()
