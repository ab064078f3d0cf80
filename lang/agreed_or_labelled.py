"""Goods agreed under the supplier's quote, and orders or bills named by a label (issue 10; read silently wrong on the
labelled corpora's newer half, holdouts 100–169, found by session 48's fixer RA), each in a module of its own, run
together from ``lang.told_not_done``: goods said "pakki" / "पक्की" under the supplier's quote accept its price
(``lang.goods_pakki``); an order named with its goods in brackets, other goods cut from it ("From O9 (rice and sugar)
please cancel the sugar": the rice stays, ``lang.bracket_order_goods``); a bare "good." under a quote agrees to it as
"ok." does (``lang.bare_good``); a bill id as its line's label, "B12 – please send the bill for O12", is the bill
asked for (``lang.bill_label``).

(Session 48's other kinds are read where they arise: a whole order cancelled with its goods in brackets, "cancel order
O8 (paneer and curd) in full", ``lang.order_terms``' ``_whole_past_bracket``; goods joined by "aur" / "और" needed
by a time after an order's delivery is asked ("dispatch hua kya?" too), ``lang.need_after_asked``; another seller's price
beside a refusal, "Rice no — Bansal is giving it at ₹36", no price of the refusal, ``lang.sellers_prices``. Tests: ``tests/test_reader_ra48_kinds.py``.)

Shape: ``agreed_or_labelled(reader)`` with the MessageReader after its clause acts; each pass changes the reader in
place.
"""
from __future__ import annotations

from lang.bare_good import bare_good
from lang.bill_label import bill_label
from lang.bracket_order_goods import bracket_order_goods
from lang.goods_pakki import goods_pakki

__all__ = ["agreed_or_labelled"]


def agreed_or_labelled(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "चना दाल पक्की, 25 किलो भेज दो" under a quote accepts it and orders 25 kg."""
    goods_pakki(reader)
    bracket_order_goods(reader)
    bare_good(reader)
    bill_label(reader)
