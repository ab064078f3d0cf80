"""A bill's amount is no price of goods in another sentence: "B30 ₹900 agle hafte dunga; tab tak 5 kilo chini bhej
do", "We can't pay the ₹900 on B30 until next week. Meanwhile please send 5 kg sugar.", "बिल B30 के ₹900 अगले हफ़्ते
देंगे। अभी 5 किलो चीनी भेज दीजिए।" (walk56). The ₹900 had been taken as the lot price of the 5 kg of sugar and the
message refused "sugar at ₹180 per kg, but its MRP is ₹47" — a figure nobody wrote (₹900 ÷ 5 kg).

``bill_amount_apart(reader, line, prices)`` leaves out of a goods line's prices each amount whose part of the message (its
chunk: a clause, or a part of one between semicolons) names a bill (B-number) and no goods, when the goods are named
in another part: that amount is the bill's, whatever the message
then asks of the goods (an order with no price reads as one; a price said with the goods is still theirs). The amount
is marked read (``reader.used_pos``): its bill's own part reads it (a payment, a dispute) or says it is put off ("agle
hafte dunga": nothing to do today, as ``lang.pay_put_off`` drops a put-off bill beside bills paid now), so the order
reads — "B30 ₹900 agle hafte dunga; tab tak 5 kilo chini bhej do" orders 5 kg of sugar; "B30 ₹900 galat hai; 5 kilo
chini bhej do" disputes B30 and orders the sugar (it had disputed B30 alone, the order dropped silently).
Shapes: ``reader`` the MessageReader (bill_ids as (token index, id), chunk_of, mentions); ``line`` a goods line
(its mention's clause); ``prices`` the line's price figures; returns the prices kept, in order.
"""
from __future__ import annotations

__all__ = ["bill_amount_apart"]


def bill_amount_apart(reader, line, prices: list) -> list:
    """The prices of ``prices`` that may be the goods' own (module docstring); the rest are a named bill's amount."""
    if not prices or not getattr(reader, "bill_ids", None):
        return prices
    part = reader.chunk_of  # (a clause's parts: "…next week; till then send 5 kg sugar" is one clause, two parts)
    billed = {part[pos] for pos, _ in reader.bill_ids}
    goods = {part[m.first] for m in reader.mentions}
    mine = part[line.mention.first]
    kept = [f for f in prices if not (part[f.pos] in billed and part[f.pos] not in goods and part[f.pos] != mine)]
    reader.used_pos.update(f.pos for f in prices if f not in kept)  # the bill's: no "what is ₹900 for?" either
    return kept
