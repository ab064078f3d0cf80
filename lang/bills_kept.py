"""Kinds the reader had read silently wrong on corpus_holdout140 (a Jaipur kirana's wedding season, half its mail
about payments and bills) and corpus_holdout137 (a Patna Chhath month), found by session 39's fixer DL (issue 10),
each in a module of its own, run together from ``lang.returns_and_bills`` (last there): a payment told as made "cash
on delivery" in a week's list of payments is made, not to come ("| B8 | ₹276 | Cash on delivery |": B7 and B8 paid,
not B7 alone, ``lang.cod_paid``); a named order stopped for a while is held, asked as the reader asks of goods held
("please stop the daily milk O5 for two weeks": ``ambiguous_intent.hold``, not the bill alone, ``lang.order_paused``).
The same fixer's kinds read at other stages: goods kept "same rahegi" (``lang.kept_on_change``), a cut told in the
past perfect (``lang.cancelled_before``), goods come and not come joined by "par" (``lang.but_apart``), goods taken off
a bill asked (``lang.bill_less_goods``) and a count asked after of the order's one goods (``lang.count_of_one_goods``),
from ``lang.delivery_asked``; the order a request is about said in the sentence before (``lang.ids_carried``, from
``lang.compose``).

Shape: ``bills_kept(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.cod_paid import cod_paid
from lang.order_paused import order_paused

__all__ = ["bills_kept"]


def bills_kept(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "| B8 | ₹276 | Cash on delivery |" under "Please find our payments for this week:" pays B8;
    "| B8 | ₹276 | डिलीवरी पर नकद |" under "इस हफ़्ते के हमारे भुगतान:" and "| B8 | ₹276 | Delivery pe cash |" the same."""
    cod_paid(reader)
    order_paused(reader)
