"""A figure written as the result of a product in its clause: "₹135/kg x 20 kg = ₹2,700", "20 किलो × ₹135 = ₹2,700",
"10 kg @ ₹22 = ₹220" — the amount after "=" is the line's total, not a price of its own (``lang.figures``).

Shape: ``after_a_product(reader, a)`` with the MessageReader during stage 4a (``lang.figures.FiguresMixin``) and
``a`` the figure's first token; at most 8 tokens looked at before "=". Raises nothing.
"""
from __future__ import annotations

__all__ = ["after_a_product"]


def after_a_product(reader, a: int) -> bool:
    """The figure at token ``a`` follows "=" (and ₹) that follows a product written in its clause: "×", "*", "@" or
    "x" within 8 tokens before "=", with no sentence end between."""
    k = a - 1
    while k >= 0 and (reader._sym(k) == "₹" or reader._word(k) in ("rs", "inr")):
        k -= 1
    if reader._sym(k) != "=":
        return False
    for j in range(k - 1, max(-1, k - 9), -1):
        if reader._sym(j) in (".", "?", "!", "।", ";", "\n") or 0 <= j < reader.n and reader.tokens[j].kind == "nl":
            return False
        if reader._sym(j) in ("×", "*", "@") or reader._word(j) == "x":
            return True
    return False
