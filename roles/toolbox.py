"""The one gate every tool call passes through: ``ToolBox``.

Tools are thin typed functions over the shop, declared with ``@tool(role, turns, minutes)`` (``roles.tool_spec``,
whose names — ``ToolError``, ``ToolSpec``, ``ToolResult``, ``tool``, ``turn_spent``, ``resolve_item`` — and the
bounds of ``roles.arg_bounds`` are read here too); ``roles.registry.REGISTRY`` lists each role's.
``ToolBox.call`` checks, in order: a turn is open for this role; the tool exists and is offered in this
turn; the arguments match its signature; the call would end by the day's close (23:59; else the turn is
ended: ``roles.day_close``); the role has the minutes left. Then
it runs the tool at the role's clock and charges the minutes. A call that
fails any check — or whose tool raises ``ToolError`` — changes no state, costs
no minutes, and is recorded as an ``invalid_action`` event; the caller gets an
error result naming the argument and the fix. Every call is recorded.
An unexpected exception inside a tool (a bug of ours that some input
reached) is recorded as a ``tool_error`` event and answered as an error, so
one bad call cannot end a month; the tests require scripted months to have none.

Hostile input is bounded before anything is recorded (``roles.arg_bounds``): arguments nested deeper than
``MAX_DEPTH``, holding more than ``MAX_VALUES`` values or ``MAX_TEXT_CHARS`` characters of text, or text UTF-8 cannot
hold (a lone surrogate) are refused, and the ``invalid_action`` then records a summary of the arguments instead of
the arguments; any other refused call records each text longer than its tool takes cut to its start with its whole
length (``roles.text_limits``: a refused 52,812-character ``say`` had been recorded whole, session 52). A number
beyond ``MAX_NUMBER`` is refused too, but the call is recorded as sent (an integer of more than ~60 digits as its
size in words). Arguments that do not fit the tool are told every argument at fault with its
fix (``roles.arg_hints.call_fix``). Each call has exactly one recorded outcome (``tool_call``, ``invalid_action`` or ``tool_error``).

Per turn the gate counts the role's calls, refused ones included: the call
after the role's ``max_tool_calls_per_turn`` is refused, and so is every call
after ``max_refused_calls_in_row`` refusals in a row; either way the turn is
forfeited — one ``turn_forfeited`` event says why and the turn is over; its later calls (the rest of that answer)
are not run, and ``report_ignored`` records them as one ``calls_ignored`` event as the turn closes.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import ValidationError

from roles.arg_bounds import MAX_DEPTH, MAX_NUMBER, MAX_TEXT_CHARS, MAX_VALUES, NUMBER_TOO_BIG, bounds_problem, encodable
from roles.arg_hints import call_fix, object_fix
from roles.day_close import end_at_close
from roles.text_limits import over_long, recorded_accepted, recorded_refusal
from roles.tool_args import recordable as _recordable, short as _short
from roles.tool_spec import ToolError, ToolResult, ToolSpec, resolve_item, tool, turn_spent

if TYPE_CHECKING:
    from engine.shop import Shop

# what a tool's code and its callers read here too (``roles.tool_spec``, ``roles.arg_bounds``)
__all__ = ["ToolError", "ToolSpec", "ToolResult", "ToolBox", "tool", "resolve_item", "turn_spent", "MAX_DEPTH",
           "MAX_VALUES", "MAX_TEXT_CHARS", "MAX_NUMBER", "NUMBER_TOO_BIG"]


IGNORED_NAMES = 100  # tool names a calls_ignored event lists (its count holds them all)
RAW_CHARS = 2000  # the most of a call's unreadable arguments its invalid_action keeps (then its whole length)


class ToolBox:
    """Calls tools for the roles of one shop (see the module docstring)."""

    def __init__(self, shop: Shop, registry: dict[str, dict[str, ToolSpec]] | None = None) -> None:
        """``registry``: role -> tool name -> ToolSpec, in offered order (default ``roles.registry.REGISTRY``)."""
        if registry is None:
            from roles.registry import REGISTRY as registry  # the registry imports the tools, which import this module
        self.shop = shop
        self.registry = registry
        self._ignored_turn, self._ignored = None, []  # a forfeited turn whose later calls were ignored, their names

    def offered(self, role: str, turn_kind: str) -> list[ToolSpec]:
        """The tools ``role`` may call in a turn of this kind."""
        return [spec for spec in self.registry.get(role, {}).values() if turn_kind in spec.turns]

    def call(self, role: str, name: str, args: dict | None = None) -> ToolResult:
        """Run one tool call for ``role`` in the open turn (see the module docstring)."""
        shop = self.shop
        turn = shop.turn
        # The turn's and the role's day's fields read from their ``__dict__`` (each attribute read of a pydantic
        # model goes through its ``__getattr__`` hook, several times a plain read); written as attributes.
        tv = turn.__dict__ if turn is not None else None
        mine = turn if tv is not None and tv["role"] == role else None
        if mine is not None:
            if tv["forfeited"]:
                return self._ignore(mine, name)
            mine.calls = calls = tv["calls"] + 1
        state = shop.state
        sv = state.__dict__
        bounded, minute = True, sv["minute"]
        rd = None
        try:
            if not isinstance(name, str) or len(name) > 200 or \
                    not name.isascii() and not encodable(name):  # ASCII text always encodes
                name = _short(name)
                raise ToolError("", f"a tool name must be short text, got {name}")
            if args is None:
                args = {}
            where, problem = bounds_problem(args)
            if problem:  # a number too big is only refused: the call is recorded as sent (a new user's trial)
                bounded = problem == NUMBER_TOO_BIG
                raise ToolError(where, f"refused: {problem}")
            if not isinstance(args, dict):
                raise ToolError("arguments", f"must be a JSON object of named arguments, got {_short(args)}"
                                + object_fix(self.registry.get(role, {}).get(name)))  # "; send one …, e.g. …"
            args = dict(args)
            if mine is None:
                raise ToolError("", f"it is not the {role}'s turn" + (f" (the {turn.role} is acting)" if turn else ""))
            settings = shop.role_settings[role].__dict__  # read without pydantic's attribute hook
            cap = settings["max_tool_calls_per_turn"]
            if calls > cap:
                raise ToolError("", f"this turn's {cap} tool calls are used; the turn is forfeited")
            spec = self.registry.get(role, {}).get(name)
            if spec is None or tv["kind"] not in spec.turns:
                offered = ", ".join(s.name for s in self.offered(role, tv["kind"]))
                what = "no such tool" if not any(name in r for r in self.registry.values()) else "not offered in this turn"
                raise ToolError("", f"{name!r}: {what}; this turn offers {offered}")
            clean = spec.plain_args(args) if spec.plain_args is not None else None
            try:
                if clean is None:  # anything but plain values of their exact types: the model validates
                    valid = spec.args_model.model_validate(args)
                    clean = dict(valid.__dict__) if spec.flat_args else valid.model_dump()
            except ValidationError as exc:  # every argument at fault, each with its fix (roles.arg_hints)
                raise ToolError(*call_fix(spec, exc.errors(), args)) from None
            rd = sv["roles"][role]  # ``shop.role_day(role)``
            rv = rd.__dict__
            minutes = spec.cost(clean)
            now = max(tv["minute"], rv["busy_until"])  # ``shop.role_now(role)``, the turn being this role's
            if now + minutes > tv["day"] * 1440 - 1 and not tv["over"]:  # past the day's close (roles.day_close)
                raise ToolError("", end_at_close(mine, name, now, minutes))
            budget = settings["minutes_per_day"]
            used = rv["minutes_used"]
            if used + minutes > budget:
                raise ToolError("", f"the {role}'s minutes are spent ({used} of {budget} used; "
                                    f"{name} needs {minutes}); end the turn")
            if tv["over"]:
                raise ToolError("", f"this turn was forfeited ({turn.forfeited}); end the turn" if turn.forfeited
                                else f"this turn is over ({turn.ended}); end the turn" if turn.ended
                                else "this turn is over (sleep, go_home or done was called); end the turn")
            if now != minute:  # a write only when the clock moves (each is a call: ``market.hot_model``)
                state.minute = now
            data = spec.func(shop, **clean)
        except ToolError as exc:
            if state.minute != minute:
                state.minute = minute  # a refused call changes nothing, the clock included
            shown = self._recorded(role, name, args) if bounded else {"refused_arguments": str(exc)}
            shop.emit("invalid_action", role=role, tool=str(name), args=shown, argument=exc.argument,
                      error=str(exc))
            self._refused(mine)
            return ToolResult(ok=False, data={}, error=str(exc))
        except Exception as exc:  # a bug of ours that bad input reached: record it loudly, keep the run going
            state.minute = minute
            error = f"internal error in {name}: {type(exc).__name__}: {str(exc)[:1000]}"
            shop.emit("tool_error", role=role, tool=str(name), args=self._recorded(role, name, args),
                      error=error[:2000])
            self._refused(mine)
            return ToolResult(ok=False, data={}, error=error + " (recorded as a tool_error; please report it)")
        if tv["refused_in_row"]:
            mine.refused_in_row = 0
        if minutes:
            rd.minutes_used = rv["minutes_used"] + minutes
            state.minute = now + minutes
        elif sv["minute"] != now:
            state.minute = now
        busy_until = rv["busy_until"]  # a tool may have charged minutes lost to a fraud
        busy = max(busy_until, now) + minutes
        if busy != busy_until:
            rd.busy_until = busy
        shop.emit("tool_call", role=role, tool=name,
                  args=recorded_accepted(clean, name, spec.texts) if spec.texts else clean, minutes=minutes,
                  result=data if spec.record_result else None)
        done = object.__new__(ToolResult)  # = ToolResult(ok=True, data=data, minutes=minutes), without a frozen
        done.__dict__.update(ok=True, data=data, error="", minutes=minutes)  # __init__'s setattrs (1.1 → 0.6 µs)
        return done

    def refuse(self, role: str, tool: str, raw: str, reason: str) -> None:
        """Record a call refused before it could reach the gate (a model client found its
        arguments unreadable, or no such tool): one ``invalid_action``, counted like any refused call."""
        turn = self.shop.turn
        mine = turn if turn is not None and turn.role == role else None
        if mine is not None:
            if mine.forfeited:
                self._ignore(mine, tool)
                return
            mine.calls += 1
        raw = str(raw)
        self.shop.emit("invalid_action", role=role, tool=str(tool)[:200], argument="", error=reason,
                       args={"raw": raw if len(raw) <= RAW_CHARS else over_long(raw, RAW_CHARS, str(tool)[:200], None)})
        self._refused(mine)

    def _recorded(self, role: str, name, args):
        """A refused call's arguments as its event records them: plain JSON, each text longer than its tool takes
        cut to its start with its whole length (``roles.text_limits.recorded_refusal``)."""
        spec = self.registry.get(role, {}).get(name) if isinstance(name, str) else None
        return recorded_refusal(_recordable(args), str(name), dict(spec.texts) if spec is not None else {})

    def _refused(self, turn) -> None:
        """Count a refused call of the acting role; forfeit its turn past either cap."""
        if turn is None or turn.forfeited:
            return
        turn.refused_in_row += 1
        settings = self.shop.role_settings[turn.role]
        if turn.calls > settings.max_tool_calls_per_turn:
            why = f"more than {settings.max_tool_calls_per_turn} tool calls in one turn"
        elif turn.refused_in_row >= settings.max_refused_calls_in_row:
            why = f"{turn.refused_in_row} refused calls in a row"
        else:
            return
        self.forfeit(turn, why)

    def _ignore(self, turn, tool) -> ToolResult:
        """A call after ``turn`` was forfeited: not run, not counted, kept for its one ``calls_ignored``."""
        if self._ignored_turn is not turn:
            self._ignored_turn, self._ignored = turn, []
        self._ignored.append(str(tool)[:200])
        return ToolResult(ok=False, data={}, error=f"this turn was forfeited ({turn.forfeited}); end the turn")

    def report_ignored(self, turn) -> None:
        """Record the calls ignored after ``turn`` was forfeited, if any: one ``calls_ignored`` event (the count,
        the first ``IGNORED_NAMES`` tool names in order, the forfeit's reason). Called as the turn closes."""
        if turn is not None and self._ignored_turn is turn and self._ignored:
            self.shop.emit("calls_ignored", role=turn.role, turn=turn.kind, count=len(self._ignored),
                           tools=self._ignored[:IGNORED_NAMES], reason=turn.forfeited)
        self._ignored_turn, self._ignored = None, []

    def forfeit(self, turn, reason: str) -> None:
        """End ``turn`` as forfeited: one ``turn_forfeited`` event; every later call in it is refused."""
        if turn.forfeited:
            return
        turn.forfeited, turn.over = reason, True
        self.shop.emit("turn_forfeited", role=turn.role, turn=turn.kind, reason=reason, calls=turn.calls)
