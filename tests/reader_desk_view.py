"""A reading as the supplier's desk acts on it: the second, weaker measure of a silent misreading.

The corpora's measure (``test_reader_chat_corpus.same``) is strict: a reading is exact only when every field of
every intent equals the gold, and any other readable reading is a *silent misreading*, the issue's measure. Some of
those differ only in fields the desk never reads, so the shop does exactly what the gold would have made it do: an
order's ``order_id`` (the desk books every order as a new one, ``order_booking.book_order``), a dispute's or a
payment's order id beside its bill id (``desk._decide``: the bill id first), the goods and counts of a delivery
asked after (the desk answers with every due delivery of the order named, or of the supplier), and ask_bill's
goods. ``desk_view`` drops those fields and keeps each asked-after order, disputed or paid bill once (the desk
answers a repeated ask once, ``desk.decide``); ``acts_alike(gold, got)`` is ``same`` on the two views.

A silent misreading whose views differ *acted differently*: the shop's desk did something the gold would not have
made it do, or left undone something it would have. That count is reported beside the strict one (docs/reader.md),
never instead of it. Everything else is compared as ``same`` compares it (prices within half a paisa, accepts
with their quantity, offers with their total): the desk's replies name those, so they count.

Rows are ``gold_rows`` / ``read_rows`` tuples: (kind, sku, quantity, unit price ₹, total ₹, price change ₹,
order id, bill id, counter bill total ₹).
"""
from __future__ import annotations

from test_reader_chat_corpus import same

#: Kinds the desk answers once per id named: the goods beside them are not read (``desk._decide``).
_BY_ID_ONLY = frozenset(("ask_delivery", "ask_bill", "dispute", "pay"))


def desk_view(rows: list[tuple]) -> list[tuple]:
    """``rows`` with the fields the desk does not act on set to None, and asks by id only said once.

    - ``order``: its order id (a new order is booked whatever order it names).
    - ``ask_delivery``: its goods, count and prices (the order id, or none, is what is asked after).
    - ``ask_bill``: its goods (the bill id, or none, is asked).
    - ``dispute`` and ``pay``: the order id when a bill id is named (the bill is what is disputed or paid), and
      goods; a payment's amount and a bill total are kept.
    """
    out, seen = [], set()
    for kind, sku, qty, price, total, change, order, bill, bill_total in rows:
        if kind == "order":
            order = None
        elif kind in _BY_ID_ONLY:
            sku = qty = price = total = change = None
            if kind in ("dispute", "pay") and bill is not None:
                order = None
        row = (kind, sku, qty, price, total, change, order, bill, bill_total)
        if kind in _BY_ID_ONLY:
            if row in seen:
                continue
            seen.add(row)
        out.append(row)
    return out


def acts_alike(gold: list[tuple], got: list[tuple]) -> bool:
    """True when the desk acts on ``got`` as on ``gold`` (``same`` on their ``desk_view``)."""
    return same(desk_view(gold), desk_view(got))
