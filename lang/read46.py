"""Kinds the reader had read silently wrong or refused, fixed by session 46's helper RA (issue 10; the Hindi /
Hinglish gap of the blind sets holdout161–163, probes in tests/corpus_probes46), each in a module of its own; the four
run here from ``lang.read45``:

- the count of an order's goods in brackets after the goods, in a delivery question ("O6 वाला घी (12 लीटर) क्या आज
  निकल रहा है?", ``lang.asked_bracket_count``);
- goods of an order singled out after the question when it comes, with no verb of their own ("O3 कब तक पहुँचेगा?
  ख़ासकर 10 सर्फ़ एक्सेल, हमारे पास ख़त्म है।", ``lang.especially_asked``);
- another party's sale told with "ने" / "ne" ("Bansal Traders ne bagal ki dukaan ko ₹26 mein 30 kilo pyaaz diya": news,
  ``lang.others_act_told``);
- the bill and goods asked in one breath with one verb ("Bill aur 20 kilo chana dal bhejo": both asked,
  ``lang.bill_and_goods``).

The session's other kinds sit where their stage is: a competitor's price in a because-clause ("… क्योंकि दूसरा
सप्लायर ₹39 में दे रहा है": ``lang.sellers_prices``); a price rise refused and the old price asked back ("पहले की
तरह ₹42.50/किलो में दीजिए": ``lang.old_price_asked``, and ``lang.settle``'s quoted prices leave one told as the past);
people counted in Hindi number words ("तीन परिवारों ने", ``lang.aside_numbers``); the supplier's rate agreed in a
sentence before the order's ("आपका भाव मंज़ूर 👍 30 किलो चना दाल भेज दो", ``lang.rate_fine``).

Session 47's helper RD adds three here: "no order today" beside a rate asked asks the rate (``lang.no_order_today``);
goods withdrawn by "Pyaaz nahi, sirf tamatar" leave the order with the goods kept (``lang.only_kept``); and a message
naming nothing that asks only a delivery time or says nothing is needed is refused saying so (``lang.nothing_asked``).

Shape: ``read46(reader)`` with the MessageReader after its clause acts; each pass changes the reader in place.
"""
from __future__ import annotations

from lang.asked_bracket_count import asked_bracket_count
from lang.bill_and_goods import bill_and_goods
from lang.especially_asked import especially_asked
from lang.no_order_today import no_order_today
from lang.not_yet_ordered import not_yet_ordered
from lang.nothing_asked import nothing_asked
from lang.only_kept import only_kept
from lang.others_act_told import others_act_told

__all__ = ["read46"]


def read46(reader) -> None:
    """Run the passes of the module docstring over ``reader``, in order."""
    asked_bracket_count(reader)
    especially_asked(reader)
    others_act_told(reader)
    bill_and_goods(reader)
    no_order_today(reader)  # (session 47, RD: lang.no_order_today — "no order today, just the rate")
    only_kept(reader)  # (session 47, RD: lang.only_kept — "Pyaaz nahi, sirf tamatar")
    nothing_asked(reader)  # (session 47, RD: lang.nothing_asked — a delivery time asked, nothing needed)
    not_yet_ordered(reader)  # (session 49, TR: lang.not_yet_ordered — "not ordering yet" beside goods asked)
