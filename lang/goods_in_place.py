"""Kinds the reader had read silently wrong, found by session 37's fixer CT on the labelled corpora (issue 10), each
in a module of its own, run together from ``lang.after_acts`` right after ``lang.beside_requests``: goods refused as
a substitute for others ("टमाटर की जगह प्याज़ मत भेजना", "Tamatar ki jagah pyaaz mat bhejna", "Don't send potatoes in
place of onions": the substitute refused, nothing cancelled, ``lang.substitute_declined``); goods asked only if
others are missing ("Agar tamatar nahi hai to pyaaz bhej do", "अगर टमाटर नहीं है तो प्याज़ भेज दो": refused, asking
plainly what to send and how much, ``lang.if_missing``; both had been refused as goods); and, after them, the
passes of ``lang.read_not_refused`` (session 38, DG: kinds refused that a shopkeeper reads) and the kinds of sessions
41–49 below.

Also, last, in this order (session 41, FY, and after; each module's docstring says what and why): an order told come
with its goods and counts is no order ("O3 aloo recieved 30kg ok. pls send bill B3.", ``lang.order_came``); a rate
asked in plain words in a sentence of its own beside an order ("What's paneer today?", ``lang.rate_said_plainly``);
goods removed and others put "in its place" in one breath ("5 litre refined hata ke uski jagah 5 litre sarson ka tel
daal do", ``lang.in_its_place``); counts and wishes beside an order that order nothing (``lang.beside_an_order``); a
count said beside a deal, a delivery or goods asked cheaper kept as the quantity (``lang.quantity_kept``); an order's
goods asked after in a delivery question (``lang.order_goods_asked``); another party's sale told with "ने" / "ne"
("Bansal Traders ne bagal ki dukaan ko ₹26 mein 30 kilo pyaaz diya": news, ``lang.others_act_told``); the bill and
goods asked in one breath with one verb ("Bill aur 20 kilo chana dal bhejo": both asked, ``lang.bill_and_goods``); no
order now, or not of these goods (``lang.no_order_yet``).

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
from lang.read_not_refused import read_not_refused
from lang.substitute_declined import substitute_declined
from lang.unit_price_done import unit_price_done
from lang.priced_then_closed import priced_then_closed
from lang.habit_counts import habit_counts
from lang.order_came import order_came
from lang.rate_said_plainly import rate_said_plainly
from lang.in_its_place import in_its_place
from lang.beside_an_order import beside_an_order
from lang.quantity_kept import quantity_kept
from lang.order_goods_asked import order_goods_asked
from lang.others_act_told import others_act_told
from lang.bill_and_goods import bill_and_goods
from lang.change_per_unit import change_per_unit
from lang.no_order_yet import no_order_yet

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
    order_came(reader)  # (lang.order_came: "O3 aloo recieved 30kg ok. pls send bill B3.": what came, no order)
    rate_said_plainly(reader)  # (lang.rate_said_plainly: "What's paneer today?" beside an order: the rate asked)
    in_its_place(reader)  # (lang.in_its_place: '5 litre refined hata ke uski jagah 5 litre sarson ka tel daal do')
    beside_an_order(reader)  # (lang.beside_an_order: 'Next month I'll need 100 kg more.' beside an order: no count)
    quantity_kept(reader)  # (lang.quantity_kept: 'Deal, 12 soaps.': 12 soaps, not ₹12)
    order_goods_asked(reader)  # (lang.order_goods_asked: 'O6 वाला घी (12 लीटर) क्या आज निकल रहा है?')
    others_act_told(reader)  # (lang.others_act_told: 'Bansal Traders ne … 30 kilo pyaaz diya': news)
    bill_and_goods(reader)  # (lang.bill_and_goods: 'Bill aur 20 kilo chana dal bhejo': both asked)
    change_per_unit(reader)  # (lang.change_per_unit: 'ok but ₹2 less' under '> Besan ₹102 per kg': ₹2 a kg)
    no_order_yet(reader)  # (lang.no_order_yet: 'No order today bhai, just tell me the rate …')
