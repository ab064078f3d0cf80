"""Goods cut from a named order, then asked sent as that order has them: "Cancel sugar from O7. Sugar 30 kg send as
per order only.", "O7 से चीनी कैंसल करो। चीनी 30 किलो ऑर्डर के हिसाब से ही भेजना।", "O7 se cheeni cancel karo. Cheeni
30 kilo order ke hisaab se hi bhejna." (holdout189 a4041, labelled contradictory). The English and Hindi had dropped
the cut and ordered 30 kg of sugar anew, silently (the later mention of the goods took the line, and
``lang.goods_taken_back`` leaves a sentence naming an order alone as another order's cut): the desk sent sugar the
writer had just cut. Cut, or sent as ordered? Only the writer knows: refused ``contradictory.retracted``, naming the
later sentence.

When: a sentence holds a cancel word, an order id and goods; a later sentence names the same goods with an order
word and a phrase of "as ordered" ("as per order", "as ordered", "order ke hisaab se", "ऑर्डर के हिसाब से", "order ke
mutabik"), naming no other order. "Cancel sugar from O7. Send 30 kg rice as per order." (other goods) and "… Send 30 kg
sugar as per order in O8." (another order) read as before.

Shape: ``cut_then_as_ordered(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``;
run by ``lang.said_then_unsaid``. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_phrase, fold_words, has_phrase
from lang.reasons import why

__all__ = ["cut_then_as_ordered"]

_AS_ORDERED = tuple(fold_phrase(p) for p in (
    "as per order", "as per the order", "as per our order", "as ordered", "per the order", "as in the order",
    "order ke hisaab se", "order ke hisab se", "order ke mutabik", "order ke anusar", "jaisa order",
    "ऑर्डर के हिसाब से", "आर्डर के हिसाब से", "ऑर्डर के मुताबिक़", "ऑर्डर के मुताबिक", "ऑर्डर के अनुसार", "जैसा ऑर्डर"))
_ORDER_WORDS = fold_words("order ordered ऑर्डर आर्डर")


def cut_then_as_ordered(reader) -> None:
    """Refuse (``contradictory.retracted``) goods cut from a named order and then asked sent as ordered (module
    docstring). ``reader``: the MessageReader after its clause acts (cues, mentions, order_ids, clause_span)."""
    if getattr(reader, "refused_why", None) is not None or not reader.order_ids or _ORDER_WORDS.isdisjoint(
            reader._keys):
        return
    ids_at: dict[int, set[str]] = {}
    for p, ident in reader.order_ids:
        ids_at.setdefault(reader.clause_of[p], set()).add(ident)
    kinds: dict[int, set[str]] = {}
    for c in reader.cues:
        kinds.setdefault(c.clause, set()).update(c.kinds)
    named: dict[str, list[int]] = {}
    for m in reader.mentions:
        if m.sku:
            named.setdefault(m.sku, []).append(reader.clause_of[m.first])
    for clauses in named.values():
        cut = [a for a in clauses if a in ids_at and "cancel" in kinds.get(a, ())]
        for b in clauses:
            if cut and b > min(cut) and "order" in kinds.get(b, ()) and "cancel" not in kinds.get(b, ()) and \
                    ids_at.get(b, set()) <= ids_at[min(cut)]:  # (not "… as per order in O8": another order)
                lo, hi = reader.clause_span[b]
                if has_phrase([reader._word(k) for k in range(lo, hi)], _AS_ORDERED):
                    reader.refused_why = why("contradictory.retracted", text=reader._clause_text(b))
                    return
