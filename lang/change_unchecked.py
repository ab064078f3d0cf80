"""Change at the counter that does not check, refused whatever the e-mail reader billed (session 38, fixer DB; left
by session 37): "कुल ₹812। 1000 का नोट दें तो 198 वापस।" had billed ₹812 (the e-mail reader reads "कुल ₹812" and the
counter heard no other amount over it) while "Total ₹812. If you give ₹1,000 I'll return ₹198." and "Kul ₹812. 1000
ka note doge to 198 wapas." are refused (``ambiguous_intent.counter_change``: ₹1,000 − ₹812 is ₹188, so the total or
the change is a slip, and the cashier is asked to say the total alone). The three languages now read alike.

When: ``lang.counter_change.change_given`` finds change given but no bill that checks (``UNSURE``), and the words
hold at least three amounts of money (a note, a total and change; "1000 का नोट" is said though no such note is
printed now). "तेल वापस रख
दिया, अब ₹३१० हुए।" (goods put back, one amount) and "कुल ₹812। 1000 का नोट दें तो 188 वापस।" (it checks) bill as
before.

Shape: ``change_unchecked(words)`` with the counter's prepared ``MessageReader`` (``lang.counter_guard.counter_reader``)
→ bool; called from ``lang.counter_words``.
"""
from __future__ import annotations

from lang.counter_change import UNSURE, change_given

__all__ = ["change_unchecked"]


def change_unchecked(words) -> bool:
    """Whether the cashier's ``words`` (a prepared MessageReader, or None) give change that checks with no bill
    (module docstring): True for "कुल ₹812। 1000 का नोट दें तो 198 वापस।", False for "Ghee wapas rakh diya, ab ₹275
    hue." and for "कुल ₹812। 1000 का नोट दें तो 188 वापस।"."""
    if words is None:
        return False
    money = [f.value for f in words.figs if f.kind in ("price", "bare") and f.mark != "unit" and f.unit is None]
    if len(money) < 3:
        return False
    return change_given(words, words.tokens) is UNSURE
