""""Unless" and "jab tak … nahi": a condition said as a double negative (part of stage 3, per clause acts).

"No rice order from us this week unless you come down to ₹36/kg", "We won't take the 50 kg onions unless it's
₹28", "जब तक ₹40 किलो नहीं करोगे, चीनी का ऑर्डर नहीं देंगे": the goods are taken if the supplier meets the price —
an offer at it. Read word by word the negation refused the goods at the very price asked (breaker T, holdout81
d9004: a reject of rice at ₹36, silently). So a clause with "unless" (or "jab tak"/"जब तक" and a negation after it)
and a figure after that word is a condition whose negations refuse nothing (``lang.apply_acts`` makes its price an
offer). "Send 30 kg rice, unless the rate has gone up" (no negation, no figure) is a condition too: a wait on the
market, refused (``lang.clause_checks._price_moves``). "Don't send the rice unless I confirm" (a negation, no
figure) is left as it is: a hold.
"""
from __future__ import annotations

from lang import gates
from lang.language import Token, fold_words as _keys

__all__ = ["unless_condition"]

_UNLESS = _keys("unless")
_JAB, _TAK = _keys("jab जब"), _keys("tak तक")


def _unless_at(keys: list[str], negations: frozenset[str]) -> int | None:
    """Index in ``keys`` of the clause's "unless" ("jab tak" with a negation after it), or None."""
    if _UNLESS.isdisjoint(keys) and _JAB.isdisjoint(keys) and not gates.ALL_OPEN:
        return None  # (speed, lang.gates: neither word in the clause)
    for k, key in enumerate(keys):
        if key in _UNLESS:
            return k
        if key in _JAB and k + 1 < len(keys) and keys[k + 1] in _TAK and negations.intersection(keys[k + 2:]):
            return k
    return None


def unless_condition(tokens: list[Token], words: list[int], keys: list[str], hi: int,
                     negations: frozenset[str]) -> tuple[bool, bool]:
    """(the clause is a condition, its negations refuse nothing) for one clause: ``words`` its word tokens' indices,
    ``keys`` their keys, ``hi`` the clause's end, ``negations`` the keys of negation words (``lang.acts``;
    module docstring). Linear in the clause."""
    k = _unless_at(keys, negations)
    if k is None:
        return False, False
    if any(tokens[j].kind == "num" or tokens[j].text == "₹" for j in range(words[k], hi)):
        return True, True
    if keys[k] in _UNLESS and not negations.intersection(keys):
        return True, False
    return False, False
