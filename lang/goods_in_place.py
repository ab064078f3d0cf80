"""Kinds the reader had read silently wrong, found by session 37's fixer CT on the labelled corpora (issue 10), each
in a module of its own, run together from ``lang.after_acts`` right after ``lang.beside_requests``: goods refused as
a substitute for others ("टमाटर की जगह प्याज़ मत भेजना", "Tamatar ki jagah pyaaz mat bhejna", "Don't send potatoes in
place of onions": the substitute refused, nothing cancelled, ``lang.substitute_declined``); goods asked only if
others are missing ("Agar tamatar nahi hai to pyaaz bhej do", "अगर टमाटर नहीं है तो प्याज़ भेज दो": refused, asking
plainly what to send and how much, ``lang.if_missing``; both had been refused as goods); and the passes of
``lang.read_not_refused`` (session 38, DG: kinds refused that a shopkeeper reads) and of ``lang.read41`` (session
41, FY: likewise).

Also (session 41, FV): a refusal that only complains the price is dear before a word asking it lower by no amount
("Doodh ka rate bahut zyada hai, thoda kam karo toh 20 packet le lenge") bargains, it refuses no goods
(``lang.dear_then_lower.dear_complaints``).

Also (session 47, RA; first, before the others): a price per a tray, case or quintal written with no ₹ between the
goods and the unit word and agreed, beside another count of that unit ("ok ande 165 tray done 👍 paancho tray aaj hi
bhej do": ₹165 a tray, five trays; ``lang.unit_price_done``); an English imperative that sets a price and then closes
the deal ("Price the sugar at ₹4,100 a quintal and the 5 quintal order is confirmed.": an offer,
``lang.priced_then_closed``); what the shop buys as a habit told in a part of a sentence beside a request ("… knock
₹6 off per case on Parle-G — we take 2 cases every week from you": no count, ``lang.habit_counts``).

Shape: ``goods_in_place(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.dear_then_lower import dear_complaints
from lang.if_missing import if_missing
from lang.read41 import read41
from lang.read_not_refused import read_not_refused
from lang.substitute_declined import substitute_declined
from lang.unit_price_done import unit_price_done
from lang.priced_then_closed import priced_then_closed
from lang.habit_counts import habit_counts

__all__ = ["goods_in_place"]


def goods_in_place(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "टमाटर की जगह प्याज़ मत भेजना।", "Tamatar ki jagah pyaaz mat bhejna.", "Don't send onion in place of tomato."
    refuse the onion and cancel nothing; "Agar tamatar nahi hai to pyaaz bhej do." is refused
    (``ambiguous_intent.order_if_missing``)."""
    unit_price_done(reader)  # (lang.unit_price_done: 'ande 165 tray done 👍 paancho tray bhej do': ₹165 a tray)
    priced_then_closed(reader)  # (lang.priced_then_closed: 'Price the sugar at ₹4,100 a quintal and the … order is confirmed.')
    habit_counts(reader)  # (lang.habit_counts: '… please knock ₹6 off per case — we take 2 cases every week': no count)
    substitute_declined(reader)
    if_missing(reader)
    dear_complaints(reader)  # (lang.dear_then_lower: 'rate bahut zyada hai, thoda kam karo': bargained, not refused)
    read_not_refused(reader)  # (lang.read_not_refused: "Atta we'll decide next week" beside an order: left out)
    read41(reader)  # (lang.read41: "O3 aloo recieved 30kg ok. pls send bill B3.": what came, no order)
