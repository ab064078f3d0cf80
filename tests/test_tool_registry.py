"""The tool registry is built explicitly (roles.registry), never filled as an import side effect."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import roles.cashier, roles.helper, roles.instructions, roles.manager, roles.munshi  # noqa: E401
from roles.registry import REGISTRY, TOOLS, build_registry
from roles.toolbox import ToolBox, ToolSpec, tool

ROOT = Path(__file__).resolve().parents[1]

# Captured from main (59ef768) before the registry was explicit: REGISTRY as `python -m kirana run`
# and agents.episode left it. The order is what a model is offered, so it must not move.
OFFERED_BEFORE = {
    "cashier": ["read_instructions", "check_khata", "say", "decide_khata", "message_manager", "read_register",
                "read_cash_book", "report_sales"],
    "helper": ["read_instructions", "take_delivery", "refuse_delivery", "message_manager", "look_at_shelves",
               "count_godown", "set_plan", "move_to_shelf", "move_to_godown", "done"],
    "munshi": ["read_instructions", "read_register", "count_till", "read_cash_book", "read_khata",
               "read_payables", "read_gst", "file_gst", "report_books"],
    "manager": ["send_message", "read_messages", "check_books", "read_cash_book", "set_price", "write_note",
                "read_notes", "sleep", "go_home"],
}


def test_registry_offers_every_role_its_tools_in_the_order_before():
    assert {role: list(specs) for role, specs in REGISTRY.items()} == OFFERED_BEFORE
    assert list(REGISTRY) == ["cashier", "helper", "munshi", "manager"]
    for role, specs in REGISTRY.items():
        assert all(spec.role == role and spec.name == name for name, spec in specs.items())
    assert REGISTRY["munshi"]["read_register"].func is roles.munshi.munshi_read_register
    assert REGISTRY["cashier"]["read_instructions"].turns == ("counter", "closing")


def test_every_decorated_tool_is_listed():
    """A tool defined in a role module but left out of roles.registry.TOOLS would silently never be offered."""
    listed = {id(f) for funcs in TOOLS.values() for f in funcs}
    for module in (roles.cashier, roles.helper, roles.manager, roles.munshi):
        for name, value in vars(module).items():
            if isinstance(getattr(value, "tool_spec", None), ToolSpec) and value.__module__ == module.__name__:
                assert id(value) in listed, f"{module.__name__}.{name} is a tool but not in roles.registry.TOOLS"
    assert {id(f) for f in roles.instructions.read_instructions.values()} <= listed


def test_importing_the_toolbox_alone_registers_nothing():
    code = ("import sys, roles.toolbox as t\n"
            "assert not hasattr(t, 'REGISTRY'), 'toolbox holds a registry'\n"
            "loaded = sorted(m for m in sys.modules if m.startswith('roles.'))\n"
            "assert loaded == ['roles.arg_bounds', 'roles.arg_hints', 'roles.day_close', 'roles.text_limits', "
            "'roles.tool_args', 'roles.tool_spec', 'roles.toolbox'], loaded\n"  # the gate's bounds, hints, the day's
            # close, how a refused call's texts are recorded, what a tool is
            "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin",
                              "PYTHONPYCACHEPREFIX": sys.pycache_prefix or ""})  # the suite's bytecode cache (conftest)
    assert out.stdout.strip() == "ok", out.stderr


def test_the_decorator_only_attaches_its_spec():
    before = {role: dict(specs) for role, specs in REGISTRY.items()}

    @tool("cashier", ("counter",), 4, name="count_coins")
    def coins(shop, pile: int) -> dict:
        """Count a pile of coins."""
        return {"pile": pile}

    assert REGISTRY == before and "count_coins" not in REGISTRY["cashier"]
    spec = coins.tool_spec
    assert (spec.name, spec.role, spec.turns, spec.cost({}), spec.func) == ("count_coins", "cashier", ("counter",),
                                                                             4, coins)
    assert spec.args_model.model_validate({"pile": 3}).pile == 3
    built = build_registry({"cashier": (coins, roles.cashier.say)})
    assert list(built["cashier"]) == ["count_coins", "say"]
    assert ToolBox(shop=None, registry=built).offered("cashier", "counter") == [spec, REGISTRY["cashier"]["say"]]


@pytest.mark.parametrize("tools, says", [
    ({"cashier": (len,)}, "tools['cashier']: 'len' is not a tool; decorate it with roles.toolbox.tool"),
    ({"helper": (roles.cashier.say,)}, "tools['helper']: 'say' is a tool of the cashier; list it there"),
    ({"cashier": (roles.cashier.say, roles.cashier.say)}, "tools['cashier']: two tools named 'say'"),
])
def test_build_registry_refuses_a_bad_list(tools, says):
    with pytest.raises(ValueError) as err:
        build_registry(tools)
    assert str(err.value).startswith(says)
