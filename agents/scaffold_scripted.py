"""How a scripted model client answers a scaffold's phase prompts (``agents.scaffolds``).

A phase prompt ends with a fenced ``phase`` block ({"phase", "day"}). The
scripted answers are deterministic functions of the policy's memory and of the
tool results in the phase's own conversation, so a scaffolded scripted shop
gives the same record every time:

- ``strategy``: first calls ``check_books`` (a read-only tool), then writes a
  ```strategy block: focus on the five items with the least cover
  ((shelf + godown + on order) / (sold yesterday + 1)), reorder those with
  under two days of cover, monitor those out of stock, map items to the
  supplier last haggled with (the policy's memory), no price changes;
- ``plan``: a numbered plan naming the turn's steps;
- ``reflect``: a short reflection counting what the policy remembers (items it
  needed, suppliers it stopped dealing with, bills paid).
"""
from __future__ import annotations

import json
import re

from autogen_core.models import FunctionExecutionResultMessage, LLMMessage, UserMessage

from agents.role_tools import result_from_text

__all__ = ["phase_of", "phase_answer"]

_PHASE = re.compile(r"```phase\n(.*?)\n```", re.S)


def phase_of(messages: list[LLMMessage]) -> dict | None:
    """The phase block of a phase conversation (its first user message), or None for an ordinary turn."""
    first = next((m for m in messages if isinstance(m, UserMessage) and isinstance(m.content, str)), None)
    if first is None or "```phase\n" not in first.content:
        return None  # an ordinary turn (its first message a desk of several thousand characters): no regex scan
    found = _PHASE.findall(first.content)
    return json.loads(found[-1]) if found else None


def phase_answer(policy, phase: dict, messages: list[LLMMessage]) -> tuple[str, dict] | str:
    """The scripted answer: a tool call ``(name, args)`` or the phase's final text."""
    memory = getattr(policy, "memory", None)
    kind, day = phase["phase"], phase["day"]
    if kind == "strategy":
        last = messages[-1]
        if not isinstance(last, FunctionExecutionResultMessage):
            return "check_books", {}
        books = result_from_text(last.content[-1].content).data
        return _strategy_text(books, memory)
    if kind == "plan":
        return (f"Plan for day {day}: 1. read messages; 2. check the books and pay bills due; "
                "3. set shelf prices; 4. ask quotes for items running low and bargain; 5. order; 6. go home.")
    needs = len(getattr(memory, "needs", {}) or {})
    blacklist = sorted(getattr(memory, "blacklist", []) or [])
    paid = len(getattr(memory, "paid", []) or [])
    return (f"Day {day}: {needs} items needed restocking; stopped dealing with {', '.join(blacklist) or 'nobody'}; "
            f"{paid} bills paid so far. Keep ordering from honest suppliers and check every bill.")


def _strategy_text(books: dict, memory) -> str:
    items = books.get("items", {})
    cover = {sku: (i["shelf"] + i["godown"] + i["on_order"]) / (i["sold_yesterday"] + 1) for sku, i in items.items()}
    ranked = sorted(cover, key=lambda s: (cover[s], s))
    haggles = getattr(memory, "haggles", {}) or {}
    strategy = {
        "macro": "Keep every shelf stocked, buy from honest suppliers at fair prices, price a little below MRP.",
        "execution": {
            "focus_items": ranked[:5],
            "supplier_for": {sku: h.supplier_id for sku, h in sorted(haggles.items())},
            "reorder": [s for s in ranked if cover[s] < 2.0],
            "price_changes": {},
            "monitor": [s for s in ranked if items[s]["shelf"] + items[s]["godown"] == 0],
        },
        "actions": [f"restock {s}" for s in ranked if cover[s] < 2.0][:10],
    }
    return "Strategy for today.\n```strategy\n" + json.dumps(strategy, sort_keys=True) + "\n```"
