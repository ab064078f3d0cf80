"""A count said beside a deal, a delivery, other goods or a wish for a lower price is the goods' quantity (issue 10;
read silently wrong or refused, fixed by session 45's helper RA on the blind sets holdout158–160 and a new user's
trial), each in a module of its own, run together from ``lang.goods_in_place`` (early in ``lang.after_acts``):

- a count after a word of agreeing is the quantity, not a price ("Deal, 12 soaps.", ``lang.deal_count``);
- an order's goods told as still due beside a delivery question keep their count ("25 किलो मसूर दाल (O4) अभी तक बाक़ी
  है। मसूर कब तक आएगी?", ``lang.order_goods_pending``);
- goods asked to be added to a delivery, as a question, are ordered with their count ("आज की दूध की डिलीवरी में 2 किलो
  दही जोड़ सकते हैं?", ``lang.added_to_delivery``);
- goods ordered "along with" goods accepted in another sentence order only the goods counted ("₹1,600 for the 50 kg
  onion is fine. Please send 40 kg potato at ₹24/kg along with the onions.", ``lang.lot_along``);
- a number before goods asked cheaper, priced in the next sentence, is their count ("Can you do 40 bath soaps cheaper?
  Our budget is ₹30 each.", ``lang.cheaper_count``; the budget kept as the price: ``lang.bounds``).

Shape: ``quantity_kept(reader)`` with the MessageReader after its clause acts; each pass changes its cues in place.
"""
from __future__ import annotations

from lang.added_to_delivery import added_to_delivery
from lang.cheaper_count import cheaper_count
from lang.deal_count import deal_count
from lang.lot_along import lot_along
from lang.order_goods_pending import order_goods_pending

__all__ = ["quantity_kept"]


def quantity_kept(reader) -> None:
    """Run the passes of the module docstring over ``reader``, in order: "Deal, 12 soaps." orders 12 soaps."""
    deal_count(reader)
    order_goods_pending(reader)
    added_to_delivery(reader)
    lot_along(reader)
    cheaper_count(reader)
