"""The order this time, told beside last time or said over (issue 10; session 47's helper RC, a new user's trial,
findings 1 and 2: one meaning read differently by language; probes in tests/corpus_probes47_rc), each kind in a module
of its own, run here from ``lang.after_acts`` in this order:

- a price told of the past in a sentence that asks anew is taken out (``lang.past_prices``);
- an order asking that earlier price again ("Send 40 kg rice; last time you gave it at ₹36, charge the same", "पिछली
  बार ₹24 था, इस बार भी वही रखिए"): an order at it (``lang.last_price_asked``);
- a count said "not" beside the count said "only" ("Not 100 this time, only 50 bath soaps please", "इस बार 100 नहीं,
  सिर्फ़ 50 साबुन भेजिए"): the second ordered (``lang.only_this_time``);
- a shortfall of an earlier delivery told with its goods, then a count of them asked ("Last time 20 kg of potatoes
  came short. Send 60 kg this time."): the order, no dispute (``lang.short_then_sent``);
- one line's count made another in a sentence of its own ("Rice 40 kg and atta 10 packets. No wait, make the atta
  5.", "Nahi ruko, aata 5 kar do."): that line's count (``lang.count_remade``);
- nothing more needed, said with no goods ("धन्यवाद, इस हफ़्ते और कुछ नहीं चाहिए।"): refused as the English is,
  nothing asked (``no_intent``, not ``no_item``: ``lang.nothing_more``).

Shape: ``order_this_time(reader)`` with the MessageReader after its clause acts; each pass changes the reader in place.
"""
from __future__ import annotations

from lang.count_remade import count_remade
from lang.last_price_asked import last_price_asked
from lang.nothing_more import nothing_more
from lang.only_this_time import only_this_time
from lang.past_prices import past_prices
from lang.short_then_sent import short_then_sent

__all__ = ["order_this_time"]


def order_this_time(reader) -> None:
    """Run the passes of the module docstring, in its order, on ``reader``: "Send 40 kg rice; last time you gave it
    at ₹36, charge the same" orders 40 kg rice at ₹36."""
    past_prices(reader)
    last_price_asked(reader)
    only_this_time(reader)
    short_then_sent(reader)
    count_remade(reader)
    nothing_more(reader)
