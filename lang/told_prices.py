"""``lang.context_prices``, then prices told beside a request that the reader had taken as asked (probes 50 hd/hf,
chat-model text), each in a module of its own, run here from ``lang.after_acts`` in this order:

- prices said "for context" or "for reference" are taken out (``lang.context_prices``);
- a price the market has moved to, told as news ("At Chhola mandi even onion has gone to ₹33", "मंडी में प्याज़ भी
  ₹33 हो गया है"): taken out, its goods with it (``lang.market_moved``);
- a new rate refused and our own price asked kept ("Milk's new rate won't work, keep it at ₹25", "₹25 ही रखिए"): an
  offer at it, not a refusal of it (``lang.kept_at_price``);
- goods asked given at a rate with the count needed ("Moong ₹104 kilo pe de do, 30 kilo chahiye", "Atta at ₹215 a
  packet please, we need 6 packets"): an order at that price, not an offer (``lang.given_at_rate``, session 52).

Shape: ``told_prices(reader)`` with the MessageReader after its clause acts; each pass changes the reader in place.
"""
from __future__ import annotations

from lang.context_prices import context_prices
from lang.given_at_rate import given_at_rate
from lang.kept_at_price import kept_at_price
from lang.market_moved import market_moved

__all__ = ["told_prices"]


def told_prices(reader) -> None:
    """Run ``context_prices`` and the passes of the module docstring, in its order, on ``reader``."""
    context_prices(reader)
    market_moved(reader)
    kept_at_price(reader)
    given_at_rate(reader)
