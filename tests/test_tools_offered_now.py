"""A request to a role's model carries only the tools its open turn offers (agents.hooks.ShopHooks.tools_now): a
cashier's counter turn was sent all eight schemas, and calls to the closing's tools were refused."""
from __future__ import annotations

from types import SimpleNamespace

from autogen_core.tools import FunctionTool

from agents.hooks import ShopHooks
from roles.registry import REGISTRY


class _Box:
    """The ToolBox's ``offered`` over the real registry."""

    def offered(self, role, turn_kind):
        return [spec for spec in REGISTRY[role].values() if turn_kind in spec.turns]


def _hooks(role, kind):
    shop = SimpleNamespace(turn=SimpleNamespace(role=role, kind=kind, over=False) if role else None)
    return ShopHooks(shop, _Box(), {})


def _schemas(role):
    return [{"name": name, "description": "", "parameters": {"type": "object", "properties": {}}}
            for name in REGISTRY[role]]


def test_the_counter_turn_carries_the_counter_tools_only():
    names = [t["name"] for t in _hooks("cashier", "counter").tools_now("cashier", _schemas("cashier"))]
    assert names == ["read_instructions", "check_khata", "say", "decide_khata", "message_manager"]
    closing = [t["name"] for t in _hooks("cashier", "closing").tools_now("cashier", _schemas("cashier"))]
    assert closing == ["read_instructions", "read_register", "read_cash_book", "report_sales"]


def test_tool_objects_are_kept_by_name_and_outside_a_turn_all_stay():
    def look_at_shelves() -> str:
        return "ok"

    def take_delivery() -> str:
        return "ok"

    tools = [FunctionTool(look_at_shelves, description="shelves"), FunctionTool(take_delivery, description="door")]
    assert [t.name for t in _hooks("helper", "door").tools_now("helper", tools)] == ["take_delivery"]
    assert _hooks(None, None).tools_now("helper", tools) == tools  # no open turn: as given
    assert _hooks("manager", "office").tools_now("helper", tools) == tools  # another role's turn: as given
