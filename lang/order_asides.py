"""Remarks beside an order that ask nothing of it, or ask what cannot be read (issue 10; found by session 40's fixer DS
on the labelled corpora, holdouts 138 and 143), each in a module of its own, run together from ``lang.told_not_done``:
a question about the supplier's delivery days asked of no order ("which days does your van come?", "डिलीवरी कब कब
होता?": nothing asked, ``lang.schedule_asked``); goods cancelled because they have not come ("O8 ka tamatar cancel
karo, ab tak nahi aaya": the cancel alone, ``lang.cancel_because_late``); another party's rate asked with no figure
("maggi ke liye doosri party wala rate kar sakte ho?": refused, ``lang.other_party_rate``); goods in brackets naming an
order beside goods added to it ("add to O3 (the 5 March milk delivery): 20 packets curd": the milk names O3,
``lang.order_described``); the size of the tin the shop usually buys told beside rates asked ("hum aam taur par 15
litre ka tin lete hain": no count asked, ``lang.size_bought``); and an order's coming asked to be confirmed ("Please
confirm O8 will come tomorrow morning.": when O8 comes, ``lang.arrival_confirmed``).

Shape: ``order_asides(reader)`` with the MessageReader after its clause acts; each pass changes the reader in place.
"""
from __future__ import annotations

from lang.arrival_confirmed import arrival_confirmed
from lang.cancel_because_late import cancel_because_late
from lang.order_described import order_described
from lang.other_party_rate import other_party_rate
from lang.schedule_asked import schedule_asked
from lang.size_bought import size_bought

__all__ = ["order_asides"]


def order_asides(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "pyaz 50 kg rate batao. delivery kab kab hota?" asks the onion's rate alone; "O8 का टमाटर कैंसल करो, अब तक नहीं
    आया।" cancels the tomato and asks nothing; "मैगी के लिए दूसरी पार्टी वाला रेट कर सकते हो?" is refused."""
    schedule_asked(reader)
    cancel_because_late(reader)
    other_party_rate(reader)
    order_described(reader)
    size_bought(reader)
    arrival_confirmed(reader)  # ('Please confirm O8 will come tomorrow morning.': when O8 comes)
