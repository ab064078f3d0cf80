"""The helper's tools (KiranaBench Table 6).

At the ``door`` (one van per turn): take_delivery, refuse_delivery, message_manager.
On the ``floor``: look_at_shelves, count_godown, set_plan, move_to_shelf,
move_to_godown, message_manager, done. In both: read_instructions (``roles.instructions``).
The shelf plan (``set_plan``) is shop state and stands across days. Quantities are selling units; minutes are the helper's.
Moving stock costs 1 minute plus 1 per 20 units.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine import door
from market.stock import move, on_hand, units_by_sku
from roles.staff_message import MAX_MESSAGE_CHARS, message_manager_from
from roles.tool_args import short
from roles.tool_spec import NAMED_CHARS, ToolError, resolve_item, tool

if TYPE_CHECKING:
    from engine.shop import Shop

__all__ = ["take_delivery", "refuse_delivery", "helper_message_manager", "look_at_shelves", "count_godown",
           "set_plan", "move_to_shelf", "move_to_godown", "done"]

MAX_MOVE = 5000
REASON_CHARS = 500  # a refused delivery's reason is kept to this many characters


def _move_minutes(args: dict) -> int:
    # A quantity outside 1..MAX_MOVE is refused by the tool itself; price it at 1 minute so the
    # budget check does not pre-empt that error with a false "minutes are spent".
    quantity = int(args.get("quantity", 0))
    return 1 + quantity // 20 if 1 <= quantity <= MAX_MOVE else 1


def _delivery(shop: Shop, delivery_id: str):
    at_door = shop.turn.subject.get("delivery_id")
    if at_door is not None and delivery_id.strip().casefold() == at_door.casefold():  # "d7" is D7 (roles.ids)
        delivery_id = at_door
    if delivery_id != at_door:
        raise ToolError("delivery_id", f"the van at the door carries {shop.turn.subject.get('delivery_id')}, "
                                       f"not {short(delivery_id, NAMED_CHARS)}")
    delivery = next(d for d in shop.state.deliveries if d.delivery_id == delivery_id)
    if delivery.status != "due":
        raise ToolError("delivery_id", f"delivery {delivery_id} is already {delivery.status}")
    return delivery


@tool("helper", ("door",), 5)
def take_delivery(shop: Shop, delivery_id: str) -> dict:
    """Take the van's goods into the godown; the supplier's bill goes to the manager. Costs 5 minutes.

    Raises:
        ToolError: a delivery id other than the van at the door, or one already dealt with.
    """
    return door.take(shop, _delivery(shop, delivery_id))


@tool("helper", ("door",), 2, texts={"reason": REASON_CHARS})
def refuse_delivery(shop: Shop, delivery_id: str, reason: str = "") -> dict:
    """Send the van back with its goods; no bill is owed. Costs 2 minutes."""
    return door.refuse(shop, _delivery(shop, delivery_id), reason[:REASON_CHARS])


@tool("helper", ("door", "floor"), 2, name="message_manager", texts={"text": MAX_MESSAGE_CHARS})
def helper_message_manager(shop: Shop, text: str) -> dict:
    """Write to the manager (lands in the manager's inbox), at the door or on the floor. Costs 2 minutes."""
    return message_manager_from(shop, "helper", text)


@tool("helper", ("floor",), 2)
def look_at_shelves(shop: Shop) -> dict:
    """Units on the shelf per item, with the posted price and the plan. Costs 2 minutes."""
    state, item_of = shop.state, shop.item_of
    plan, prices = state.shelf_plan, state.prices  # read once: each field read of a model is pydantic's hook
    units = units_by_sku(state, shop.skus, "shelf")
    return {"shelf": {sku: {"item": (item := item_of[sku]).item, "units": units[sku], "capacity": item.shelf_capacity,
                            "plan": plan.get(sku), "price_inr": prices[sku] / 100}
                      for sku in shop.skus}}


@tool("helper", ("floor",), 25)
def count_godown(shop: Shop) -> dict:
    """Count every item in the godown (usable units, their soonest expiry day). Costs 25 minutes.

    Returns:
        {"godown": {sku: {"units": units not past their expiry day (those move_to_shelf can move),
        "soonest_expiry_day", and "expired_units" where some are past it: they cannot be moved or sold, and are
        thrown out at the close}}, "today"}.
    """
    out, godown, today = {}, shop.state.godown, shop.state.day
    for sku in shop.skus:
        units, expired, soonest = 0, 0, None
        for b in godown.get(sku, ()):  # one pass (the list is in expiry order)
            if b.expires_day < today:
                expired += b.qty
                continue
            units += b.qty
            if soonest is None or b.expires_day < soonest:
                soonest = b.expires_day
        out[sku] = {"units": units, "soonest_expiry_day": soonest, **({"expired_units": expired} if expired else {})}
    return {"godown": out, "today": today}


@tool("helper", ("floor",), 1)
def set_plan(shop: Shop, item: str, shelf_units: int) -> dict:
    """Set how many units of an item the shelf should hold; the plan stands from day to day until changed.
    Costs 1 minute.

    Raises:
        ToolError: unknown item, or units below 0 or above the shelf's capacity.
    """
    sku = resolve_item(shop, item)
    cap = shop.catalogue.by_sku(sku).shelf_capacity
    if not 0 <= shelf_units <= cap:
        raise ToolError("shelf_units", f"must be between 0 and the shelf capacity {cap}, got {shelf_units}")
    shop.state.shelf_plan[sku] = shelf_units
    return {"item": sku, "plan": shelf_units}


def _check_move(shop: Shop, item: str, quantity: int, source: str) -> str:
    sku = resolve_item(shop, item)
    if quantity <= 0 or quantity > MAX_MOVE:
        raise ToolError("quantity", f"must be between 1 and {MAX_MOVE}, got {quantity}")
    have = on_hand(shop.state, sku, source)
    if have < quantity:
        expired = on_hand(shop.state, sku, source, sellable=False) - have
        raise ToolError("quantity", f"only {have} units of {sku} in the {source}, asked to move {quantity}"
                        + (f" ({expired} more are past their expiry day: they cannot be moved or sold, and are "
                           f"thrown out at the close)" if expired else ""))
    return sku


@tool("helper", ("floor",), _move_minutes)
def move_to_shelf(shop: Shop, item: str, quantity: int) -> dict:
    """Move units from the godown to the shelf (earliest expiry first). Costs 1 + quantity/20 minutes.

    Raises:
        ToolError: unknown item, quantity not in 1..5000, more than the godown holds,
            or more than the shelf has room for.
    """
    sku = _check_move(shop, item, quantity, "godown")
    shelf = on_hand(shop.state, sku, "shelf")
    room = shop.catalogue.by_sku(sku).shelf_capacity - shelf
    if quantity > room:
        raise ToolError("quantity", f"the shelf has room for {max(room, 0)} more units of {sku}")
    moved = move(shop.state, sku, quantity, "godown", "shelf")
    return {"item": sku, "moved": moved, "shelf": shelf + moved}  # only sellable units move: all count on the shelf


@tool("helper", ("floor",), _move_minutes)
def move_to_godown(shop: Shop, item: str, quantity: int) -> dict:
    """Move units from the shelf back to the godown. Costs 1 + quantity/20 minutes."""
    sku = _check_move(shop, item, quantity, "shelf")
    moved = move(shop.state, sku, quantity, "shelf", "godown")
    return {"item": sku, "moved": moved, "shelf": on_hand(shop.state, sku, "shelf")}


@tool("helper", ("floor",), 0)
def done(shop: Shop) -> dict:
    """End this floor turn. Costs nothing."""
    shop.turn.over = True
    return {"done": True}
