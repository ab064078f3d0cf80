"""An order, stock or payment told of and not done (issue 10; found by session 33's probes of fixer AM), each kind in a
module of its own, run together from ``lang.after_acts`` (after ``lang.need_later``): the shop's order promised later
("Will send the order on Friday", "ऑर्डर शुक्रवार को भेजेंगे", "Stock dekh ke agle hafte order denge": nothing
ordered, ``lang.order_to_come``); goods told to be enough before a bare refusal ("We have plenty of sugar, don't need
any", "चावल काफ़ी है, तो ज़रूरत नहीं": the goods refused, ``lang.enough_refused``); an apology for a payment ("Sorry for
the short payment on B40", "B40 ke late payment ke liye sorry": no payment, ``lang.sorry_paid``).

Then, in this order, the kinds that read after them (each module's docstring says what and why):

- a count asked sent with no goods after goods cut whole from an order ("O45 से चीनी हटा दो, अगले हफ़्ते 10 किलो
  भेजना": refused, ``lang.cut_then_count``);
- remarks beside an order that ask nothing of it: delivery days, a cancel's reason, another party's rate, an order
  described in brackets, the tin size usually bought (``lang.order_asides``);
- goods or a request said and then taken back (``lang.said_then_unsaid``);
- goods needed by a time right after an order's delivery is asked ("O6 nikla? 40 packet besan 4 baje se pehle
  chahiye": are they O6's goods or a new order? ``lang.need_after_asked``; session 43, RA);
- goods agreed "pakki" or "good." under a quote, and orders or bills named by a label (``lang.agreed_or_labelled``).

(Session 43's other kinds are read where they arise: a fact's count not lent to goods asked later ("We usually keep 20
kg of sugar. Send sugar."), "each" not lent to goods said apart and a count told of a van or a godown,
``lang.counts_not_lent``; goods a count only rides with ("Send 6 litres more with the milk"), ``lang.with_goods``; an
age or the last day ("My daughter is 8 …", "31 aakhri din hai"), ``lang.day_numbers``; "pichla order … tha" told, not
placed, ``lang.past_order``; goods every month, ``lang.verify_kinds``' recurring check. Tests:
``tests/test_reader_ra_kinds.py``.)

Shape: ``told_not_done(reader)`` with the MessageReader after its clause acts; each pass changes the reader in place.
"""
from __future__ import annotations

from lang.agreed_or_labelled import agreed_or_labelled
from lang.cut_then_count import cut_then_count
from lang.enough_refused import enough_refused
from lang.need_after_asked import need_after_asked
from lang.order_asides import order_asides
from lang.order_to_come import order_to_come
from lang.said_then_unsaid import said_then_unsaid
from lang.sorry_paid import sorry_paid

__all__ = ["told_not_done"]


def told_not_done(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "Will send the order on Friday." orders nothing; "We have plenty of sugar, don't need any." rejects the sugar;
    "B40 के देर से भुगतान के लिए माफ़ी।" pays nothing."""
    order_to_come(reader)
    enough_refused(reader)
    sorry_paid(reader)
    cut_then_count(reader)
    order_asides(reader)  # (lang.order_asides: 'delivery kab kab hota?' asks nothing of the desk)
    said_then_unsaid(reader)  # (lang.said_then_unsaid: 'Send 4 trays eggs. Cancel the eggs.': refused)
    need_after_asked(reader)  # (lang.need_after_asked: 'O6 nikla? 40 packet besan … chahiye': whose goods?)
    agreed_or_labelled(reader)  # (lang.agreed_or_labelled: 'चना दाल पक्की, 25 किलो भेज दो' under a quote: accepted)
