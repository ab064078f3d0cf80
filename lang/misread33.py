"""Kinds the reader had read silently wrong, found by session 33's probes of fixer AM (issue 10), each in a module of
its own, run together from ``lang.after_acts``: the shop's order promised later ("Will send the order on Friday",
"ऑर्डर शुक्रवार को भेजेंगे", "Stock dekh ke agle hafte order denge": nothing ordered, ``lang.order_to_come``); goods
told to be enough before a bare refusal ("We have plenty of sugar, don't need any", "चावल काफ़ी है, तो ज़रूरत नहीं":
the goods refused, ``lang.enough_refused``); an apology for a payment ("Sorry for the short payment on B40", "B40 ke
late payment ke liye sorry": no payment, ``lang.sorry_paid``); a count asked sent with no goods after goods cut
whole from an order ("O45 से चीनी हटा दो, अगले हफ़्ते 10 किलो भेजना": refused, ``lang.cut_then_count``); and, last, the passes of
``lang.misread40`` (session 40: delivery days asked of no order, a cancel's reason, another party's rate unsaid).

Shape: ``misread33(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.cut_then_count import cut_then_count
from lang.enough_refused import enough_refused
from lang.misread40 import misread40
from lang.order_to_come import order_to_come
from lang.sorry_paid import sorry_paid

__all__ = ["misread33"]


def misread33(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "Will send the order on Friday." orders nothing; "We have plenty of sugar, don't need any." rejects the sugar;
    "B40 के देर से भुगतान के लिए माफ़ी।" pays nothing."""
    order_to_come(reader)
    enough_refused(reader)
    sorry_paid(reader)
    cut_then_count(reader)
    misread40(reader)  # (lang.misread40: 'delivery kab kab hota?' asks nothing of the desk)
