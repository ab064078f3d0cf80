"""The manager's messages to staff: handed to a staff role at the start of its next turn.

``send_message`` (the manager's tool) puts a message in the role's inbox and records a
``staff_message`` event. When the role's next turn opens, ``deliver`` hands over every message
waiting for it, oldest first, exactly once: it marks them read, puts them on the turn
(``Turn.instructions``, which the turn's brief shows under its own heading) and records one
``staff_message_delivered`` event per message. Minutes are absolute simulated minutes.

Each instruction block of a message handed over (``Message.instructions``, read by ``send_message``) becomes the
role's standing instruction of its kind (``WorldState.standing``), replacing the one before — the window
``scoring.instructions`` judges it in. The staff's summary lists them every turn (``roles.summary``), so a role
is judged only on what it is shown: a new user's trial (session 42) saw a credit list sent on day 1 in none of
the cashier's 278 requests of days 2–3, and the cashier that refused credit whenever it saw the list scored 0 %.
"""
from __future__ import annotations

from market.shop_api import ShopApi, TurnView
from market.state import WorldState

__all__ = ["deliver", "forget_old", "STAFF"]

STAFF = ("cashier", "helper", "munshi")


def deliver(shop: ShopApi, turn: TurnView) -> list[dict]:
    """Hand ``turn``'s role the manager's messages waiting for it; returns them as
    ``[{"msg_id", "minute", "text"}]`` (also set on ``turn.instructions``)."""
    if turn.role not in STAFF:
        return []
    handed = []
    now = shop.state.minute
    for msg in shop.state.inbox.get(turn.role, []):
        if not msg.read and msg.minute <= now:
            msg.read, msg.delivered_minute = True, shop.state.minute
            standing = shop.state.standing.setdefault(turn.role, {})
            for ins in msg.instructions:
                standing[ins["kind"]] = {"msg_id": msg.msg_id, "minute": msg.minute,
                                         "delivered_minute": msg.delivered_minute, "instruction": ins}
            handed.append({"msg_id": msg.msg_id, "minute": msg.minute, "text": msg.text})
            shop.emit("staff_message_delivered", msg_id=msg.msg_id, to=turn.role, turn=turn.kind,
                      sent_minute=msg.minute)
    turn.instructions = handed
    return handed


def forget_old(state: WorldState, day: int, keep_days: int) -> None:
    """Drop staff messages handed over more than ``keep_days`` days ago (the record keeps them)."""
    first = (day - keep_days) * 1440
    for role in STAFF:
        state.inbox[role] = [m for m in state.inbox.get(role, [])
                             if not m.read or (m.delivered_minute or 0) >= first]
