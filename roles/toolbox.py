"""The tool registry and the one gate every tool call passes through.

Tools are thin typed functions over the shop, registered next to their
definition with ``@tool(role, turns, minutes)``. ``ToolBox.call`` checks, in
order: a turn is open for this role; the tool exists and is offered in this
turn; the arguments match its signature; the role has the minutes left. Then
it runs the tool at the role's clock and charges the minutes. A call that
fails any check — or whose tool raises ``ToolError`` — changes no state, costs
no minutes, and is recorded as an ``invalid_action`` event; the caller gets an
error result naming the argument and the fix. Every call is recorded.
An unexpected exception inside a tool (a bug of ours that some input
reached) is recorded as a ``tool_error`` event and answered as an error, so
one bad call cannot end a month; the tests require scripted months to have none.
"""
from __future__ import annotations

import inspect
import math
from dataclasses import dataclass
from typing import Any, Callable

from pydantic import ConfigDict, ValidationError, create_model

__all__ = ["ToolError", "ToolSpec", "ToolResult", "ToolBox", "tool", "REGISTRY", "resolve_item"]


class ToolError(ValueError):
    """Bad input to a tool: ``argument`` names the offending argument (or "" for the call as a whole)."""

    def __init__(self, argument: str, message: str) -> None:
        super().__init__(f"{argument}: {message}" if argument else message)
        self.argument = argument


@dataclass(frozen=True)
class ToolSpec:
    """A registered tool: its role, the turns it is offered in, its minute cost, its function."""
    name: str
    role: str
    turns: tuple[str, ...]
    minutes: int | Callable[[dict], int]
    func: Callable[..., dict]
    args_model: Any
    record_result: bool

    def cost(self, args: dict) -> int:
        """Simulated minutes this call costs the role."""
        return self.minutes(args) if callable(self.minutes) else self.minutes

    @property
    def description(self) -> str:
        """The docstring, which is also the description a model sees."""
        return inspect.getdoc(self.func) or ""


@dataclass(frozen=True)
class ToolResult:
    """What a call returned: ``ok`` with ``data``, or not ok with ``error``; minutes charged."""
    ok: bool
    data: dict
    error: str = ""
    minutes: int = 0


REGISTRY: dict[str, dict[str, ToolSpec]] = {}


def tool(role: str, turns: tuple[str, ...], minutes: int | Callable[[dict], int], *,
         name: str | None = None, record_result: bool = True) -> Callable:
    """Register ``func(shop, **args) -> dict`` as a tool of ``role`` offered in ``turns``.

    ``name`` is the tool's name as the role sees it (default: the function's name),
    so two roles can each have, say, a ``read_cash_book``.
    """
    def register(func: Callable[..., dict]) -> Callable[..., dict]:
        params = list(inspect.signature(func).parameters.values())[1:]
        fields = {p.name: (p.annotation, ... if p.default is inspect.Parameter.empty else p.default) for p in params}
        config = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False)  # True is not 1; NaN is not a price
        model = create_model(f"{func.__name__}_args", __config__=config, **fields)
        tool_name = name or func.__name__
        REGISTRY.setdefault(role, {})[tool_name] = ToolSpec(tool_name, role, turns, minutes, func, model,
                                                            record_result)
        return func
    return register


def resolve_item(shop, item: str, argument: str = "item") -> str:
    """The sku for a sku or item name, or a ToolError naming the argument and close matches."""
    try:
        return shop.catalogue.by_sku(item).sku if item in shop.skus else shop.catalogue.by_name(item).sku
    except KeyError:
        import difflib
        names = shop.skus + [shop.catalogue.by_sku(s).item for s in shop.skus]
        close = difflib.get_close_matches(str(item), names, n=3, cutoff=0.5)
        raise ToolError(argument, f"no item {item!r} in this shop" +
                        (f"; did you mean {', '.join(close)}?" if close else "; check_books lists the items")) from None


def _recordable(value):
    """Arguments as plain JSON: non-finite floats and odd objects become their text."""
    if isinstance(value, dict):
        return {str(k): _recordable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_recordable(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


class ToolBox:
    """Calls tools for the roles of one shop (see the module docstring)."""

    def __init__(self, shop) -> None:
        self.shop = shop
        import roles.cashier, roles.helper, roles.instructions, roles.manager, roles.munshi  # noqa: F401  (register tools)

    def offered(self, role: str, turn_kind: str) -> list[ToolSpec]:
        """The tools ``role`` may call in a turn of this kind."""
        return [spec for spec in REGISTRY.get(role, {}).values() if turn_kind in spec.turns]

    def call(self, role: str, name: str, args: dict | None = None) -> ToolResult:
        """Run one tool call for ``role`` in the open turn (see the module docstring)."""
        shop = self.shop
        turn = shop.turn
        try:
            if not isinstance(name, str):
                raise ToolError("", f"a tool name must be text, got {name!r}")
            if args is None:
                args = {}
            if not isinstance(args, dict):
                raise ToolError("arguments", f"must be a JSON object of named arguments, got {args!r}")
            args = dict(args)
            if turn is None or turn.role != role:
                raise ToolError("", f"it is not the {role}'s turn" + (f" (the {turn.role} is acting)" if turn else ""))
            spec = REGISTRY.get(role, {}).get(name)
            if spec is None or turn.kind not in spec.turns:
                offered = ", ".join(s.name for s in self.offered(role, turn.kind))
                what = "no such tool" if not any(name in r for r in REGISTRY.values()) else "not offered in this turn"
                raise ToolError("", f"{name!r}: {what}; this turn offers {offered}")
            try:
                clean = spec.args_model.model_validate(args).model_dump()
            except ValidationError as exc:
                err = exc.errors()[0]
                arg = ".".join(str(p) for p in err["loc"]) or "arguments"
                raise ToolError(arg, f"{err['msg']} (got {err.get('input')!r})") from None
            rd = shop.role_day(role)
            minutes = spec.cost(clean)
            budget = shop.role_settings[role].minutes_per_day
            if rd.minutes_used + minutes > budget:
                raise ToolError("", f"the {role}'s minutes are spent ({rd.minutes_used} of {budget} used; "
                                    f"{name} needs {minutes}); end the turn")
            if turn.over:
                raise ToolError("", "this turn is over (sleep, go_home or done was called); end the turn")
            now = shop.role_now(role)
            shop.state.minute = now
            data = spec.func(shop, **clean)
        except ToolError as exc:
            shop.emit("invalid_action", role=role, tool=str(name), args=_recordable(args), argument=exc.argument,
                      error=str(exc))
            return ToolResult(ok=False, data={}, error=str(exc))
        except Exception as exc:  # a bug of ours that bad input reached: record it loudly, keep the run going
            error = f"internal error in {name}: {type(exc).__name__}: {exc}"
            shop.emit("tool_error", role=role, tool=str(name), args=_recordable(args), error=error[:2000])
            return ToolResult(ok=False, data={}, error=error + " (recorded as a tool_error; please report it)")
        rd.minutes_used += minutes
        rd.busy_until = now + minutes
        shop.state.minute = now + minutes
        shop.emit("tool_call", role=role, tool=name, args=clean, minutes=minutes,
                  result=data if spec.record_result else None)
        return ToolResult(ok=True, data=data, minutes=minutes)
