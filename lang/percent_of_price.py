"""A percentage asked off the supplier's own price, named beside it: "Your ₹120 per packet for tea — knock 5% off
and it's a deal", "आपका सर्फ़ ₹90 पैकेट — 10% छूट दीजिए तो 24 पैकेट लेंगे", "Aapka pyaz ka rate ₹40 kilo hai; 5% kam
karo toh 50 kilo le lunga", "मूंग दाल — आपने ₹110 किलो बताया। उस पर 10% कम कर दीजिए".

A shopkeeper hears a cut in rupees: 5% of the ₹120 the supplier asked is ₹6 a packet, just as "₹6 kam karo" would
be (the corpus convention: a relative ask stays relative, ``price_change_inr`` −6.0; holdouts 47, 56, 68). The reader
had refused every one ("what is 5% for?"): a percentage is no figure of an intent.

``percent_of_price`` turns such a percentage into the cut it is — a relative price of (percentage × that price),
in the price's own unit — and takes the supplier's price out of the figures (it is the cut's base, asked of nobody).
Only when the message names one kind of goods and exactly one price, said to be the supplier's just before it
("your", "you quoted", "aapka", "आपका", "आपने … बताया") and not a maximum retail price or a market's, with one percentage joined
to a word of taking off. Otherwise the percentage stays unexplained and the message is refused as before: "Can you
give 5% off on 50 kg rice?" (no price to take it from), "MRP ₹60 hai, 10% kam do" (the MRP is not their price),
"Take 2% off your ₹41.50 and round it to ₹40" (the writer's own ₹40 is the price asked).

Shape: ``percent_of_price(reader)`` → None; changes ``reader.figs`` in place (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

from decimal import Decimal

from lang.language import fold_words

__all__ = ["percent_of_price"]

#: Words that make a price the supplier's own ("your ₹120", "you quoted", "aapka ₹90", "आपने ₹110 बताया").
_THEIRS = fold_words("your yours you quoted quote aapka aapki aapke aapne apka apki apke apne आपका आपकी आपके आपने")
#: Words that make a price some other's or the pack's printed one: then it is no base of a cut.
_OTHERS = fold_words("mrp एमआरपी market bazaar bazar बाज़ार बाजार mandi मंडी elsewhere gives deta देता dete देते "
                     "paper akhbar अख़बार अखबार last pichli pichhli पिछली pichhle पिछले")
#: Tokens before the price within which the supplier's word stands ("आपका प्याज़ का भाव ₹40": four).
_NEAR = 5
#: Words of taking off, right beside the percentage ("5% off", "10% छूट", "5% kam", "give 5% less").
_OFF = fold_words("off less kam कम chhoot chhut chut छूट discount डिस्काउंट reduce lower cut")


def percent_of_price(reader) -> None:
    """Make the one percentage off of ``reader`` a cut in rupees of the one price the supplier named (module
    docstring); ``reader``: the MessageReader after its clause acts (figs, tokens, mentions, clause_of)."""
    pcts = [f for f in reader.figs if f.kind == "pct"]
    if len(pcts) != 1 or _OFF.isdisjoint(reader._keys) or _THEIRS.isdisjoint(reader._keys):
        return
    pct = pcts[0]
    if not (reader._word(pct.end) in _OFF or reader._word(pct.pos - 1) in _OFF):
        return
    skus = {m.sku for m in reader.mentions if m.sku}
    if len(skus) != 1 or any(m.ambiguous for m in reader.mentions):
        return
    prices = [f for f in reader.figs if f.kind in ("price", "bare") and f is not pct]
    dropped = [f for fs in getattr(reader, "refused_prices", {}).values() for f in fs]
    base = prices[0] if len(prices) == 1 and not dropped else dropped[0] if len(dropped) == 1 and not prices else None
    if base is None or base.pos > pct.pos or base.role or base.mark == "total":
        return
    if base.kind == "bare" and reader._sym(base.pos - 1) != "₹":
        return
    words = _clause_words(reader, base.clause)
    lo = max(reader.clause_span[base.clause][0], base.pos - _NEAR)
    if not any(reader._word(k) in _THEIRS for k in range(lo, base.pos)) or not _OTHERS.isdisjoint(words):
        return  # (not "Ghee: ₹520 a litre or 10% off your rate": the ₹520 is the writer's own)
    cut = (base.value * pct.value / Decimal(100)).quantize(Decimal("0.01"))
    if cut <= 0 or cut >= base.value:
        return
    pct.kind, pct.role, pct.value = "price", "relative", cut
    pct.unit, pct.per, pct.mark = base.unit, base.per, base.mark
    reader.figs = [f for f in reader.figs if f is not base]


def _clause_words(reader, clause: int) -> set[str]:
    """The word keys of sentence ``clause`` of ``reader``."""
    lo, hi = reader.clause_span[clause]
    return {reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"}
