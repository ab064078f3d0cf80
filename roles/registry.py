"""The tool registry, built explicitly: which tools each role is offered, in the order it sees them.

``TOOLS`` lists, per role, the tool functions (each carrying the ``ToolSpec`` that
``roles.tool_spec.tool`` attached); ``build_registry`` turns it into
``{role: {tool name: ToolSpec}}`` and ``REGISTRY`` is that, built once at import.
Nothing registers itself: a tool a role is not listed with here is never offered.

The order is part of what a model sees (the tool list in its request) and so of the
record; it is the order the tools were offered in before the registry was explicit
(``read_instructions`` first for the staff who take instructions, then the role's own
tools in their module's order). Changing it changes AutoGen requests, not scripted records.
"""
from __future__ import annotations

from typing import Callable, Mapping, Sequence

from roles import cashier, helper, manager, munshi
from roles.instructions import read_instructions
from roles.tool_spec import ToolSpec

__all__ = ["TOOLS", "REGISTRY", "build_registry"]

TOOLS: dict[str, tuple[Callable[..., dict], ...]] = {
    "cashier": (read_instructions["cashier"], cashier.check_khata, cashier.say, cashier.decide_khata,
                cashier.message_manager, cashier.read_register, cashier.cashier_read_cash_book,
                cashier.report_sales),
    "helper": (read_instructions["helper"], helper.take_delivery, helper.refuse_delivery,
               helper.helper_message_manager, helper.look_at_shelves, helper.count_godown, helper.set_plan,
               helper.move_to_shelf, helper.move_to_godown, helper.done),
    "munshi": (read_instructions["munshi"], munshi.munshi_read_register, munshi.count_till,
               munshi.munshi_read_cash_book, munshi.read_khata, munshi.read_payables, munshi.read_gst,
               munshi.file_gst, munshi.report_books),
    "manager": (manager.send_message, manager.read_messages, manager.check_books, manager.read_cash_book,
                manager.set_price, manager.write_note, manager.read_notes, manager.sleep, manager.go_home),
}


def build_registry(tools: Mapping[str, Sequence[Callable[..., dict]]] = TOOLS) -> dict[str, dict[str, ToolSpec]]:
    """``{role: {tool name: ToolSpec}}`` from ``{role: [tool functions]}``, keeping both orders.

    Raises:
        ValueError: a function carries no ``tool_spec`` (not decorated with ``@tool``), its spec
            names another role than the one it is listed under, or a role lists two tools of one name.
    """
    registry: dict[str, dict[str, ToolSpec]] = {}
    for role, funcs in tools.items():
        specs: dict[str, ToolSpec] = {}
        for func in funcs:
            spec = getattr(func, "tool_spec", None)
            if not isinstance(spec, ToolSpec):
                raise ValueError(f"tools[{role!r}]: {getattr(func, '__qualname__', func)!r} is not a tool; "
                                 "decorate it with roles.toolbox.tool")
            if spec.role != role:
                raise ValueError(f"tools[{role!r}]: {spec.name!r} is a tool of the {spec.role}; list it there")
            if spec.name in specs:
                raise ValueError(f"tools[{role!r}]: two tools named {spec.name!r}; give one another name")
            specs[spec.name] = spec
        registry[role] = specs
    return registry


REGISTRY: dict[str, dict[str, ToolSpec]] = build_registry()
