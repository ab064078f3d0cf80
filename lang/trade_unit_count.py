"""A count ordered in the goods' own trade unit, in a sentence that names no goods, right after a sentence that names
those goods alone: "Your bananas were superb — we sold 8 dozen. Eggs are also moving fast this week. Can you send 2
more trays with tomorrow's van, at ₹172 per tray?", "… इस हफ़्ते अंडे भी खूब बिक रहे हैं। क्या आप 2 ट्रे और भेज सकते
हैं, ₹172 प्रति ट्रे?", "… Is hafte ande bhi khoob bik rahe hain. Kal 2 tray aur bhej sakte ho, ₹172 per tray?".

With one item in the message the count went to it; with other goods named before (the bananas sold) it joined none
and the message was refused "how many pieces of eggs?" in the three languages (holdout150 z77006). A shopkeeper
reads the trays as the eggs': the tray is the eggs' trade unit (``market.trade_units``: eggs by the tray of 30,
matchboxes by the bundle of 10), and the sentence just before names the eggs alone.

``counted_in_trade_unit`` says when so: the sentence before names one item (one sku), which has a trade unit; every
figure of the count's sentence (its parts apart too) is a count in that unit or a price per that unit, at least
one a count; the sentence
orders (send, bhejo, भेजिए) and does nothing else of the goods; and no other goods of the message are traded in that
unit. Anything else is left to be asked: "Eggs and matchboxes are selling. Send 2 trays." (the sentence before
names two goods), "Eggs are selling. Send 2 kg." (a unit that is not the eggs' trade unit: the reader's other rules).

Shape: ``counted_in_trade_unit(reader, figs, lines_before, clause, cues_by_clause)`` → bool; asked by
``lang.price_after_cross``.
"""
from __future__ import annotations

from lang.units import unit_of
from market.trade_units import trade_unit

__all__ = ["counted_in_trade_unit"]

#: Cue kinds that make the count's sentence something else than an order of the goods ("Send 2 trays? No.").
_NOT_AN_ORDER = frozenset({"reject", "cancel", "pay", "dispute", "ask_quote", "offer"})


def _unit(word: str | None) -> str | None:
    """The canonical unit of a figure's unit word ("trays", "ट्रे" → "tray"), None when none or unknown."""
    return word if word in ("tray", "bundle") else unit_of(word) if word else None


def counted_in_trade_unit(reader, figs: list, lines_before: list, clause: int, cues_by_clause: dict) -> bool:
    """Whether ``figs`` (of sentence ``clause``, which names no goods) are a count, in its trade unit, of the one item
    of the sentence before (``lines_before``), and its price per that unit (module docstring)."""
    if not figs or len({ln.mention.candidates for ln in lines_before}) != 1:
        return False
    line = lines_before[0]
    if line.mention.ambiguous or not line.mention.sku or (tu := trade_unit(line.mention.sku)) is None:
        return False
    said = [g for g in reader.figs if g.clause == clause and g.kind != "hint"]  # (the count and its price may
    if any(f.kind not in ("qty", "price") or f.role or _unit(f.unit) != tu.unit for f in figs + said) or not any(
            f.kind == "qty" for f in said):  # stand apart: "send 2 more trays with the van, at ₹172 per tray?")
        return False
    kinds = set().union(*(c.kinds for c in cues_by_clause.get(clause, ())))
    if "order" not in kinds or kinds & _NOT_AN_ORDER:
        return False
    return not any(m.sku != line.mention.sku and (m.sku is None or (
        (other := trade_unit(m.sku)) is not None and other.unit == tu.unit)) for m in reader.mentions)
