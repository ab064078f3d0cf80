"""What a role is told when its turn opens, and how a scripted player reads it back.

The brief is plain text for a model, ending with a fenced ``turn`` block that
restates the turn (role, kind, day, minute, subject, the counterpart's words;
fields at their defaults — no calls yet, not over — are left out) so that a scripted player behind a model client sees exactly what a model sees.
"""
from __future__ import annotations

import json
import re

from events.record import clock_text
from engine.shop import Turn
from engine.turn import TURN
from roles.instructions import instructions_section
from roles.prompts import SYSTEM_MESSAGES  # re-exported: the system messages live with the roles

__all__ = ["turn_brief", "turn_from_brief", "SYSTEM_MESSAGES"]

_TURN_BLOCK = re.compile(r"```turn\n(.*?)\n```", re.S)
# ``json.dumps(value, ensure_ascii=False, sort_keys=True)``, the same text, without building an encoder each time
_TURN_JSON = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode

_WHAT = {
    ("manager", "office"): "You are in the office. Read messages, check the books, set prices, e-mail suppliers. "
                           "End with sleep(minutes) or go_home().",
    ("cashier", "counter"): "A customer is at the counter. Agree a price (say a bill), decide on credit if asked.",
    ("cashier", "closing"): "The shop is closing. Read the register and report today's sales to the manager.",
    ("helper", "door"): "A supplier's van is at the door. Check the goods against the note; take or refuse them.",
    ("helper", "floor"): "Stock the shelves from the godown. Call done() when finished.",
    ("munshi", "books"): "Do the books: register, till, payables, GST; file GST when due; report to the manager.",
}

def turn_brief(turn: Turn) -> str:
    """The message that opens a turn for its role: what the turn is, the manager's messages handed over
    now (``roles.instructions.instructions_section``), the counterpart's words, and the ``turn`` block."""
    head = f"[{clock_text(turn.minute)}] {_WHAT.get((turn.role, turn.kind), turn.kind)}"
    handed = instructions_section(turn.instructions)
    body = (f"\n{handed}" if handed else "") + (f"\n{turn.text}" if turn.text else "")
    block = _TURN_JSON(TURN.dump_python(turn, mode="json", exclude_defaults=True))
    return f"{head}{body}\n```turn\n{block}\n```"


def turn_from_brief(text: str) -> Turn | None:
    """The Turn restated in a brief, or None if the text holds none."""
    found = _TURN_BLOCK.findall(text or "")
    return TURN.validate_python(json.loads(found[-1])) if found else None
