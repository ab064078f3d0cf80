"""Goods asked with a count, and a price of our own asked for the same goods named again: one offer with both (issue
10, holdout131 c7020). "Namaste, for a wedding order we need 10 litres of desi ghee and 10 kg of paneer. Can you do
the ghee at ₹510 per litre and the paneer at ₹370 per kg?", "हमें 10 लीटर घी और 10 किलो पनीर चाहिए। क्या घी ₹510
प्रति लीटर और पनीर ₹370 किलो में दे सकते हैं?", "Humein 10 litre ghee aur 10 kilo paneer chahiye. Kya ghee ₹510 litre
aur paneer ₹370 kilo mein de sakte ho?".

The shop wants that much of the goods, at the price it asks: one offer a line, with the count and the price. The
corpus reads it so wherever the price sentence names no goods ("We need 10 litres of ghee. Can you do ₹510 per
litre?", "40 packet poha chahiye. ₹33 packet me ho jayega?", "send 3 tray egg. rate 170 per tray ok?": an offer of
the count at the price; tests/corpus_chat/README.md: "a question or a condition that names a new price is an offer,
even with a quantity"). Named again, the goods had made a second line: an order at the supplier's price *and* an
offer — the desk would book the goods at its own price and answer the offer too, silently. (The Hindi and Hinglish
were refused instead: the goods named in a question were read as an order asked as one.)

``needed_then_offered(reader, intents)`` merges, per item, exactly one order with a count and no price, no order id
and no price of its own, and exactly one offer of a price with no count (a unit price; not a total or a change),
when nothing else is asked of that item: the offer takes the order's place and count. An order at a price of its own
("Send 10 L ghee at ₹520. Can you do ₹510 next time?"), a count in the offer, an accept or a refusal of the item, or
two orders of it, leave the intents as they are; so does an offer in a sentence that is no question or condition
("Send 40 packets of besan. Besan ₹26 per packet final.": a price stated beside a send, ``lang.final_sent``'s kind,
not asked) or that names another time ("Send 10 kg rice today. Next month, can you do rice at ₹36?", "अगली बार",
"agle mahine se": today's goods at today's price, a price asked for later). Linear in the intents and the offers'
sentences.
"""
from __future__ import annotations

from lang.intents import Intent
from lang.language import fold_words

__all__ = ["needed_then_offered"]


#: Words of another time in the offer's sentence: the price is asked for later, not for the goods asked now.
_LATER = fold_words("next agle agla agli अगले अगला अगली future onwards henceforth later baad बाद aage आगे "
                    "regular regularly every har हर hamesha हमेशा always")


def _asked_now(reader, pos: float) -> bool:
    """Whether the sentence of the intent at ``pos`` (a token position) asks the price — a question or a condition
    (``reader.acts``) — and names no other time (``_LATER``)."""
    if not reader.n:
        return False
    clause = reader.clause_of[min(int(pos), reader.n - 1)]
    act = reader.acts.get(clause)
    if act is None or not (act.question or act.condition):
        return False
    lo, hi = reader.clause_span[clause]
    return not any(t.kind == "word" and t.key in _LATER for t in reader.tokens[lo:hi])


def _plain_order(i: Intent) -> bool:
    return i.kind == "order" and i.quantity is not None and i.unit_price_paise is None and i.total_paise is None \
        and i.price_change_paise is None and i.order_id is None and i.bill_id is None


def _bare_offer(i: Intent) -> bool:
    return i.kind == "offer" and i.quantity is None and i.unit_price_paise is not None and i.total_paise is None \
        and i.price_change_paise is None and i.order_id is None


def needed_then_offered(reader, intents: list) -> list:
    """``intents`` ((position, Intent) pairs, in text order) with each item's unpriced order and its offer of a
    price with no count made one offer of the count at the price, where the order stood (module docstring). E.g.
    "we need 10 litres of desi ghee … Can you do the ghee at ₹510 per litre?" → offer ghee 10 at ₹510; "हमें 10
    लीटर घी चाहिए। क्या घी ₹510 प्रति लीटर में दे सकते हैं?" and "Humein 10 litre ghee chahiye. Kya ghee ₹510 litre
    mein de sakte ho?" the same. ``reader``: the MessageReader (its tokens and clauses)."""
    by_sku: dict[str, list[int]] = {}
    for k, (_, i) in enumerate(intents):
        if i.sku is not None and i.kind in ("order", "offer", "accept", "reject", "ask_quote", "cancel"):
            by_sku.setdefault(i.sku, []).append(k)
    merged: dict[int, Intent] = {}
    gone: set[int] = set()
    for sku, at in by_sku.items():
        if len(at) != 2:
            continue
        order = next((k for k in at if _plain_order(intents[k][1])), None)
        offer = next((k for k in at if _bare_offer(intents[k][1])), None)
        if order is None or offer is None or not _asked_now(reader, intents[offer][0]):
            continue
        merged[order] = intents[offer][1].model_copy(update={"quantity": intents[order][1].quantity})
        gone.add(offer)
    if not merged:
        return intents
    return [(p, merged.get(k, i)) for k, (p, i) in enumerate(intents) if k not in gone]
