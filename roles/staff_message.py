"""A staff member's message to the manager: the one way the cashier, helper and munshi write upward.

Each role's ``message_manager`` tool (``roles.cashier.message_manager``,
``roles.helper.helper_message_manager``) and the munshi's end-of-books note
(``roles.munshi``) put a ``Message`` in the manager's inbox through
``message_manager_from``. Minutes are absolute simulated minutes from 00:00 of day 1.
"""
from __future__ import annotations

from market.shop_api import ShopApi
from market.state import new_message
from roles.tool_spec import ToolError

__all__ = ["message_manager_from", "MAX_MESSAGE_CHARS"]

MAX_MESSAGE_CHARS = 4000  # a longer message is cut to this many characters


def message_manager_from(shop: ShopApi, role: str, text: str) -> dict:
    """Put ``text`` from ``role`` in the manager's inbox now (cut to ``MAX_MESSAGE_CHARS`` characters).

    Returns ``{"sent": True}``. Raises ``ToolError`` on the ``text`` field when it is empty or blank.
    """
    if not text.strip():
        raise ToolError("text", "the message is empty")
    shop.state.inbox["manager"].append(new_message(shop.state.next_id("M"), shop.state.minute, role, "manager",
                                                   text[:MAX_MESSAGE_CHARS]))
    return {"sent": True}
