"""A delivery question that counts without naming goods, in a mail about one goods of the order it names, asks after
that count of them (session 39, fixer DL, on corpus_holdout137; issue 10): "Sharma ji, in O13 please cut the rice from
50 kg to 30 kg. When will the 30 kg come?" (en-i7042), "O13 में चावल 50 किलो से घटाकर 30 किलो कर दीजिए। 30 किलो कब तक
आएगा?" (hi-i7042), "O13 mein chawal 50 kilo se ghata ke 30 kilo kar dijiye. 30 kilo kab tak aayega?" (hl-i7042): ask
after 30 kg of rice on O13. The reader had asked after O13 with no goods and no count.

When: a delivery question on a named order finds no goods of its own (``lang.delivery_asked``); its sentence names no
goods and holds exactly one count with a unit ("the 30 kg", "30 किलो"); the message names one goods, never ambiguous,
and names it in a sentence with that order. Then the question is of that count of those goods (in selling units, as
``lang.short_asked`` counts them). "When will O13 come?" (no count), "When will the 30 kg come?" beside rice and sugar
(which?) a count with no unit ("When will the 30 come?") and the rest asked after ("O52 में 10 की जगह सिर्फ़ 7 लीटर सरसों तेल
आया। बाकी 3 लीटर कब आएगा?", holdout27 hi-c001: O52 asked after, ``lang.short_asked``) read as before.

Shape: ``count_asked_of(reader, clause, lines, order_id)`` → ``{"sku", "quantity"}`` or None, with ``reader`` the
MessageReader composing its intents and ``lines`` its item lines (the goods are looked for in ``reader.mentions``:
the cut's line is the cancel's). Linear in the figures and mentions.
"""
from __future__ import annotations

from lang.short_asked import rest_count, short_units

__all__ = ["count_asked_of"]


def count_asked_of(reader, clause: int, lines: list, order_id: str) -> dict | None:
    """``{"sku", "quantity"}`` of the count the delivery question of ``clause`` asks after (module docstring), else
    None: "… cut the rice from 50 kg to 30 kg. When will the 30 kg come?" → rice, 30 (kg); "When will O13 come?" →
    None."""
    goods = [m for m in reader.mentions if m.sku is not None]
    if not goods or any(reader.clause_of[m.first] == clause for m in goods) or any(
            getattr(m, "ambiguous", False) for m in reader.mentions):
        return None
    counts = [f for f in reader.figs if f.clause == clause and f.kind == "qty"]
    if rest_count(reader, clause) is not None:  # "बाकी 3 लीटर कब आएगा?": the rest's, read by lang.short_asked
        return None
    skus = {m.sku for m in goods}
    if len(counts) != 1 or counts[0].unit is None or len(skus) != 1:
        return None
    named = {reader.clause_of[p] for p, o in reader.order_ids if o == order_id}
    if not any(reader.clause_of[m.first] in named for m in goods):
        return None
    return short_units(reader, counts[0], lines, sku=goods[0].sku)
