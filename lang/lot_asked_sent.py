"""A lot's price accepted, then the lot asked sent with no count of its own: "₹3,144 for 24 litres of mustard oil is
fine. Please send them this week.", "24 लीटर सरसों तेल के ₹3,144 ठीक हैं। इसी हफ़्ते भेज दीजिए।", "24 litre sarson
tel ke ₹3,144 theek hain. Isi hafte bhej dijiye." (session 38, fixer DI, a probe on main). The reader read the
acceptance only and dropped the order, silently. A shopkeeper sends the lot just agreed: accept mustard oil 24 at
₹3,144, then order 24 with no price (the corpus convention: "Fine, ₹38.80 per kg for rice works. Please book 40 kg."
→ accept, then order 40 with no price).

Only when the message names one goods, one sentence accepts their lot (a total price and a count, not asked, not
negative; a price per unit with the count, "₹38.80 per kg for 40 kg rice is fine", is a lot too) and one later
sentence only asks them sent (an order word, no figure, no goods, no negation, question or condition), with no
bill, order id or other act in the message. "… is fine. Please send 10 litres." (a count of its own), "… is fine.
Please send the 24 litres." (``lang.lot_sent``), "… is fine. Don't send them yet." and "… is fine." alone read as
before.

Shape: ``lot_asked_sent(reader)`` with the MessageReader after its clause acts (run by ``lang.asked_or_kept``); tells
the lot's count and goods again in the sending sentence (a figure and a mention on its last two tokens outside the
order word, as if written there), so the order is read as the corpus writes it.
"""
from __future__ import annotations

from dataclasses import replace

__all__ = ["lot_asked_sent"]


def lot_asked_sent(reader) -> None:
    """Order the lot just accepted when a later sentence asks it sent with no count (module docstring): "₹3,144 for
    24 litres of mustard oil is fine. Please send them this week." / "24 लीटर सरसों तेल के ₹3,144 ठीक हैं। इसी
    हफ़्ते भेज दीजिए।" / "24 litre sarson tel ke ₹3,144 theek hain. Isi hafte bhej dijiye." → accept 24 at ₹3,144 and
    order 24."""
    accepts = [c for c in reader.cues if c.kinds == {"accept"}]
    if len(accepts) != 1 or len({m.sku for m in reader.mentions}) != 1 or not reader.mentions[0].sku or any(
            c.kinds - {"accept", "order"} for c in reader.cues):
        return
    clause = accepts[0].clause
    act = reader.acts.get(clause)
    if act is None or act.question or act.negative or act.condition or reader.bill_ids or reader.order_ids:
        return
    own = [f for f in reader.figs if reader.clause_of[f.pos] == clause]
    totals = [f for f in own if f.kind == "price"]
    lots = [f for f in own if f.kind == "qty"]
    if len(totals) != 1 or len(lots) != 1 or len(own) != 2 or any(
            reader.clause_of[m.first] != clause for m in reader.mentions):
        return
    orders = [c for c in reader.cues if "order" in c.kinds]
    if len(orders) != 1 or orders[0].kinds != {"order"} or orders[0].clause <= clause:
        return
    cue = orders[0]
    later = reader.acts.get(cue.clause)
    if later is None or later.question or later.negative or later.condition or any(
            reader.clause_of[f.pos] == cue.clause for f in reader.figs):
        return
    lo, hi = reader.clause_span[cue.clause]
    free = [k for k in range(lo, min(hi, reader.n)) if not cue.pos <= k < cue.end]
    if len(free) < 2:
        return
    at, where = free[-2], free[-1]  # the lot's count and goods, told again in the sending sentence
    reader.figs.append(replace(lots[0], pos=at, end=at + 1, clause=cue.clause))
    reader.mentions.append(replace(reader.mentions[0], first=where, last=where + 1))
