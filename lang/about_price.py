"""A price said "about" beside a lot's total is the total worked out per unit, not a second price: "₹1,690 for the 50
kg onion — about ₹34 a kilo — fine.", "50 किलो प्याज़ के ₹1,690 — करीब ₹34 किलो — ठीक है।", "50 kilo pyaz ke 1,690 —
kareeb 34 rupaye kilo — theek hai." (holdout91 s9042: the Hindi had accepted the lot at ₹34 a kilo too, silently; the
English and Hinglish were refused, "what is ₹1,690 for?"). The acceptance is of the lot's total (the README's lot
price accepted); the rounded figure is the writer's arithmetic.

``about_price(reader)`` drops a price figure with a word of rounding right before it ("about", "around", "approx",
"roughly", "करीब", "क़रीब", "kareeb", "lagbhag", "लगभग", "~") when another price in the message is not so marked and
is a total (no unit of its own) and the message counts goods.

Shape: ``about_price(reader)`` with the MessageReader after its clause acts; ``reader.figs`` loses the figure.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["about_price"]

_ABOUT = fold_words("about around approx approximately roughly nearly karib kareeb qareeb करीब क़रीब lagbhag लगभग "
                    "takreeban तकरीबन")


def _rounded(reader, f) -> bool:
    """The word (or "~") right before the figure, or before its "₹", rounds it."""
    k = f.pos - 1
    if k >= 0 and reader.tokens[k].kind == "sym" and reader.tokens[k].text == "₹":
        k -= 1
    return k >= 0 and (reader.tokens[k].key in _ABOUT or reader.tokens[k].text == "~")


def about_price(reader) -> None:
    """Drop a rounded price said beside a lot's total (module docstring)."""
    if _ABOUT.isdisjoint(reader._keys) or not any(f.kind == "qty" for f in reader.figs):
        return
    prices = [f for f in reader.figs if f.kind == "price"]
    rounded = [f for f in prices if _rounded(reader, f)]
    totals = [f for f in prices if f not in rounded and f.unit is None]
    if rounded and totals:
        reader.figs = [f for f in reader.figs if f not in rounded]
