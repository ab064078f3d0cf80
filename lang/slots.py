"""Which phrase-table slot a decision line is worded from, and what a slot's wording says back.

``lang.render`` words each supplier decision line from the slot ``line_slot`` picks: its kind's own, or one of
the kind's ``EXTRA_SLOTS`` that states something the kind's own wording cannot — an item cut off an order whole
(``item_dropped``), an id the message never named (``<kind>_unnamed``: never "order ?", the new user's trial,
session 33), an offer that named a quantity, accepted as a price only (``accept_unordered``), goods asked added to an
order booked as a new one (``order_confirmed_apart``: "Add 10 kg rice to O27" → "O27's van is already made up; booked
as a new order O31", session 34), an accept refused on a day no price of ours stood (``refuse_accept_today``: today's
rate, never "our last offer was" a price of yesterday's or one never made, session 51). ``SLOT_KINDS`` is
the way back, for ``lang.replies``: such a slot's kind and the fields its choice implies. ``slots_of`` lists every
slot a kind may use (every phrasing of each is reachable).
"""
from __future__ import annotations

__all__ = ["UNNAMED", "EXTRA_SLOTS", "LIST_SLOT", "SLOT_KINDS", "slots_of", "line_slot"]

#: Decision kind → the id field whose absence (None: the message named none) words it from ``<kind>_unnamed``,
#: a phrasing with no id in it.
UNNAMED = {"pay_refused": "bill_id", "cancel_refused": "order_id", "delivery_not_due": "order_id",
           "bill_not_due": "bill_id", "dispute_no_bill": "bill_id"}
#: Decision kind → its slots besides its own name, each chosen by ``line_slot`` (and read back by
#: ``lang.replies`` with the fields the choice implies, ``SLOT_KINDS``).
EXTRA_SLOTS = {"item_cancelled": ("item_dropped",), "accept": ("accept_unordered",), "counter": ("counter_unordered",),
               "refuse_accept": ("refuse_accept_today",),
               "order_confirmed": ("order_confirmed_apart",),
               **{kind: (f"{kind}_unnamed",) for kind in UNNAMED}}
#: A supplier slot that is not a kind's name → (its kind, the fields its choice implies).
SLOT_KINDS = {"item_dropped": ("item_cancelled", {"qty_left": 0}), "accept_unordered": ("accept", {}),
              "counter_unordered": ("counter", {}),
              "refuse_accept_today": ("refuse_accept", {}),
              "order_confirmed_apart": ("order_confirmed", {}),
              **{f"{kind}_unnamed": (kind, {field: None}) for kind, field in UNNAMED.items()}}
#: Decision kind → the phrase-table slot each of its item lines is worded with (one line per item).
LIST_SLOT = {"order_confirmed": "item_price", "delivery_notice": "item_qty", "request": "item_qty",
             "order_confirmed_apart": "item_price"}  # (and by an extra slot's name, for ``lang.replies``)


def slots_of(kind: str, customer: bool = False) -> tuple[str, ...]:
    """The phrase slots a kind may use (every phrasing of each is reachable)."""
    if customer:
        extra = {"agree": ("c_agree_credit",), "counter": ("c_counter_mrp",), "walk_out": ("c_walk_out_mrp",),
                 "request": ("item_qty",)}
        return (f"c_{kind}", *extra.get(kind, ()))
    return {"bill": ("bill_head", "bill_row", "bill_foot")}.get(kind, (kind,)) + EXTRA_SLOTS.get(kind, ()) + \
        ((LIST_SLOT[kind],) if kind in LIST_SLOT else ())


def line_slot(d: dict) -> str:
    """The phrase slot a supplier decision line (not a bill) is worded from: its kind's, or ``item_dropped``
    for an ``item_cancelled`` whose item is off the order altogether (``qty_left`` 0), ``<kind>_unnamed`` for a
    kind of ``UNNAMED`` whose id is None, ``accept_unordered`` for an ``accept`` of an offer that named a quantity
    (``qty``: the price is agreed, no goods are ordered, and the line says how to order them), ``counter_unordered``
    for a ``counter`` of such an offer (the count named, nothing ordered yet),
    ``order_confirmed_apart`` for an ``order_confirmed`` with ``named_order_id`` (the order the goods were asked
    added to: they are booked as the new order instead), ``refuse_accept_today`` for a ``refuse_accept`` whose
    reason is ``todays_rate`` (no price of ours stood today: the price is today's list, never "our last offer")."""
    if d["kind"] == "item_cancelled" and d["qty_left"] == 0:
        return "item_dropped"
    if d["kind"] in UNNAMED and d.get(UNNAMED[d["kind"]]) is None:
        return f"{d['kind']}_unnamed"
    if d["kind"] in ("accept", "counter") and d.get("qty") is not None:
        return f"{d['kind']}_unordered"
    if d["kind"] == "order_confirmed" and d.get("named_order_id") is not None:
        return "order_confirmed_apart"
    if d["kind"] == "refuse_accept" and _code(d.get("reason")) == "todays_rate":
        return "refuse_accept_today"
    return d["kind"]


def _code(reason) -> str | None:
    """A decision line's reason code: a ``Reason``'s ``code`` or a mapping's ``"code"``; None for none."""
    return reason.get("code") if isinstance(reason, dict) else getattr(reason, "code", None)
