"""Counter-offers made as conditions or questions, and counts bounded, that the reader had read silently wrong
(session 36, fixer CI; issue 10), each in a module of its own, run together from ``lang.after_acts``: "no more than
this" said of a count, not a price ("Today sold only 8 kg onion, so no more than this.", "इससे ज़्यादा नहीं": the
onion's order stands, ``lang.count_ceiling``); goods wanted only if a price is given, the condition said after them
("Tomato 10 kg only if you give it at ₹28 per kg", "टमाटर 10 किलो तभी जब ₹28 किलो दें": an offer, ``lang.only_if``);
a rate asked "possible?" with no rupee sign ("चावल 35 हो जाएगा?", "rice 35 possible?": an offer of ₹35, not a delivery
question, ``lang.price_possible``); the supplier thanked for meeting us halfway ("बीच का रास्ता निकालने के लिए
धन्यवाद": no offer of ours, ``lang.halfway_thanked``) — and, once that no longer refused them, a count pointing back
sent with other goods ("ये 24 लीटर रिफाइंड तेल के साथ ही भेज दीजिए": refused as the English is, ``lang.these_along``).

Shape: ``conditions_asked(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.count_ceiling import count_ceiling
from lang.halfway_thanked import halfway_thanked
from lang.only_if import only_if
from lang.price_possible import price_possible
from lang.these_along import these_along

__all__ = ["conditions_asked"]


def conditions_asked(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "20 kilo pyaaz bhejo, isse zyada nahi" orders 20 kg of onion (no offer); "टमाटर 10 किलो तभी जब ₹28 किलो दें।"
    offers 10 kg of tomato at ₹28; "chawal 35 ho jayega?" offers rice at ₹35; "Beech ka raasta nikaalne ke liye
    dhanyavaad." offers nothing."""
    count_ceiling(reader)
    halfway_thanked(reader)
    these_along(reader)
    only_if(reader)
    price_possible(reader)
