"""``lang.replies.read_reply``'s lines kept as their finished decisions (split from ``lang.replies``, session 39):
the reading of a line is ``read_line``'s, unchanged; what is kept is the decision ``read_reply`` makes of it."""
from __future__ import annotations

from lang.render import MRP, SUPPLIER_FIELDS
from lang.slots import SLOT_KINDS

__all__ = ["kept_decision", "slot_kind", "SAID_KEPT", "CUSTOMER_SLOTS"]

#: A customer's answer slot → (the decision's kind, the fields its phrasing implies).
CUSTOMER_SLOTS = {
    "c_agree": ("agree", {"asks_credit": False}), "c_agree_credit": ("agree", {"asks_credit": True}),
    "c_counter": ("counter", {"reason": "too expensive"}), "c_counter_mrp": ("counter", {"reason": MRP}),
    "c_walk_out": ("walk_out", {"reason": "too expensive"}), "c_walk_out_mrp": ("walk_out", {"reason": MRP})}


def slot_kind(slot: str) -> tuple[str, dict] | None:
    """(the decision's kind, the fields its phrasing implies) of a supplier's or a customer's line slot
    (``SLOT_KINDS``, ``CUSTOMER_SLOTS``; a slot named for its kind: itself, or a customer's without ``c_``), or
    None for another slot (a bill's head, rows and foot, a greeting, a sign-off). The one table both
    ``read_reply`` and ``kept_decision`` make a line's decision by."""
    if slot in SUPPLIER_FIELDS or slot in SLOT_KINDS:
        return SLOT_KINDS.get(slot, (slot, {}))
    if slot.startswith("c_"):
        return CUSTOMER_SLOTS.get(slot, (slot[2:], {}))
    return None


SAID_KEPT = 32_768  # lines ``read_reply`` keeps as read (``_Tables.said``) before it starts them anew


def kept_decision(tables, line: str) -> tuple[dict | None, tuple | None]:
    """(the decision ``read_reply`` makes of ``line`` whatever comes before it, or None; the line's reading): a line
    read is kept as its finished decision when that holds only plain values (a quote, a customer's offer, a line
    no phrasing fits), so a line said again is a lookup and a copy (session 39: the scripted manager reads some
    15,000 lines a month, most said before; the reading is ``read_line``'s, unchanged)."""
    said = tables.said
    if len(said) >= SAID_KEPT:
        said.clear()
    hit = tables.read_line(line)
    record = None
    if hit is None:
        record = {"kind": "unknown", "text": line}
    elif not hit[2]:  # no list or object among the fields: a shallow copy of the decision is a new one
        slot, fields = hit[0], hit[1]
        made = slot_kind(slot)
        if slot in ("signoff", "greeting", "bill_head", "bill_row", "bill_foot"):
            pass  # what these do depends on the lines around them
        elif made is not None:
            kind, implied = made
            if slot != "order_refused" and all(type(v) in _PLAIN for v in implied.values()):
                record = {"kind": kind, **fields, **implied}
        else:
            record = {"kind": "unknown", "text": line}
    kept = said[line] = (record, hit)
    return kept


_PLAIN = frozenset({str, int, float, bool, type(None)})
