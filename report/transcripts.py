"""Negotiation transcripts and counter conversations, read from the event record alone.

``conversations(events, supplier=None, role=None, day=None)`` returns, in simulated
time and then record order, one dict per:

- ``email``: an e-mail the manager wrote to a supplier — the text
  (``email_sent``), how the supplier's reader read it (``email_received``:
  readable, reason, its code and reason_said: ``report.refusal_said``, language, intents), what the kernel decided on each line
  (``supplier_decision``, with the supplier's hidden list price and floor,
  shown here to the researcher only), and the rendered reply
  (``message_delivered`` whose ``in_reply_to_seq`` names the e-mail) with its
  renderer and whether it fell back to the template; ``reply`` is None when the
  record ends before the reply arrived;
- ``supplier_message``: a bill or reminder a supplier sent unasked; ``hidden_fraud``: ``{"scheme": "ghost_bill" |
  "duplicate_bill", "bill_id", "copy_of"}`` for a fraud's bill (the event just before it), else None;
- ``counter``: one live customer's visit — every sentence in order (the
  customer's ``customer_words``, the cashier's ``counter_say``), each bill with
  the customer's answer and hidden reservation (``counter_bill``), the credit
  decision with the hidden reliability, and how it ended (``counter_sale`` or
  ``counter_left``);
- ``door``: a van at the door — the delivery note, what was unloaded, the hidden
  fraud, and whether the helper took it, refused it or left it;
- ``report``: a night's report the cashier (``sales_report``) or the munshi (``books_report``) filed, each figure
  beside the truth, with the tool call's note (``report.transcript_reports``);
- ``answer``: a model's answer that ended a role's turn (``turn_end.said``; none for scripted players), so a
  model that answered in words instead of calling a tool is seen saying it;
- ``failure``: a model's call refused (``invalid_action``), a loop (``turn_looped``), a turn forfeited, a request
  tried again (``model_retried``) or failed after its retries (``model_error``), one line each;
- ``reasoning`` (only with ``reasoning=True``): the reasoning that came with a model's answer
  (``model_reasoning``: ``reasoning_content`` or ``<think>`` blocks, as bounded in the record), where it came;
- ``instruction``: a message from the manager to a staff role (``staff_message``),
  placed where it was handed over (``staff_message_delivered``), with each of its
  instruction blocks judged (``scoring.instructions``: followed, ignored,
  contradicted, no occasion, and the occasions that decided it).

Roles: e-mails and supplier messages are the manager's, counter visits the
cashier's, the door the helper's; an instruction belongs to the staff role it
was sent to, so ``--role cashier`` shows the manager's instructions inline with
the visits that followed. Money fields stay in paise as recorded;
``format_text`` prints rupees. The items are gathered by ``report.transcript_items``
and printed by ``report.transcript_text``.
"""
from __future__ import annotations

from typing import Iterable

from events import read_events
from events.base import Event
from events.staff import ModelReasoning, TurnEnd
from report.transcript_items import (FAILURES, counter_items, door_items, email_items, failure_item,
                                     instruction_items, supplier_terms)
from report.transcript_reports import report_items
from report.transcript_text import format_text
from scenarios.vocabulary import ROLES

__all__ = ["conversations", "format_text", "ROLE_OF", "TranscriptError"]

ROLE_OF = {"email": "manager", "supplier_message": "manager", "counter": "cashier", "door": "helper"}


class TranscriptError(ValueError):
    """A filter that can match nothing (an unknown supplier or role); the message names it and the choices."""


def conversations(events: Iterable[dict | Event], supplier: str | None = None, role: str | None = None,
                  day: int | None = None, reasoning: bool = False) -> list[dict]:
    """Every conversation by simulated minute, then record order, filtered (see the module docstring).

    Args:
        events: the record, as dicts or their models (``events.read_events``).
        supplier: only this supplier's e-mails, messages and vans (e.g. "S3").
        role: only this role's conversations (manager, cashier, helper).
        day: only conversations that began on this simulated day.
        reasoning: also each model answer's reasoning (``model_reasoning``), in record order.
    Raises:
        TranscriptError: a supplier not in the record, or a role with no conversations.
    """
    events = read_events(events)
    suppliers = supplier_terms(events)
    if supplier is not None and supplier not in suppliers:
        raise TranscriptError(f"--supplier {supplier!r}: no such supplier in this run; "
                              f"choose one of {', '.join(suppliers) or '(none)'}")
    if role is not None and role not in ROLES:
        raise TranscriptError(f"--role {role!r}: no conversations for it; choose one of {', '.join(ROLES)}")
    items = (email_items(events, suppliers) + counter_items(events) + door_items(events, suppliers)
             + instruction_items(events) + report_items(events))
    # a model's answer in words (a new user's trial: a month of a manager answering in words showed nothing here)
    items += [{"type": "answer", "role": e.role, "seq": e.seq, "day": e.day, "minute": e.minute, "turn": e.turn,
               "said": e.said} for e in events if type(e) is TurnEnd and e.said is not None]
    # a model's failures (a new user's trial: a model's refused calls and the server's retried failures were only
    # in record.jsonl)
    items += [failure_item(e) for e in events if type(e) in FAILURES]
    if reasoning:
        items += [{"type": "reasoning", "role": e.role, "seq": e.seq, "day": e.day, "minute": e.minute,
                   "turn": e.turn, "source": e.source, "chars": e.chars, "text": e.text}
                  for e in events if type(e) is ModelReasoning]
    items = [c for c in items if (role is None or c.get("role", ROLE_OF.get(c["type"])) == role)
             and (supplier is None or c.get("supplier_id") == supplier)
             and (day is None or c["day"] == day)]
    return sorted(items, key=_in_time(items))


def _in_time(items: list[dict]):
    """The order items are told in: by simulated minute, then record order. A role's turn is recorded when it is
    played, ahead of counter visits and vans of earlier minutes that the engine records after it (the fifty-third
    session's walk: the manager's e-mail of 11:51 was told before a counter visit of 11:33). An instruction placed
    just before the visit or van it was handed over for (``seq`` half a step before that conversation's) keeps
    that place."""
    minute_at = {c["seq"]: c["minute"] for c in items if c["type"] != "instruction"}

    def key(c: dict) -> tuple:
        if c["type"] == "instruction" and c["seq"] + 0.5 in minute_at:
            return (minute_at[c["seq"] + 0.5], c["seq"])
        return (c["minute"], c["seq"])
    return key
