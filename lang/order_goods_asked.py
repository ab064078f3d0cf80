"""An order's goods asked after in a delivery question (issue 10; read silently wrong or refused, fixed by session 46's
helper RA on the Hindi / Hinglish gap of the blind sets holdout161–163, probes in tests/corpus_probes46), each kind in
a module of its own, run together from ``lang.goods_in_place``:

- the count of an order's goods in brackets after the goods, in a delivery question ("O6 वाला घी (12 लीटर) क्या आज
  निकल रहा है?", ``lang.asked_bracket_count``);
- goods of an order singled out after the question when it comes, with no verb of their own ("O3 कब तक पहुँचेगा?
  ख़ासकर 10 सर्फ़ एक्सेल, हमारे पास ख़त्म है।", ``lang.especially_asked``).

(Session 46's other kinds sit where their stage is: another party's sale told with "ने" / "ne",
``lang.others_act_told``, and the bill and goods asked in one breath, ``lang.bill_and_goods``, both run by
``lang.goods_in_place`` right after these; a competitor's price in a because-clause ("… क्योंकि दूसरा सप्लायर ₹39 में
दे रहा है": ``lang.sellers_prices``); a price rise refused and the old price asked back ("पहले की तरह ₹42.50/किलो में
दीजिए": ``lang.old_price_asked``, and ``lang.settle``'s quoted prices leave one told as the past); people counted in
Hindi number words ("तीन परिवारों ने", ``lang.aside_numbers``); the supplier's rate agreed in a sentence before the
order's ("आपका भाव मंज़ूर 👍 30 किलो चना दाल भेज दो", ``lang.rate_fine``).)

Shape: ``order_goods_asked(reader)`` with the MessageReader after its clause acts; each pass changes the reader in
place.
"""
from __future__ import annotations

from lang.asked_bracket_count import asked_bracket_count
from lang.especially_asked import especially_asked

__all__ = ["order_goods_asked"]


def order_goods_asked(reader) -> None:
    """Run the passes of the module docstring over ``reader``, in order: "O6 वाला घी (12 लीटर) क्या आज निकल रहा है?"
    asks after O6's ghee, orders none."""
    asked_bracket_count(reader)
    especially_asked(reader)
