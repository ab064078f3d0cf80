"""What a role is told when its turn opens, and how a scripted player reads it back.

The brief is plain text for a model, ending with a fenced ``turn`` block that
restates the turn (kind, minute, subject, the counterpart's words; fields at their defaults — no calls yet,
not over — and the role and day, which the system message and the minute say, are left out) so that a scripted player behind a model client sees exactly what a model sees.
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
    ("manager", "office"): "You are in the office. End with sleep(minutes) or go_home().",  # the tools say the rest
    ("cashier", "counter"): "A customer is at the counter. Agree a price (say a bill), decide on credit if asked.",
    ("cashier", "closing"): "The shop is closing. Read the register and report today's sales to the manager.",
    ("helper", "door"): "A supplier's van is at the door. Check the goods against the note; take or refuse them.",
    ("helper", "floor"): "Stock the shelves from the godown. Call done() when finished.",
    ("munshi", "books"): "Do the books: register, till, payables, GST; file GST when due; report to the manager.",
}

# the role of each kind of turn in ``_WHAT`` (each kind is one role's): a block leaves such a turn's role out
_ROLE_OF = {kind: role for role, kind in _WHAT}


def turn_brief(turn: Turn) -> str:
    """The message that opens a turn for its role: what the turn is, the manager's messages handed over
    now (``roles.instructions.instructions_section``), the counterpart's words, and the ``turn`` block.

    What the text above the block already shows is said once: the block leaves out the counterpart's words
    (``text``; ``"text_above": N``, its length, in its place) and each handed-over message's text (``"lines": N``
    in its place), which ``turn_from_brief`` reads back from the text above. A new user's trial (session 35) saw a
    door turn's delivery JSON twice (once escaped in the block) and every staff brief's instructions twice:
    100–300 tokens on every helper door call and cashier call. The block leaves out too what the context says
    elsewhere (session 45): the day (``minute`` gives it, as the clock above does) and the role (its system
    message's; a kind of turn is one role's), 14 tokens of every brief."""
    head = f"[{clock_text(turn.minute)}] {_WHAT.get((turn.role, turn.kind), turn.kind)}"
    handed = instructions_section(turn.instructions)
    body = (f"\n{handed}" if handed else "") + (f"\n{turn.text}" if turn.text else "")
    dumped = TURN.dump_python(turn, mode="json", exclude_defaults=True)
    if dumped.get("day") == turn.minute // 1440 + 1:
        del dumped["day"]
    if _ROLE_OF.get(turn.kind) == turn.role:
        del dumped["role"]
    if turn.text:
        del dumped["text"]
        dumped["text_above"] = len(turn.text)
    if handed:
        dumped["instructions"] = [_said_above(m) for m in dumped["instructions"]]
    return f"{head}{body}\n```turn\n{_TURN_JSON(dumped)}\n```"


def _said_above(msg: dict) -> dict:
    """A handed-over message in the block: its text left out (``lines``: how many lines the section shows) when
    the section's lines give it back exactly; else as it is."""
    text = msg.get("text", "")
    lines = text.splitlines() or [""]
    if "\n".join(lines) != text:  # a line break the section cannot show as it was (\r, a trailing newline)
        return msg
    return {**{k: v for k, v in msg.items() if k != "text"}, "lines": len(lines)}


def turn_from_brief(text: str) -> Turn | None:
    """The Turn restated in a brief, or None if the text holds none (the words and instructions the block
    leaves out are read back from the text above it)."""
    found = list(_TURN_BLOCK.finditer(text or ""))
    if not found:
        return None
    dumped = json.loads(found[-1].group(1))
    if "day" not in dumped and isinstance(dumped.get("minute"), int):
        dumped["day"] = dumped["minute"] // 1440 + 1
    if "role" not in dumped and dumped.get("kind") in _ROLE_OF:
        dumped["role"] = _ROLE_OF[dumped["kind"]]
    above = text[:found[-1].start()].removesuffix("\n")
    n = dumped.pop("text_above", None)
    if n:
        dumped["text"] = above[len(above) - n:]
        above = above[:len(above) - n].removesuffix("\n")
    handed = dumped.get("instructions", [])
    if any("lines" in m for m in handed):
        counts = [m["lines"] if "lines" in m else len(m["text"].splitlines() or [""]) for m in handed]
        lines = above.split("\n")
        pos = len(lines) - sum(counts)  # the section ends the text above (before the words)
        for m, k in zip(handed, counts):
            own, pos = lines[pos:pos + k], pos + k
            if m.pop("lines", None) is not None:
                first = f"- [{clock_text(m['minute'])}] "
                m["text"] = "\n".join([own[0].removeprefix(first)] + [line[2:] for line in own[1:]])
    return TURN.validate_python(dumped)
