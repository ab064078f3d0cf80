"""Goods said to be running low are no price asked lower (session 45, helper RA): "दिवाली की तैयारी शुरू हो गई 🪔 घी
कम है। 6 लीटर भेजो, ₹520 वाला।", "Ghee kam hai. 6 litre bhejo, ₹520 wala." ("Ghee is low. Send 6 litres, the ₹520
one." was read). "कम" / "kam" is a word of lowering ("rate kam karo"), and beside an order at a price it had refused the
message as a quantity taken only at a lower price (``ambiguous_intent.if_price``), though the sentence tells the
shop's stock.

``lower_clauses(reader, lower)`` is the verify stage's set of clauses holding a word of lowering, less those where the
word is "कम" / "kam" right after the goods' name and right before "है" / "hai" / "ho gaya", in a sentence with no
figure and no word of a price; and less those where the word is "drop" / "remove" before goods ("In O4, drop the chana
dal and send 10 kg masoor dal instead, ₹82/kg": the goods taken out of the order, no price asked lower; session 51,
probes51_cb en-o3005), unless a word of a price follows the goods ("drop the rice rate to ₹36").
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["lower_clauses"]

_KAM = fold_words("kam कम")
_IS = fold_words("hai है hain हैं ho हो")
_PRICE_WORDS = fold_words("rate rates price bhav bhaav भाव रेट daam दाम keemat कीमत")
_DROP = fold_words("drop")
_THE = fold_words("the")


def lower_clauses(reader, lower: frozenset) -> set[int]:
    """Clauses holding a word of ``lower``, but not one that only tells goods running low (module docstring)."""
    if lower.isdisjoint(reader._words):
        return set()
    figured = {f.clause for f in reader.figs}
    items_end = {m.last for m in reader.mentions if m.sku}
    out = set()
    for k in range(reader.n):
        if reader._words[k] not in lower:
            continue
        clause = reader.clause_of[k]
        if reader._words[k] in _KAM and k in items_end and reader._word(k + 1) in _IS and clause not in figured and \
                not any(reader._word(j) in _PRICE_WORDS for j in range(*reader.clause_span[clause])):
            continue  # ("घी कम है": the stock told)
        if reader._words[k] in _DROP and _goods_dropped(reader, k + 1 + (reader._word(k + 1) in _THE)):
            continue  # ("drop the chana dal": the goods out of the order)
        out.add(clause)
    return out


def _goods_dropped(reader, at: int) -> bool:
    """Goods named from token ``at`` and no word of a price right after them."""
    m = next((m for m in reader.mentions if m.sku and m.first == at), None)
    return m is not None and reader._word(m.last + 1) not in _PRICE_WORDS
