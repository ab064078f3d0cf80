"""How scripted staff take the manager's instructions: the structured blocks of ``roles.instructions``.

At the start of each turn a scripted staff member reads the messages handed over with the turn
(``turn.instructions``). Each instruction block replaces the standing instruction of its kind in the
player's memory (the helper's shelf plan is only waiting there until it is set with ``set_plan``).
A message with no block it can read is ignored, and a line saying so is kept for the next report to
the manager (the cashier's ``report_sales``, the munshi's ``report_books``, the helper's
``message_manager``).
"""
from __future__ import annotations

from pydantic import Field

from market.catalogue import load_catalogue
from market.hot_model import HotModel
from events.record import clock_text
from roles.instructions import InstructionError, parse_instructions

__all__ = ["StaffMemory", "take_instructions", "unread_note"]


class StaffMemory(HotModel):  # HotModel: cheap field writes
    """A scripted staff member's standing instructions (checkpointed with the run). Money in paise."""
    plan: dict[str, int] = Field(default_factory=dict, description="helper: shelf targets not yet set with set_plan")
    refuse_vans: list[str] = Field(default_factory=list, description="helper: suppliers whose vans go back")
    refuse_credit: list[str] = Field(default_factory=list, description="cashier: customers refused credit")
    credit_limit_paise: int | None = Field(default=None, description="cashier: the khata balance credit may reach")
    lowest_items_paise: dict[str, int] = Field(default_factory=dict, description="cashier: lowest unit price per sku")
    lowest_pct_of_posted: float | None = Field(default=None, description="cashier: lowest price, % of posted")
    report_include: list[str] = Field(default_factory=list, description="munshi: extra parts of the nightly report")
    payables_due_within_days: int = 3
    unread: list[str] = Field(default_factory=list, description="notes on messages it could not read, to report")


def _apply(memory: StaffMemory, item: dict) -> None:
    kind = item["kind"]
    if kind == "shelf_plan":
        memory.plan.update(item["items"])
    elif kind == "van":
        memory.refuse_vans = list(item["refuse"])
    elif kind == "credit":
        memory.refuse_credit, memory.credit_limit_paise = list(item["refuse"]), item["limit_paise"]
    elif kind == "lowest_price":
        memory.lowest_items_paise, memory.lowest_pct_of_posted = dict(item["items"]), item["pct_of_posted"]
    elif kind == "report":
        memory.report_include = list(item["include"])
        memory.payables_due_within_days = item["payables_due_within_days"]


def take_instructions(memory: StaffMemory, turn) -> None:
    """Read the messages handed over with ``turn`` into ``memory`` (see the module docstring)."""
    for msg in turn.instructions:
        try:
            found = parse_instructions(msg["text"], turn.role, load_catalogue())
        except InstructionError:
            found = []
        for item in found:
            _apply(memory, item)
        if not found:
            gist = " ".join(msg["text"].split())
            gist = gist if len(gist) <= 60 else gist[:57] + "..."
            memory.unread.append(f"I could not read your message of {clock_text(msg['minute'])} (\"{gist}\"): "
                                 f"please send it as an instruction block.")


def unread_note(memory: StaffMemory) -> str:
    """The lines about unreadable messages for the next report ("" if none); clears them."""
    note, memory.unread = "\n".join(memory.unread), []
    return note
