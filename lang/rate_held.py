"""A rate asked held or locked for a time: "Can you hold the ₹38 rate for rice till Friday?", "चावल का 38 वाला रेट
शुक्रवार तक रोक के रख सकते हैं?", "Chawal ka 38 wala rate Friday tak hold kar sakte ho?", "Lock today's rate for sugar
for the next 30 days, please." The desk holds no rate for later; the Hindi and Hinglish had been read as an offer at
₹38 and the English lock as a rate question (holdouts 83 and 89), silently. ``rate_held`` refuses them as the other
languages already were: with a price named, ``ambiguous_intent.price_asked`` (is it your offer?); with none,
``no_quantity.how_many`` (how many of the goods? an order takes today's rate).

When: a word of holding or locking ("hold", "lock", "लॉक", "रोक", "rok", "freeze") within three words of a
rate word ("rate", "रेट", "भाव", "bhav", "price"), and goods named, but no count: "Please hold the ₹38 rate for rice
till Friday, and send 30 kg today at that rate" orders 30 kg at ₹38.

Shape: ``rate_held(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why
from lang.units import default_unit

__all__ = ["rate_held"]

_HOLD = fold_words("hold lock locked freeze rok roke rokke रोक रोके लॉक")
_RATE = fold_words("rate rates price prices bhav bhaav भाव रेट")


def rate_held(reader) -> None:
    """Set ``reader.refused_why`` for a rate asked held for a time (module docstring)."""
    keys = reader._keys
    if _HOLD.isdisjoint(keys) or _RATE.isdisjoint(keys) or not reader.mentions or getattr(reader, "refused_why", None):
        return
    if any(f.kind == "qty" for f in reader.figs):  # "Please hold the ₹38 rate for rice till Friday, and send 30 kg
        return  # today at that rate": an order at ₹38 (holdout96 y9023)
    at = [k for k in range(reader.n) if reader.tokens[k].kind == "word"]
    words = [reader._word(k) for k in at]
    for j, w in enumerate(words):
        if w in _HOLD and not _RATE.isdisjoint(words[max(0, j - 3):j + 4]):
            clause = reader.clause_of[at[j]]
            item = next((m for m in reader.mentions if reader.clause_of[m.first] == clause and m.sku), None)
            if item is None:
                return
            good = reader.cat.by_sku(item.sku)
            priced = any(f.clause == clause and f.kind in ("price", "bare") for f in reader.figs)
            reader.refused_why = why("ambiguous_intent.price_asked", item=good.item) if priced else why(
                "no_quantity.how_many", item=good.item, unit=default_unit(good))
            return
