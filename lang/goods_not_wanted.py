"""Goods said not wanted beside an order of others, and goods wanted with no count (issue 10; session 48's helper RD, a
new user's trial, finding 3: a negation before an order refused in English and read in Hindi and Hinglish; probes in
tests/corpus_probes48_rd), each kind in a module of its own, run here from ``lang.after_acts`` in this order:

- goods declined "this time" for stock still held, beside an order of others: news, no reject
  (``lang.declined_unasked``);
- goods said not to be sent beside other goods asked with their count ("Do NOT send sugar this week. Only 20 kg rice,
  please.", "इस हफ़्ते चीनी मत भेजिए। सिर्फ़ 20 किलो चावल।"): the order alone, nothing for the goods not sent
  (``lang.negated_send``);
- goods said "no", then "only" other goods with their count in the same sentence ("No sugar this week, only 20 kg
  rice.", "इस हफ़्ते चीनी नहीं, सिर्फ़ 20 किलो चावल।"): the order alone (``lang.negated_send.no_then_only``);
- "nothing else" beside goods asked with their count ("Rice 20 kg only, nothing else.", "20 किलो चावल भेजो, और कुछ
  नहीं।"): the order, no refusal (``lang.nothing_else_beside``);
- and session 49's (helper RB): "घी बहुत ज़्यादा लगेगा" (a lot needed, no count) is no refusal or price question of the
  goods: how much? (``lang.need_a_lot``).

Shape: ``goods_not_wanted(reader)`` with the MessageReader after its clause acts; each pass changes the reader in
place.
"""
from __future__ import annotations

from lang.declined_unasked import declined_unasked
from lang.negated_send import negated_send, no_then_only
from lang.need_a_lot import need_a_lot
from lang.nothing_else_beside import nothing_else_beside

__all__ = ["goods_not_wanted"]


def goods_not_wanted(reader) -> None:
    """Run the passes of the module docstring, in its order, on ``reader``: "Do NOT send sugar this week. Only 20 kg
    rice, please." orders 20 kg rice and nothing of the sugar."""
    declined_unasked(reader)
    negated_send(reader)
    no_then_only(reader)
    nothing_else_beside(reader)
    need_a_lot(reader)
