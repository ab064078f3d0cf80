"""Counts and wishes beside an order that order nothing (issue 10; refusals a shopkeeper reads, found by session 41's
helper FY on the labelled corpora — keyed ``no_quantity.how_many``, ``contradictory.two_counts``,
``ambiguous_intent.also`` — and sessions 42 and 44), each in a module of its own, run together from
``lang.goods_in_place`` (early in ``lang.after_acts``: before ``lang.instead_of.replaced_cancels``,
``lang.confirm_asked`` and ``lang.need_later``, which see the cues these leave):

- a count needed at a time to come beside goods sent now ("Please send 50 kg rice. Next month I'll need 100 kg
  more.", ``lang.later_counts``);
- from session 42's fixer FA, a risk declined is no goods refused ("यह जोखिम हम नहीं ले सकते।", ``lang.risk_declined``);
- and, from session 44's helper RS, booking early wished beside a rate request orders nothing ("so we want to book
  early", "इसलिए जल्दी बुक करना चाहते हैं", ``lang.booked_early``), and a count named as the threshold of free
  delivery is none of ours ("free delivery above 25 kg", ``lang.delivery_threshold``);
- from session 52's helper TALK, free goods of a company scheme told beside a request are none asked ("If the
  company scheme gives 1 peti free, good", "हर 10 पर 1 बोतल फ़्री", ``lang.free_goods``), news from our side offers
  nothing ("हमारी तरफ़ से market update: …", ``lang.news_from_us``), nor do the shop's totals told ("we've done ₹2.4
  lakh of sales", "we paid you ₹1.1 lakh in 2026", ``lang.totals_told``).

Shape: ``beside_an_order(reader)`` with the MessageReader after its clause acts; each pass changes its cues in place.
"""
from __future__ import annotations

from lang.booked_early import booked_early
from lang.delivery_threshold import delivery_threshold
from lang.free_goods import free_goods
from lang.later_counts import later_counts
from lang.news_from_us import news_from_us
from lang.risk_declined import risk_declined
from lang.totals_told import totals_told

__all__ = ["beside_an_order"]


def beside_an_order(reader) -> None:
    """Run the passes of the module docstring over ``reader``, in order: "Please send 50 kg rice. Next month I'll
    need 100 kg more." orders 50 kg alone."""
    later_counts(reader)
    risk_declined(reader)
    booked_early(reader)
    delivery_threshold(reader)
    free_goods(reader)
    news_from_us(reader)
    totals_told(reader)
