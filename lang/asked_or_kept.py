"""Kinds the reader had read silently wrong on the holdout corpora 124-134, found by session 37's fixer CS (issue
10), each in a module of its own, run together from ``lang.after_acts``: goods kept beside a change to an order
("O18 ka tamatar cancel. Pyaz rehne do.", "O13 में बेसन 20 से 10 पैकेट करो, गुड़ वही", "सूजी 40 पैकेट ही रहेगी":
nothing asked of the goods kept, ``lang.kept_on_change``); a count of containers with "more" before them ("Kindly add
5 more bundles of matchboxes to O4": 50 matchboxes, not 5, ``lang.more_containers``); a need told after the rates
of several goods asked ("Tell me the rate of almonds and ghee. We need 5 kg almonds.": both rates asked, the
almonds' for 5 kg, no order, ``lang.needs_after_rates``); a bare figure beside goods of a named order refused ("O12
colgate 24 not need. cancel it": refused, what is 24 for? — not ₹24 refused and all of O12 cancelled,
``lang.bare_refused``); goods named as the supplier's past supply ("Following your onion supply, … Please quote
for: [table]": the table's rates only, ``lang.past_supply``); the rest of a sum told as paid later ("बाक़ी ₹2,600
वे शुक्रवार को GPay से भेज देंगे": no offer of the goods asked next, ``lang.rest_paid_later``, fixer CX); goods told as not come beside goods that came ("the rice and chana dal
coming, but not the besan", "चावल आ गया, पर बेसन नहीं": nothing refused, ``lang.not_arrived``, fixer CX); a bill asked reduced for goods sent back ("B2 mein
unke paise kam kar dijiye": a dispute of B2, no cut of the order, ``lang.bill_reduced``, fixer CZ); a bill said right ("B2 checked, all correct") and a
named order's past shortfall told as care for this time: no dispute (``lang.told_not_asked``, fixer CY); goods sent
along with counted goods named right before them ("Please send the 20 kg of toor dal along with the rice", "20 किलो
अरहर दाल चावल के साथ भेज दीजिए": the rice not asked, ``lang.sent_along``, session 38, fixer DG). Session 38's
goods told gone bad beside an order of other goods, or asked after
their price was refused ("4 packets of curd went bad. Send 10 kg sugar.": the sugar only, ``lang.told_not_ordered``,
session 38, fixer DI); a count of packets with the lot's weight in brackets ("30 packets besan (15 kg)": 30
packets, not 900; "(20 kg)" refused, ``lang.bracket_packets``, fixer DI). Session 38's fixer DB's passes on holdout137 (bills and returns) run last, as one group: ``lang.returns_and_bills``. Session 40's helper DR (holdout142): "Quick update on payments: we've cleared B2 …" chases no delivery
(``lang.payment_update``); "If your van is still not repaired, we … pick up the ghee" refuses no ghee
(``lang.if_not_done``); "please cancel O6 … as they did not arrive" asks nothing of the eggs
(``lang.not_come_cancelled``).

Shape: ``asked_or_kept(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.bare_refused import bare_refused
from lang.bill_reduced import bill_reduced
from lang.bracket_packets import bracket_packets
from lang.kept_on_change import kept_on_change
from lang.more_containers import more_containers
from lang.needs_after_rates import needs_after_rates
from lang.not_arrived import not_arrived
from lang.not_come_cancelled import not_come_cancelled
from lang.if_not_done import if_not_done
from lang.payment_update import payment_update
from lang.past_supply import past_supply
from lang.rest_paid_later import rest_paid_later
from lang.sent_along import sent_along
from lang.returns_and_bills import returns_and_bills
from lang.told_not_asked import told_not_asked
from lang.told_not_ordered import told_not_ordered

__all__ = ["asked_or_kept"]


def asked_or_kept(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "O18 ka tamatar cancel. Pyaz rehne do." cuts the tomatoes only; "O18 का टमाटर रद्द। प्याज़ रहने दो।" the same;
    "Send 5 more bundles of matchboxes." orders 50 matchboxes."""
    kept_on_change(reader)
    more_containers(reader)
    needs_after_rates(reader)
    bare_refused(reader)
    past_supply(reader)
    payment_update(reader)  # (session 40, DR: 'Quick update on payments: we've cleared B2': no delivery asked)
    if_not_done(reader)  # (session 40, DR: 'If your van is still not repaired, we … pick up the ghee': no reject)
    not_come_cancelled(reader)  # (session 40, DR: 'cancel O6 … as they did not arrive': no delivery asked)
    not_arrived(reader)  # (session 37, fixer CX: 'the rice came, but not the besan': nothing refused)
    rest_paid_later(reader)  # (session 37, fixer CX: 'बाक़ी ₹2,600 वे शुक्रवार को GPay से भेज देंगे': no offer)
    bill_reduced(reader)
    told_not_asked(reader)  # (lang.told_not_asked, fixer CY: 'B2 checked, all correct.': no dispute)
    sent_along(reader)  # (lang.sent_along, fixer DG: 'the 20 kg of toor dal along with the rice': no rice asked)
    told_not_ordered(reader)  # (lang.told_not_ordered, fixer DI: '4 packets of curd went bad. Send 10 kg sugar.')
    bracket_packets(reader)  # (lang.bracket_packets, fixer DI: '30 packets besan (15 kg)': 30 packets, not 900)
    returns_and_bills(reader)  # (lang.returns_and_bills, session 38's fixer DB: holdout137's bills and returns)
