"""An agreement to a quoted price, then an order naming other goods at a price of the writer's own (issue 10, session
38, fixer DC): "> Parle-G ₹4.15 is the lowest we can go. / Ok, agreed. Send 10 peti Parle-G and 30 packets poha at
₹32." (holdout134 f7027, and its Hindi "ठीक है, मंज़ूर। 10 पेटी पारले-जी और 30 पैकेट पोहा ₹32 पर भेजो।" and Hinglish
"Ok, manzoor. 10 peti Parle-G aur 30 packet poha ₹32 pe bhejo."). The agreement answers the quote: the Parle-G at
₹4.15. The poha, which the quote never priced, is ordered at ₹32 — the writer's own price on an order (the corpus
README: "Send 20 kg aloo @ ₹24/kg" is an order at that price). The reader had spread the agreement over the order's
goods: it accepted the poha at ₹32 (a deal at a price the supplier never gave) and, the ₹32 standing in the Parle-G's
sentence, left the Parle-G's acceptance without the quoted ₹4.15, silently.

``agreed_beside(reader, intents)`` mends both, only under a quote that prices some goods (the reader's
``_quoted_selling_prices``) and only when an acceptance of quoted goods stands beside: an acceptance at a price of
goods the quote does not name, with an order of the same goods at no price, becomes that order at the price; an
acceptance of quoted goods left without a price takes the quote's one price when the only price of the reply's own in
its sentence follows other goods ("… and 30 packets poha at ₹32": the poha's). "Ok, agreed. Send 30 packets poha at
₹32." with no quote reads as before (accept + order), as does an acceptance of goods the quote names.

Shape: ``agreed_beside(reader, intents)`` with the MessageReader settling its intents and ``intents`` as (position,
Intent) pairs → the mended list. Examples: the f7027 mail → accept Parle-G ₹4.15, order 120 Parle-G, order 30 poha
at ₹32 (in the three languages).
"""
from __future__ import annotations

__all__ = ["agreed_beside"]


def _price_follows_other_goods(reader, sku: str) -> bool:
    """Every price of the reply's own in a sentence naming ``sku`` follows other goods nearest before it."""
    start = getattr(reader, "context_chars", 0)
    own = [f for f in reader.figs if f.kind == "price" and reader.tokens[f.pos].start >= start]
    mine = [f for f in own if any(m.sku == sku and reader.clause_of[m.first] == f.clause for m in reader.mentions)]
    if not mine:
        return False
    for f in mine:
        before = [m for m in reader.mentions if m.first < f.pos and reader.clause_of[m.first] == f.clause]
        if not before or max(before, key=lambda m: m.first).sku == sku:
            return False
    return True


def agreed_beside(reader, intents: list) -> list:
    """The intents with the acceptances of the module docstring mended; ``intents`` as (position, Intent)."""
    if not any(i.kind == "accept" for _, i in intents):
        return intents
    prices = reader._quoted_selling_prices()
    if not prices or not any(i.kind == "accept" and i.sku in prices for _, i in intents):
        return intents
    them = reader._quoted_reader()
    quoted = {m.sku for m in them.mentions} if them is not None else set()
    unpriced_orders = {i.sku for _, i in intents if i.kind == "order" and i.unit_price_paise is None
                       and i.total_paise is None}
    moved = {i.sku: i.unit_price_paise for _, i in intents if i.kind == "accept" and i.sku not in quoted
             and i.sku in unpriced_orders and i.unit_price_paise is not None and i.total_paise is None}
    out = []
    for p, i in intents:
        if i.kind == "accept" and i.sku in moved:
            continue
        if i.kind == "order" and i.sku in moved and i.unit_price_paise is None:
            i = i.model_copy(update={"unit_price_paise": moved[i.sku]})
        elif i.kind == "accept" and i.sku in prices and i.unit_price_paise is None and i.total_paise is None \
                and i.price_change_paise is None and _price_follows_other_goods(reader, i.sku):
            i = i.model_copy(update={"unit_price_paise": prices[i.sku]})
        out.append((p, i))
    return out
