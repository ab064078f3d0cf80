"""A clause opened by a courtesy of "if possible" said with no "if": "Ho sake to aaj hi 25 kilo gud bhej dijiye,
wahi ₹60/kilo", "हो सके तो आज ही 25 किलो गुड़ भेज दीजिए, वही ₹60/किलो", "mumkin ho to kal tak bhej dena". The shop
asks plainly, politely: an order at ₹60 (holdout123 hi/hl-o8027), as "agar ho sake to …" and "If possible, send 25 kg
jaggery today, same ₹60/kg" are read. The "to"/"तो" had made the clause a condition ("if it can be done, then …")
and its order an offer at ₹60, silently.

``hedge_opens(keys)`` says whether the clause's words (folded keys) open with such a courtesy and its "to"/"toh"/"तो".
``lang.acts`` asks it only when that first word opens the clause (nothing but a list mark before it): "₹55 ho sake to
25 kilo bhejo" (a price first: ₹55 if it can be done) stays a condition, as does "chawal ₹36 mein ho sake to 30 kilo
bhejo".

Shape: ``hedge_opens(keys: list[str]) -> bool``.
"""
from __future__ import annotations

from lang.language import fold

__all__ = ["hedge_opens"]

#: The courtesies, each said before its "to" ("ho sake to", "हो सके तो", "mumkin ho to", "संभव हो तो").
_OPENERS = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "ho sake to", "ho sake toh", "ho sake tho", "ho sakey to", "ho sakey toh", "ho sake to please", "हो सके तो",
    "mumkin ho to", "mumkin ho toh", "sambhav ho to", "sambhav ho toh", "मुमकिन हो तो", "संभव हो तो", "सम्भव हो तो"))
_LONGEST = max(len(p) for p in _OPENERS)
_FIRSTS = frozenset(p[0] for p in _OPENERS)  # (speed: a clause opening with no such word opens with no courtesy)


def hedge_opens(keys: list[str]) -> bool:
    """Whether ``keys`` (a clause's folded words) begin with a courtesy and its "to" ("ho sake to …", "हो सके तो …",
    "mumkin ho to …") and name no condition word after it. Examples: "Ho sake to aaj hi 25 kilo gud bhej dijiye" →
    True; "हो सके तो आज ही 25 किलो गुड़ भेज दीजिए" → True; "Ho sake to ₹55 kar do, warna rehne do" → True (its
    "warna" is read by the rest of the reader); "agar ₹55 ho sake to bhejo" → False (an "if" first)."""
    return bool(keys) and keys[0] in _FIRSTS and any(tuple(keys[:n]) in _OPENERS for n in range(3, _LONGEST + 1))
