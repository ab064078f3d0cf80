"""How a model-served role ended its turns, from the event record (per role; scripted players count 0):

- ``turns_ended_without_a_call``: turns a model ended with an answer (``turn_end`` with ``said``) and no tool call
  the shop accepted in the turn — no ``tool_call`` of that role since its ``turn_start``. A model that
  writes "Namaste bhaiya, S1 ko bolo 20 kilo chawal bhej do" as its answer instead of calling ``send_message``
  did nothing in the shop; before this score such a month showed 0 invalid actions and 0 forfeited turns, and
  nothing said why nothing happened (a new user's trial, thirteenth session). A refused call (``invalid_action``:
  an unknown tool, arguments that are not JSON, a call written as text) changes nothing, so a turn of refused calls
  ended in words counts too (a later trial: a manager calling ``place_order``, refused, then answering "Done."
  counted 0 such turns while nothing happened in the shop). A forfeited turn (``turn_forfeited``: a loop, refused
  calls in a row, a model error skipped) is not one: it records no ``said`` (the guard's "The turn is over." closed it, not the
  model's words), and the forfeit is scored as such (a later trial: 12 turns of a server answering nothing had counted here).
- ``reasoning_left_in``: a model's texts with its reasoning left in (``<think>…</think>`` or ``<thinking>``, a line
  opening with a reasoning label and a colon — "Reasoning:", "Thought:", "Thinking:", "Plan:", "Let me think:";
  Hindi "सोच:", "सोच रहा हूँ:", "विचार:"; Hinglish "Soch:", "Soch raha hoon:", "Vichar:"): the answers that ended
  turns (``turn_end.said``); for the manager, the e-mails it sent (``email_sent.text``: the supplier saw the
  reasoning; its desk reads past the leads it knows, ``lang.preamble``); for the staff, the notes they delivered to
  the manager (``tool_call`` of ``message_manager``'s ``text``, ``report_sales``' and ``report_books``' ``note``:
  a staff model's only words to another agent, read by the manager as written — a new user's trial, session 37, saw
  a munshi's "<think>…</think>" note and a cashier's "Reasoning:" note in the manager's inbox counted 0); for the
  cashier, too, its words to the customers at the counter (``counter_say.text``: the customer heard them as written —
  a new user's trial, session 44: 138 of 395 says of a fake cashier opened "<think>…</think>" and it counted 0).
  The labels are the reader's reasoning leads (``lang.preamble``, which ``scoring`` may not import: ``tests/test_reasoning_leads.py`` checks that the
  reader drops each lead counted here at a message's start; "Soch raha hoon:" it does not yet) — a new user's trial (session 36) saw 10 e-mails
  opening "Thinking:" / "सोच रहा हूँ:" / "Soch raha hoon:" counted 0.

- ``turns_ended_in_words``: every turn a model ended with an answer (``turn_end`` with ``said``), an accepted tool
  call earlier in the turn or not — ``turns_ended_without_a_call`` is the part with none. A model that calls tools
  and then closes its turn with ``null``, ``{"foo": 1}``, an empty answer or an order written in words ("S1 ko bolo
  20 kilo chawal bhej do") counted 0 above while the record held every one (a new user's trial, session 40: 6 of
  15 turns of a fake manager). A forfeited turn is not one, as above.
- ``turns_ended_cut_off``: the part of ``turns_ended_in_words`` whose answer the server cut off at its token limit
  (``turn_end`` with ``cut_off``: ``finish_reason: "length"``, a reasoning model's budget spent before it wrote a
  word) — an empty answer so cut is no answer the model chose (a new user's trial, session 51: a day of them counted
  as turns ended in words, "" each, with nothing saying why).
- ``answers_that_ended_turns``: per role, the answers counted in ``turns_ended_in_words`` as ``{"said", "turns"}``
  — each distinct answer once (its first ``ANSWER_CHARS`` characters, "" for an empty one), with the turns it
  ended, most turns first, then in the order first seen; at most ``ANSWERS_SHOWN`` a role (a list: a study's flat
  row leaves it out; ``kirana transcript`` shows them all).
- ``reasoning_left_in_by_text``: ``reasoning_left_in`` by the kind of text, per role ``{kind: count}`` with the kinds
  that role writes (``TEXTS``): ``answers`` (turn-ending answers, every role), ``emails`` (the manager's), ``notes`` (a
  staff role's to the manager), ``counter_words`` (the cashier's) — the warning had counted an e-mail the supplier
  read with a turn's closing answer nobody read, without saying which (the fifty-third session's walk).
- ``reasoning_leads_found``: per role, the leads ``reasoning_left_in`` found, each once, as written ("Reasoning:",
  "Soch raha hoon:"; a think tag as "<think>" or "<thinking>"), sorted — what ``kirana run``'s warning names (a new
  user's re-trial, session 37: the warning said "<think>" for a cashier's "Reasoning:" note).

Each count is ``{role: count}``, 0 for every role of a scripted month (and ``reasoning_leads_found`` ``{role: []}``).
Linear in the record.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Iterable

from events.base import Event
from events.counter import CounterSay
from events.staff import ToolCall, TurnEnd, TurnForfeited, TurnStart
from events.suppliers import EmailSent
from scoring._common import ROLES

__all__ = ["model_turn_scores", "REASONING", "reasoning_lead", "ANSWERS_SHOWN", "ANSWER_CHARS", "TEXTS"]

#: The kinds of text each role writes that ``reasoning_left_in_by_text`` counts, in the order the warning says them.
TEXTS = {"manager": ("answers", "emails"), "cashier": ("answers", "notes", "counter_words"),
         "helper": ("answers", "notes"), "munshi": ("answers", "notes")}

#: distinct answers that ended turns kept a role in ``answers_that_ended_turns``, and the characters kept of each
ANSWERS_SHOWN, ANSWER_CHARS = 10, 120

#: Reasoning left in a model's text: a think block's tag, or a line opening with a reasoning label and a colon (in
#: English, Hindi and Hinglish: "Thinking:", "सोच रहा हूँ:", "Soch raha hoon:"; the module docstring).
REASONING = re.compile(r"</?think(?:ing)?>|^[ \t>*#]*(?:reasoning|thought|thoughts|thinking|plan|let me think|"
                       r"विचार|सोच(?:[ \t]+रह[ाीे][ \t]+(?:हूँ|हूं|हैं|है))?|"
                       r"vichar|soch(?:[ \t]+rah[aie][ \t]+(?:hoon|hun|hu|hain|hai))?)\s*:", re.I | re.M)

#: A staff tool that delivers words to the manager → the argument holding them (``roles.staff_message``).
_NOTES = {"message_manager": "text", "report_sales": "note", "report_books": "note"}


def reasoning_lead(text: str) -> str | None:
    """The first reasoning lead ``REASONING`` finds in ``text``, as written ("Reasoning:"; a think tag, opening or
    closing, as "<think>" or "<thinking>"), or None."""
    m = REASONING.search(text)
    if m is None:
        return None
    lead = m.group(0).strip(" \t>*#")
    return "<" + lead.strip("</>").lower() + ">" if lead.startswith("<") else lead


def model_turn_scores(events: Iterable[Event]) -> dict:
    """``turns_ended_without_a_call``, ``turns_ended_in_words``, ``turns_ended_cut_off``, ``reasoning_left_in``
    ({role: count}), ``reasoning_left_in_by_text`` ({role: {kind: count}}),
    ``answers_that_ended_turns`` ({role: [{"said", "turns"}]}) and ``reasoning_leads_found`` ({role: [lead]}) of
    typed ``events``."""
    called: dict[str, bool] = {}
    forfeited: dict[str, bool] = {}
    bare, leaked, worded, cut = Counter(), Counter(), Counter(), Counter()
    by_text: Counter = Counter()  # (role, kind of text) -> texts with reasoning left in
    answers: dict[str, Counter] = {role: Counter() for role in ROLES}
    leads: dict[str, set[str]] = {role: set() for role in ROLES}

    def seen(role: str, text: str) -> bool:
        lead = reasoning_lead(text)
        if lead is not None:
            leads.setdefault(role, set()).add(lead)
        return lead is not None

    for e in events:
        kind = type(e)
        if kind is TurnStart:
            called[e.role] = forfeited[e.role] = False
        elif kind is ToolCall:  # (an InvalidAction, a refused call, changed nothing: not a call here)
            called[e.role] = True
        elif kind is TurnForfeited:
            forfeited[e.role] = True
        elif kind is TurnEnd and e.said is not None:
            bare[e.role] += not called.get(e.role, False) and not forfeited.get(e.role, False)
            if not forfeited.get(e.role, False):  # (the guard's "The turn is over." is not the model's answer)
                worded[e.role] += 1
                cut[e.role] += bool(e.cut_off)
                answers.setdefault(e.role, Counter())[e.said[:ANSWER_CHARS]] += 1
            by_text[e.role, "answers"] += seen(e.role, e.said)
        elif kind is EmailSent:
            by_text["manager", "emails"] += seen("manager", e.text)
        elif kind is CounterSay:  # (only the cashier speaks at the counter: roles.cashier.say)
            by_text["cashier", "counter_words"] += seen("cashier", e.text)
        if kind is ToolCall and e.tool in _NOTES:
            note = e.args.get(_NOTES[e.tool])
            by_text[e.role, "notes"] += isinstance(note, str) and seen(e.role, note)
    for (role, _), n in by_text.items():
        leaked[role] += n
    return {"turns_ended_without_a_call": {role: bare[role] for role in ROLES},
            "turns_ended_in_words": {role: worded[role] for role in ROLES},
            "turns_ended_cut_off": {role: cut[role] for role in ROLES},
            "answers_that_ended_turns": {role: [{"said": said, "turns": n} for said, n in
                                                answers[role].most_common(ANSWERS_SHOWN)] for role in ROLES},
            "reasoning_left_in": {role: leaked[role] for role in ROLES},
            "reasoning_left_in_by_text": {role: {kind: by_text[role, kind] for kind in TEXTS[role]} for role in ROLES},
            "reasoning_leads_found": {role: sorted(leads[role]) for role in ROLES}}
