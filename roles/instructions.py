"""The manager's instructions to staff: their structured form, the staff's ``read_instructions`` tool,
and how a staff turn's brief shows the messages it was handed.

The manager writes to a staff role with ``send_message(to="cashier", text=...)``. The text is for the
staff member to read (a model reads all of it); it may carry fenced blocks — a tag, then a JSON body,
like the supplier blocks of ``lang.blocks`` — that state an instruction exactly. Scripted staff follow
only these blocks, and say in their next report to the manager when a message held none.

| role | block | effect |
|---|---|---|
| helper | ```shelf_plan {"items": {"rice": 40, "milk-500ml": 120}}``` | target shelf units per item (0 to the shelf's capacity); the helper sets them with ``set_plan`` and keeps each shelf at its target from the godown (moving any excess back); the plan stands, day after day, until the manager or the helper changes it; items not named keep their plan (no plan: a full shelf) |
| helper | ```van {"refuse": ["S7"]}``` | send back every van from these suppliers; replaces the standing list (``[]`` takes every van again) |
| cashier | ```lowest_price {"items": {"rice": 40}, "pct_of_posted": 97}``` | the lowest price to agree: per unit for the items named (rupees), and for the others as a percent of the posted price; never above the posted price; replaces the standing one |
| cashier | ```credit {"refuse": ["R12"], "limit_inr": 2000}``` | refuse credit to these customers, and credit that would take a khata balance above ``limit_inr``; replaces the standing rules |
| munshi | ```report {"include": ["payables_due", "overdue_khata"], "payables_due_within_days": 3}``` | the nightly ``report_books`` also gives the supplier bills due within N days (overdue included) and the customers whose khata credit is past due; replaces the standing request |

``parse_instructions`` reads the blocks of a message into normalized instructions (skus, paise); a
block meant for another role, or with a bad field, raises ``InstructionError`` naming the field, so
``send_message`` refuses it before anything is sent. Each instruction is recorded on the
``staff_message`` event and judged by ``scoring.instructions``.
"""
from __future__ import annotations

import json
import math
import re
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from lang.blocks import FENCE
from market.catalogue import Catalogue
from events.money import format_inr_exact, paise
from events.record import clock_text
from roles.arg_hints import BLOCK_EXAMPLES, PLAIN_NUMBER, UNITS, block_fix
from roles.ids import read_ids
from roles.tool_spec import ToolError, tool

if TYPE_CHECKING:
    from engine.shop import Shop

__all__ = ["KIND_ROLE", "InstructionError", "parse_instructions", "instructions_section", "standing_section",
           "read_instructions"]

KIND_ROLE = {"shelf_plan": "helper", "van": "helper", "lowest_price": "cashier", "credit": "cashier",
             "report": "munshi"}
REPORT_PARTS = ("payables_due", "overdue_khata")
_OPENING = re.compile(r"```[ \t]*(" + "|".join(KIND_ROLE) + r")\b", re.I)
"""An instruction block's opening fence; one left after the closed blocks are taken out is never closed."""


class InstructionError(ValueError):
    """A malformed instruction block: ``field`` names it (e.g. ``shelf_plan.items.rice``)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


class _Block(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class _ShelfPlan(_Block):
    items: dict[str, int]


class _Van(_Block):
    refuse: list[str]


class _LowestPrice(_Block):
    items: dict[str, float | int] = {}
    pct_of_posted: float | int | None = None


class _Credit(_Block):
    refuse: list[str] = []
    limit_inr: float | int | None = None


class _Report(_Block):
    include: list[Literal["payables_due", "overdue_khata"]]
    payables_due_within_days: int = 3


_MODELS = {"shelf_plan": _ShelfPlan, "van": _Van, "lowest_price": _LowestPrice, "credit": _Credit,
           "report": _Report}


def _money(value: float | int, field: str) -> int:
    """``value`` rupees as paise; a value that is not a finite amount (NaN, Infinity, 1e400, beyond a lakh crore)
    raises ``InstructionError`` naming ``field``."""
    try:
        return paise(value)
    except ValueError:
        raise InstructionError(field, f"must be a finite amount in rupees, {PLAIN_NUMBER}, at most a lakh crore, "
                                      f"got {value!r}") from None


def _no_constant(name: str):
    """``json.loads``'s hook for NaN and Infinity, which JSON does not allow."""
    raise ValueError(f"{name} is not a JSON number")


def _sku(catalogue: Catalogue, skus: list[str] | None, name: str, field: str) -> str:
    from lang.blocks import resolve_item
    try:
        sku = resolve_item(catalogue, name)
    except ValueError:
        raise InstructionError(field, f"no item {name!r}; name items by sku or name, e.g. rice-1kg or rice") from None
    if skus is not None and sku not in skus:
        raise InstructionError(field, f"{sku} is not sold in this shop")
    return sku


def _normalize(kind: str, body: BaseModel, catalogue: Catalogue, skus: list[str] | None) -> dict:
    if kind == "shelf_plan":
        items = {}
        for name, units in body.items.items():
            sku = _sku(catalogue, skus, name, f"shelf_plan.items.{name}")
            cap = catalogue.by_sku(sku).shelf_capacity
            if not 0 <= units <= cap:
                raise InstructionError(f"shelf_plan.items.{name}", f"must be 0 to the shelf capacity {cap}, got {units}")
            items[sku] = units
        if not items:
            raise InstructionError("shelf_plan.items", f"name at least one item, e.g. {{\"rice\": {UNITS}}}")
        return {"kind": kind, "items": items}
    if kind == "van":
        return {"kind": kind, "refuse": list(dict.fromkeys(body.refuse))}
    if kind == "lowest_price":
        items = {}
        for name, price in body.items.items():
            sku = _sku(catalogue, skus, name, f"lowest_price.items.{name}")
            mrp = catalogue.by_sku(sku).mrp_paise
            unit = _money(price, f"lowest_price.items.{name}")
            if not 0 < unit <= mrp:
                raise InstructionError(f"lowest_price.items.{name}", f"must be above 0 and at most the MRP "
                                                                      f"{format_inr_exact(mrp)}, got {price}")
            items[sku] = unit
        pct = body.pct_of_posted
        if pct is not None and not (math.isfinite(pct) and 0 < pct <= 100):
            raise InstructionError("lowest_price.pct_of_posted", f"must be above 0 and at most 100, got {pct}")
        if not items and pct is None:
            raise InstructionError("lowest_price", "give items, pct_of_posted or both")
        return {"kind": kind, "items": items, "pct_of_posted": None if pct is None else float(pct)}
    if kind == "credit":
        limit = body.limit_inr
        limit_paise = None if limit is None else _money(limit, "credit.limit_inr")
        if limit_paise is not None and limit_paise < 0:
            raise InstructionError("credit.limit_inr", f"must be 0 or more, got {limit}")
        return {"kind": kind, "refuse": list(dict.fromkeys(body.refuse)), "limit_paise": limit_paise}
    days = body.payables_due_within_days
    if not 0 <= days <= 60:
        raise InstructionError("report.payables_due_within_days", f"must be 0 to 60, got {days}")
    return {"kind": kind, "include": [p for p in REPORT_PARTS if p in body.include], "payables_due_within_days": days}


def _body(kind: str, body_text: str) -> BaseModel:
    """A block's body as its kind's model, kept by (kind, text) and handed out again (read only: ``_normalize``
    reads it): a staff member reads the manager's message that the manager's ``send_message`` has just checked,
    and the same plans come day after day. Raises what ``json.loads`` and ``model_validate`` raise (nothing kept)."""
    key = (kind, body_text)
    body = _BODIES.get(key)
    if body is None:
        body = _MODELS[kind].model_validate(json.loads(body_text, parse_constant=_no_constant))
        if len(_BODIES) >= 1_024:
            _BODIES.clear()
        _BODIES[key] = body
    return body


_BODIES: dict[tuple[str, str], BaseModel] = {}


def parse_instructions(text: str, role: str, catalogue: Catalogue, *, skus: list[str] | None = None,
                       suppliers: list[str] | None = None, customers: list[str] | None = None) -> list[dict]:
    """The instruction blocks of a manager's message to ``role``, normalized, in order.

    Each is a dict with ``kind`` (shelf_plan, van, lowest_price, credit, report) and its fields:
    ``items`` {sku: units} or {sku: paise}, ``refuse`` [ids], ``pct_of_posted``, ``limit_paise``,
    ``include``, ``payables_due_within_days``. Fenced blocks with other tags are left to the reader.
    ``skus``, ``suppliers`` and ``customers``, when given, are the ids that may be named (one differing only in
    case is read as that id: ``roles.ids``).

    Raises:
        InstructionError: a block for another role, a body that is not JSON (NaN and Infinity included), a
            block left unclosed, an unknown field, an unknown item, supplier or customer, or a value out of
            range or not finite (the message names the field and the fix).
    """
    out = []
    for tag, body_text in FENCE.findall(text or ""):
        kind = tag.lower()
        if kind not in KIND_ROLE:
            continue
        if KIND_ROLE[kind] != role:
            raise InstructionError(kind, f"a {kind} block is for the {KIND_ROLE[kind]}, not the {role}")
        try:
            body = _body(kind, body_text)
        except json.JSONDecodeError as exc:
            raise InstructionError(kind, f"the block's body is not JSON ({exc.msg}); e.g. "
                                         f"```{kind} {BLOCK_EXAMPLES.get(kind, '{...}')}```") from None
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in (kind, *err["loc"]) if p not in ("float", "int"))  # not a union's tag
            raise InstructionError(where, f"{err['msg']} (got {err.get('input')!r}){block_fix(kind, err)}") from None
        except ValueError as exc:   # NaN or Infinity (_no_constant)
            raise InstructionError(kind, f"the block's body is not JSON ({exc}); write a plain number") from None
        item = _normalize(kind, body, catalogue, skus)
        known = suppliers if kind == "van" else customers if kind == "credit" else None
        if known is not None and item["refuse"]:  # "r12" is R12 (roles.ids); an id that names no one is refused
            try:
                item["refuse"] = list(dict.fromkeys(read_ids(item["refuse"], known, f"{kind}.refuse",
                                                             "supplier" if kind == "van" else "customer")))
            except ToolError as exc:
                raise InstructionError(exc.argument, str(exc).removeprefix(f"{exc.argument}: ")) from None
        out.append(item)
    unclosed = _OPENING.search(FENCE.sub("", text or ""))
    if unclosed:
        kind = unclosed.group(1).lower()
        raise InstructionError(kind, f"the {kind} block is not closed; end it with ``` "
                                     f"(e.g. ```{kind} {{...}}```)")
    return out


def instructions_section(instructions: list[dict]) -> str:
    """The part of a staff turn's brief that hands over the manager's messages: a heading, then each
    message (``{"msg_id", "minute", "text"}``) with the time it was sent, oldest first; "" if none."""
    if not instructions:
        return ""
    lines = [f"Instructions from the manager ({len(instructions)} new; read_instructions shows them again):"]
    for msg in instructions:
        text_lines = msg["text"].splitlines() or [""]
        lines.append(f"- [{clock_text(msg['minute'])}] {text_lines[0]}")
        lines += [f"  {line}" for line in text_lines[1:]]
    return "\n".join(lines)


def _rupees(p: int) -> int | float:
    return p // 100 if p % 100 == 0 else p / 100


def _as_block(ins: dict) -> str:
    """A normalized instruction (``parse_instructions``) as the block that states it: skus for item names, rupees
    for paise, fields left at their defaults (no limit, no percent) left out; compact JSON."""
    kind = ins["kind"]
    if kind == "shelf_plan":
        body: dict = {"items": ins["items"]}
    elif kind == "van":
        body = {"refuse": ins["refuse"]}
    elif kind == "lowest_price":
        body = {"items": {k: _rupees(v) for k, v in ins["items"].items()}}
        if ins["pct_of_posted"] is not None:
            body["pct_of_posted"] = ins["pct_of_posted"]
    elif kind == "credit":
        body = {"refuse": ins["refuse"]}
        if ins["limit_paise"] is not None:
            body["limit_inr"] = _rupees(ins["limit_paise"])
    else:
        body = {"include": ins["include"], "payables_due_within_days": ins["payables_due_within_days"]}
    return f"```{kind} {json.dumps(body, ensure_ascii=False, separators=(',', ':'))}```"


def standing_section(standing: dict[str, dict], handed_now: set[str] = frozenset()) -> list[str]:
    """The summary lines listing a staff role's standing instructions (``WorldState.standing[role]``: kind ->
    {msg_id, minute, delivered_minute, instruction}), one block a line in ``KIND_ROLE`` order, each with the message
    and time it came in; those of a message handed over in this turn (``handed_now``: msg ids), which the turn's
    brief shows whole, are left out. [] when none is left. At most one block per kind: its size is bounded by
    the shop's items, suppliers and customers."""
    rows = [f"  {_as_block(s['instruction'])} ({s['msg_id']}, sent {clock_text(s['minute'])})"
            for kind in KIND_ROLE if (s := standing.get(kind)) is not None and s["msg_id"] not in handed_now]
    if not rows:
        return []
    return ["Standing instructions from the manager (in force until a newer block of the same kind replaces "
            "one; follow them on every occasion):", *rows]


def _read(shop: Shop, role: str, days: int) -> dict:
    if not 1 <= days <= 7:
        raise ToolError("days", f"must be 1 (today) to 7, got {days}")
    first = (shop.state.day - days) * 1440
    new = {m["msg_id"] for m in shop.turn.instructions}
    return {"instructions": [{"id": m.msg_id, "minute": m.minute, "sent": clock_text(m.minute), "text": m.text,
                              "new": m.msg_id in new}
                             for m in shop.state.inbox.get(role, [])
                             if m.read and (m.delivered_minute or 0) >= first]}


def _register(role: str, turns: tuple[str, ...]):
    def read_instructions(shop: Shop, days: int = 1) -> dict:
        """The manager's messages to you, delivered in the last ``days`` days (1 = today, at most 7), oldest
        first; those handed to you at the start of this turn have "new": true. Costs 1 minute.

        Returns:
            {"instructions": [{"id", "minute", "sent", "text", "new"}]}.
        Raises:
            ToolError: days outside 1–7.
        """
        return _read(shop, role, days)
    tool(role, turns, 1, name="read_instructions")(read_instructions)
    return read_instructions


read_instructions = {role: _register(role, turns) for role, turns in
                     (("cashier", ("counter", "closing")), ("helper", ("door", "floor")), ("munshi", ("books",)))}
