"""Kinds the rules refused that a shopkeeper reads, found by session 41's helper FY on the labelled corpora (issue 10;
the refusals keyed ``no_quantity.how_many``, ``contradictory.two_counts``, ``ambiguous_intent.also``, ``.id``,
``.unknown_word``), each in a module of its own, run together from ``lang.goods_in_place`` (early in
``lang.after_acts``: before ``lang.instead_of.replaced_cancels``, ``lang.confirm_asked`` and ``lang.need_later``, which
see the cues these leave):

- an order told come with its goods and counts is no order ("O3 aloo recieved 30kg ok. pls send bill B3.",
  ``lang.order_came``);
- a rate asked in plain words in a sentence of its own beside an order ("What's paneer today?", "Also let me know
  the ghee rate.", "पनीर आज क्या है?", ``lang.rate_said_plainly``);
- goods removed and others put "in its place" in one breath ("5 litre refined hata ke uski jagah 5 litre sarson ka
  tel daal do", ``lang.in_its_place``);
- a count needed at a time to come beside goods sent now ("Please send 50 kg rice. Next month I'll need 100 kg
  more.", ``lang.later_counts``);
- from session 42's fixer FA, a risk declined is no goods refused ("यह जोखिम हम नहीं ले सकते।", ``lang.risk_declined``);
- and, from session 44's helper RS, booking early wished beside a rate request orders nothing ("so we want to book
  early", "इसलिए जल्दी बुक करना चाहते हैं", ``lang.booked_early``), and a count named as
  the threshold of free delivery is none of ours ("free delivery above 25 kg", ``lang.delivery_threshold``);
- and session 45's helper RA's passes (``lang.read45``).

Shape: ``read41(reader)`` with the MessageReader after its clause acts; each pass changes its cues in place.
"""
from __future__ import annotations

from lang.booked_early import booked_early
from lang.delivery_threshold import delivery_threshold
from lang.in_its_place import in_its_place
from lang.later_counts import later_counts
from lang.order_came import order_came
from lang.read45 import read45
from lang.rate_said_plainly import rate_said_plainly
from lang.risk_declined import risk_declined

__all__ = ["read41"]


def read41(reader) -> None:
    """Run the passes of the module docstring over ``reader``, in order."""
    order_came(reader)
    rate_said_plainly(reader)
    in_its_place(reader)
    later_counts(reader)
    risk_declined(reader)
    booked_early(reader)
    delivery_threshold(reader)
    read45(reader)  # (session 45, RA: lang.read45)
