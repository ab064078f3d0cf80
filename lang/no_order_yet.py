"""No order now, or not of these goods: the shop says it orders nothing today, withdraws goods for "only" others, asks
nothing the desk does, or is not ordering yet (issue 10; sessions 47 and 49, from new users' trials), each kind in a
module of its own, run together from ``lang.goods_in_place``:

- "no order today" beside a rate asked asks the rate ("Aaj koi order nahi hai bhai, bas rate bata do pyaaz aur aloo
  ka.", ``lang.no_order_today``; session 47, RD);
- goods withdrawn by "Pyaaz nahi, sirf tamatar" leave the order with the goods kept (``lang.only_kept``; session 47,
  RD);
- a message naming nothing that asks only a delivery time or says nothing is needed is refused saying so
  (``lang.nothing_asked``; session 47, RD);
- goods asked with "not ordering yet" beside them ("Can you send 50 kg sugar tomorrow? Just checking availability,
  will confirm.") are refused as a decision put off (``lang.not_yet_ordered``; session 49, TR).

Shape: ``no_order_yet(reader)`` with the MessageReader after its clause acts; each pass changes the reader in place.
"""
from __future__ import annotations

from lang.no_order_today import no_order_today
from lang.not_yet_ordered import not_yet_ordered
from lang.nothing_asked import nothing_asked
from lang.only_kept import only_kept

__all__ = ["no_order_yet"]


def no_order_yet(reader) -> None:
    """Run the passes of the module docstring over ``reader``, in order: "No order today bhai, just tell me the rate
    for onion and potato." asks the two rates and orders nothing."""
    no_order_today(reader)  # "no order today, just the rate"
    only_kept(reader)  # "Pyaaz nahi, sirf tamatar"
    nothing_asked(reader)  # a delivery time asked, nothing needed
    not_yet_ordered(reader)  # "not ordering yet" beside goods asked
