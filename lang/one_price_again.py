"""The one price of a reading about one goods, said twice, on lines that name no other goods (part of the verify stage,
``lang.verify``, through ``lang.told_figures``): "**Counter-offer:** We can do **₹128 per litre**. At that rate we
will take **2 cases (24 litres)**. … **Action needed:** Please confirm whether ₹128 works for you." under a quote of
the mustard oil, "**हमारा प्रस्ताव:** हम **₹128 प्रति लीटर** दे सकते हैं। … कृपया बताइए कि ₹128 आपको मंज़ूर है या
नहीं।", "**Hamara offer:** Hum **₹128 per litre** de sakte hain. … Please batayiye ₹128 chalega ya nahi." The
reading offers the oil at ₹128 once; the other saying was asked back ("what is ₹128 per litre for?": fixer J of the
thirtieth session, sealed holdout 66). ``lang.price_again`` excuses a price said again, in a phrase asking
nothing, when its line names the goods; here the phrase asks (it offers, or asks the offer confirmed) and a line
names no goods, while the message is about one goods only.

``one_price_again(reader, intents)`` returns the token positions of such prices: a price no intent uses, at the
very figure of the one price the reading uses (with the same unit or with none), on a line naming no goods or those goods, when
every intent of the reading that names goods names the same one goods and only one price of the message is used.
A price a paisa apart, or beside goods of two kinds, is still asked.
"""
from __future__ import annotations

from lang.declined_prices import goods_of

__all__ = ["one_price_again"]


def one_price_again(reader, intents) -> set[int]:
    """Token positions of the prices in ``reader.figs`` that say again the one price of a one-goods reading (module
    docstring). ``reader``: the MessageReader once its intents are composed (``used_pos``, ``mentions``)."""
    skus = {i.sku for i in intents if i.sku is not None}
    if len(skus) != 1 or any(i.sku is None for i in intents):
        return set()
    prices = [f for f in reader.figs if f.kind == "price" and not f.role]
    used = [f for f in prices if f.pos in reader.used_pos]
    if len(used) != 1:
        return set()
    one, sku = used[0], skus.pop()
    return {f.pos for f in prices if f.pos not in reader.used_pos and f.value == one.value and (
        f.unit is None or one.unit is None or f.unit == one.unit) and goods_of(reader, f.pos) in (None, sku)}
