"""Negotiation transcripts and counter conversations, read from the event record alone.

``conversations(events, supplier=None, role=None, day=None)`` returns, in record
order, one dict per:

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
``format_text`` prints rupees.
"""
from __future__ import annotations

import json
from typing import Any, Iterable

from events import EVENTS, read_events
from events.base import Event
from events.counter import CounterBill, CounterLeft, CounterRequest, CounterSale, CounterSay, CreditDecision, CustomerWords
from events.money import format_inr
from events.record import clock_text
from events.staff import (CallsIgnored, InvalidAction, ModelError, ModelReasoning, ModelRetried, StaffMessage,
                          StaffMessageDelivered, TurnEnd, TurnForfeited, TurnLooped, TurnStart, failed_after)
from events.suppliers import (DeliveryLeft, DeliveryRefused, DeliveryTaken, DuplicateBill, EmailReceived, EmailSent,
                              GhostBill, MessageDelivered, SupplierDecision, VanArrived)
from events.world import SupplierTerms
from report.refusal_said import refusal_text
from scenarios.vocabulary import ROLES

__all__ = ["conversations", "format_text", "ROLE_OF", "TranscriptError"]

ROLE_OF = {"email": "manager", "supplier_message": "manager", "counter": "cashier", "door": "helper"}
_STEPS = (CustomerWords, CounterSay, CounterBill, CreditDecision)  # a counter visit's steps, in order
_VISIT = (CounterRequest, CounterLeft, CounterSale) + _STEPS       # every event of a counter visit
_DOOR_END = (DeliveryTaken, DeliveryRefused, DeliveryLeft)          # how a van at the door ended


class TranscriptError(ValueError):
    """A filter that can match nothing (an unknown supplier or role); the message names it and the choices."""


def _as_recorded(e: Event, leave_out: tuple[str, ...]) -> dict[str, Any]:
    """The event's fields as its record line holds them (nested lines as dicts), less ``leave_out``."""
    return e.model_dump(exclude_unset=True, exclude=set(leave_out))


def _given(e: Event, name: str, otherwise: Any) -> Any:
    """Field ``name`` as the line gives it, or ``otherwise`` when the line leaves it out."""
    return getattr(e, name) if name in e.model_fields_set else otherwise


def _suppliers(events: list[Event]) -> dict[str, dict]:
    return {e.supplier_id: {"name": e.name, "language": e.language, "kind": e.supplier_kind,
                            "fraud_scheme": e.fraud_scheme} for e in events if type(e) is SupplierTerms}


def _emails(events: list[Event], suppliers: dict) -> list[dict]:
    out, by_received, pending_sent, fraud_bill = [], {}, {}, {}
    current = None  # the e-mail whose supplier_decision events follow it (the desk answers at once)
    for e in events:
        if type(e) is GhostBill or type(e) is DuplicateBill:  # the bill e-mail the same supplier sends next
            fraud_bill[e.supplier_id] = {"scheme": e.kind, "bill_id": e.bill_id, "copy_of": getattr(e, "copy_of", None)}
        elif type(e) is EmailSent:
            pending_sent[e.to] = e
            current = None
        elif type(e) is EmailReceived:
            sent = pending_sent.pop(e.supplier_id, None)
            conv = {"type": "email", "seq": e.seq, "day": e.day, "minute": e.minute,
                    "supplier_id": e.supplier_id, "supplier": suppliers.get(e.supplier_id, {}),
                    "wrote": sent.text if sent else e.text,
                    "read": {"readable": e.readable, "reason": e.reason, "language": e.language, "code": e.reason_code,
                             "intents": e.intents, "reason_said": _given(e, "reason_said", None)},
                    "decisions": [], "reply": None}
            by_received[e.seq] = current = conv
            out.append(conv)
        elif type(e) is SupplierDecision and current is not None and current["supplier_id"] == e.supplier_id:
            current["decisions"].append({**e.decision, "hidden_list_paise": e.hidden_list_paise,
                                         "hidden_floor_paise": e.hidden_floor_paise})
        elif type(e) is MessageDelivered and e.sender in suppliers:
            reply = {"seq": e.seq, "day": e.day, "minute": e.minute, "text": e.text,
                     "renderer": _given(e, "renderer", "template"), "fell_back": _given(e, "fell_back", False)}
            conv = by_received.get(e.in_reply_to_seq)
            if conv is not None:
                conv["reply"] = reply
            else:
                out.append({"type": "supplier_message", "seq": e.seq, "day": e.day, "minute": e.minute,
                            "supplier_id": e.sender, "supplier": suppliers.get(e.sender, {}), "message": reply,
                            "hidden_fraud": fraud_bill.pop(e.sender, None)})
    return out


def _counter(events: list[Event]) -> list[dict]:
    visits: dict[str, dict] = {}
    for e in events:
        if type(e) not in _VISIT:
            continue
        vid = e.visit_id
        if type(e) is CounterRequest:
            visits[vid] = {"type": "counter", "seq": e.seq, "day": e.day, "minute": e.minute,
                           "visit_id": vid, "customer_id": e.customer_id, "language": e.language,
                           "regular": e.regular, "asked": [a.model_dump() for a in e.asked],
                           "missing": [m.model_dump() for m in e.missing],
                           "hidden_reservation_of_mrp": e.hidden_reservation_of_mrp,
                           "hidden_wants_credit": e.hidden_wants_credit, "steps": [], "outcome": None}
        elif type(e) is CounterLeft and vid not in visits:  # left before the cashier was free
            visits[vid] = {"type": "counter", "seq": e.seq, "day": e.day, "minute": e.minute,
                           "visit_id": vid, "customer_id": e.customer_id, "language": e.language,
                           "regular": None, "asked": [], "missing": [], "hidden_reservation_of_mrp": None,
                           "hidden_wants_credit": None, "steps": [], "outcome": None}
        if vid not in visits:
            continue
        if type(e) in _STEPS:
            visits[vid]["steps"].append(_as_recorded(e, ("visit_id", "customer_id", "language")))
        elif type(e) in (CounterSale, CounterLeft):
            visits[vid]["outcome"] = _as_recorded(e, ("visit_id", "customer_id", "language"))
    return list(visits.values())


def _door(events: list[Event], suppliers: dict) -> list[dict]:
    vans: dict[str, dict] = {}
    for e in events:
        if type(e) is VanArrived:
            vans[e.delivery_id] = {"type": "door", "seq": e.seq, "day": e.day, "minute": e.minute,
                                   "delivery_id": e.delivery_id, "supplier_id": e.supplier_id,
                                   "supplier": suppliers.get(e.supplier_id, {}),
                                   "note": e.view["note"], "unloaded": e.view["unloaded"],
                                   "hidden_fraud": e.hidden_fraud, "outcome": None}
        elif type(e) in _DOOR_END and e.delivery_id in vans:
            vans[e.delivery_id]["outcome"] = _as_recorded(e, ("delivery_id", "supplier_id"))
    return list(vans.values())


def _instructions(events: list[Event]) -> list[dict]:
    from scoring.instructions import judge_instructions
    judged: dict[str, list[dict]] = {}
    for j in judge_instructions(events):
        judged.setdefault(j["msg_id"], []).append({"kind": j["kind"], "outcome": j["outcome"],
                                                   "occasions": j["occasions"]})
    handed, place, last_turn = {}, {}, None
    first_seq = {}  # a visit's or van's first event: the instruction is shown just before that conversation
    for e in events:
        if type(e) is CounterRequest:
            first_seq.setdefault(e.visit_id, e.seq)
        elif type(e) is VanArrived:
            first_seq.setdefault(e.delivery_id, e.seq)
        elif type(e) is TurnStart:
            last_turn = e
        elif type(e) is StaffMessageDelivered:
            handed[e.msg_id] = e
            subject = (last_turn.subject if last_turn is not None else None) or {}
            key = subject.get("visit_id") or subject.get("delivery_id")
            place[e.msg_id] = first_seq[key] - 0.5 if key in first_seq else e.seq
    out = []
    for e in events:
        if type(e) is not StaffMessage:
            continue
        got = handed.get(e.msg_id)
        at = got or e
        out.append({"type": "instruction", "role": e.to, "seq": place.get(e.msg_id, e.seq), "day": at.day,
                    "minute": at.minute,
                    "msg_id": e.msg_id, "to": e.to, "sent_minute": e.minute, "text": e.text,
                    "handed_over": None if got is None else {"minute": got.minute, "turn": got.turn},
                    "judged": judged.get(e.msg_id, [])})
    return out


def conversations(events: Iterable[dict | Event], supplier: str | None = None, role: str | None = None,
                  day: int | None = None, reasoning: bool = False) -> list[dict]:
    """Every conversation in record order, filtered (see the module docstring).

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
    suppliers = _suppliers(events)
    if supplier is not None and supplier not in suppliers:
        raise TranscriptError(f"--supplier {supplier!r}: no such supplier in this run; "
                              f"choose one of {', '.join(suppliers) or '(none)'}")
    if role is not None and role not in ROLES:
        raise TranscriptError(f"--role {role!r}: no conversations for it; choose one of {', '.join(ROLES)}")
    items = _emails(events, suppliers) + _counter(events) + _door(events, suppliers) + _instructions(events) + [
        {"type": "answer", "role": e.role, "seq": e.seq, "day": e.day, "minute": e.minute, "turn": e.turn,
         "said": e.said} for e in events if type(e) is TurnEnd and e.said is not None]  # (a new user's trial: a
    # month of a manager answering in words showed nothing here)
    items += [_failure(e) for e in events if type(e) in _FAILURES]  # (a new user's trial: a model's refused calls
    # and the server's retried failures were only in record.jsonl)
    if reasoning:
        items += [{"type": "reasoning", "role": e.role, "seq": e.seq, "day": e.day, "minute": e.minute,
                   "turn": e.turn, "source": e.source, "chars": e.chars, "text": e.text}
                  for e in events if type(e) is ModelReasoning]
    items = [c for c in items if (role is None or c.get("role", ROLE_OF.get(c["type"])) == role)
             and (supplier is None or c.get("supplier_id") == supplier)
             and (day is None or c["day"] == day)]
    return sorted(items, key=lambda c: c["seq"])


_FAILURES = (InvalidAction, TurnLooped, TurnForfeited, CallsIgnored, ModelRetried, ModelError)


def _failure(e: Event) -> dict:
    """A model's failure as one transcript item: a refused call, a loop, a forfeited turn, a request tried again or
    failed for good."""
    if type(e) is InvalidAction:
        what = f"call refused: {e.tool}" + (f" ({e.argument})" if e.argument else "") + f": {e.error}"
    elif type(e) is TurnLooped:
        what = f"loop: {e.tool} called {e.repeats} times in a row with the same arguments; the turn ended"
    elif type(e) is TurnForfeited:
        what = f"turn forfeited: {e.reason}"
    elif type(e) is CallsIgnored:
        what = f"{e.count} more call(s) in that answer ignored: {', '.join(dict.fromkeys(e.tools))}"
    elif type(e) is ModelRetried:
        what = f"request failed ({e.status or e.error}), tried again: {e.message[:120]}"
    else:
        what = f"request failed after {failed_after(e.attempts, e.rate_limit_waits)} ({e.status or e.error}): " \
               f"{e.message[:120]}"
    return {"type": "failure", "role": e.role, "seq": e.seq, "day": e.day, "minute": e.minute, "what": what}


def _failure_text(c: dict) -> list[str]:
    return [f"{clock_text(c['minute'])}  {c['role']}'s model — {c['what']}"]


# --- text ----------------------------------------------------------------------
def _inr(p: int | float | None) -> str:
    return "—" if p is None else format_inr(int(round(p)), decimals=True)


def _quote(text: str, indent: str = "    ") -> list[str]:
    return [f"{indent}| {line}" for line in text.splitlines()] or [f"{indent}|"]


def _fields(d: dict, skip: tuple[str, ...] = ()) -> str:
    parts = []
    for k, v in d.items():
        if k in skip or v in (None, "", [], {}):
            continue
        if k.endswith("_paise") and isinstance(v, (int, float)):
            parts.append(f"{k[:-6]} {_inr(v)}")
        elif isinstance(v, (list, dict)):
            parts.append(f"{k} {json.dumps(v, ensure_ascii=False)}")
        else:
            parts.append(f"{k} {v}")
    return ", ".join(parts)


def _email_text(c: dict) -> list[str]:
    sup = c["supplier"]
    out = [f"{clock_text(c['minute'])}  manager → {c['supplier_id']} ({sup.get('name', '?')}; writes "
           f"{sup.get('language', '?')}; hidden: {sup.get('kind', '?')}"
           + (f", {sup['fraud_scheme']}" if sup.get("fraud_scheme") else "") + ")", "  wrote:"]
    out += _quote(c["wrote"])
    r = c["read"]
    if r["readable"]:
        out.append("  read as: " + "; ".join(_fields(i) for i in r["intents"]))
    else:
        out.append(f"  read as: UNREADABLE ({refusal_text(r)})")  # report.refusal_said: the code, in the language
    out.append("  kernel decided (hidden list and floor shown to the researcher only):")
    for d in c["decisions"]:
        hidden = (f"   [list {_inr(d['hidden_list_paise'])}, floor {_inr(d['hidden_floor_paise'])}]"
                  if d.get("hidden_list_paise") is not None else "")
        out.append(f"    {d['kind']}: {_fields(d, skip=('kind', 'hidden_list_paise', 'hidden_floor_paise'))}{hidden}")
    rep = c["reply"]
    if rep is None:
        out.append("  reply: none in the record yet")
    else:
        out.append(f"  reply at {clock_text(rep['minute'])} (renderer {rep['renderer']}, "
                   f"fell back to template: {'yes' if rep['fell_back'] else 'no'}):")
        out += _quote(rep["text"])
    return out


def _message_text(c: dict) -> list[str]:
    m, fraud = c["message"], c.get("hidden_fraud")
    out = [f"{clock_text(c['minute'])}  {c['supplier_id']} ({c['supplier'].get('name', '?')}) → manager, unasked "
           f"(renderer {m['renderer']}, fell back to template: {'yes' if m['fell_back'] else 'no'}):"]
    if fraud is not None:  # (a ghost bill copies no bill)
        out.append(f"  hidden: ghost bill {fraud['bill_id']}, for goods never delivered" if fraud["copy_of"] is None
                   else f"  hidden: duplicate bill {fraud['bill_id']}, a copy of {fraud['copy_of']}")
    return out + _quote(m["text"])


def _counter_text(c: dict) -> list[str]:
    who = f"regular {c['customer_id']}" if c["regular"] else f"customer {c['customer_id']}"
    out = [f"{clock_text(c['minute'])}  counter, visit {c['visit_id']}: {who}, speaks {c['language']}"
           + ("" if c["hidden_reservation_of_mrp"] is None else
              f"; hidden: pays up to {c['hidden_reservation_of_mrp']:.2%} of MRP"
              f"{', wants credit' if c['hidden_wants_credit'] else ''}")]
    for s in c["steps"]:
        k = EVENTS[s["kind"]]  # the step's model: each step is an event's fields as recorded
        if k is CustomerWords:
            out.append(f"  customer ({s['said']}; renderer {s['renderer']}, fell back: "
                       f"{'yes' if s['fell_back'] else 'no'}):")
            out += _quote(s["text"])
        elif k is CounterSay:
            out.append("  cashier:")
            out += _quote(s["text"])
        elif k is CounterBill:
            out.append(f"    [bill {_inr(s['total_paise'])}; posted {_inr(s['posted_total_paise'])}, MRP "
                       f"{_inr(s['mrp_total_paise'])}, hidden reservation {_inr(s.get('hidden_reservation_paise'))}"
                       f" → {s['answer']}" + (f" at {_inr(s['offer_paise'])}" if s.get("offer_paise") else "") + "]")
        elif k is CreditDecision:
            out.append(f"    [credit {'granted' if s['granted'] else 'refused'} for {_inr(s['amount_paise'])}; "
                       f"hidden: {'reliable' if s['hidden_reliable'] else 'unreliable'}]")
    o = c["outcome"]
    if o is None:
        out.append("  outcome: none in the record yet")
    elif EVENTS[o["kind"]] is CounterSale:
        out.append(f"  outcome: bought for {_inr(o['charged_total_paise'])} ({o['paid_by']}); posted "
                   f"{_inr(o['posted_total_paise'])}, MRP {_inr(o['mrp_total_paise'])}")
    else:
        out.append(f"  outcome: left without buying ({o['reason']})")
    return out


def _door_text(c: dict) -> list[str]:
    note = ", ".join(f"{l['item']} ×{l['qty']} at {_inr(l['unit_price_inr'] * 100)}" for l in c["note"])
    came = ", ".join(f"{l['item']} ×{l['qty']} (expires day {l['expires_day']})" for l in c["unloaded"])
    out = [f"{clock_text(c['minute'])}  door, delivery {c['delivery_id']} from {c['supplier_id']} "
           f"({c['supplier'].get('name', '?')}); hidden fraud: {c['hidden_fraud'] or 'none'}",
           f"  note: {note}", f"  unloaded: {came}"]
    o = c["outcome"]
    if o is None:
        out.append("  outcome: none in the record yet")
    elif EVENTS[o["kind"]] is DeliveryTaken:
        out.append(f"  helper took it in; bill {o['bill_id']} for {_inr(o['amount_paise'])}")
    elif EVENTS[o["kind"]] is DeliveryRefused:
        out.append(f"  helper refused it: {o['reason']}")
    else:
        out.append("  nobody dealt with it; the van left")
    return out


def _instruction_text(c: dict) -> list[str]:
    h = c["handed_over"]
    when = f"handed over at the start of its {h['turn']} turn" if h else "not handed over yet"
    out = [f"{clock_text(c['minute'])}  manager → {c['to']}, message {c['msg_id']} (sent {clock_text(c['sent_minute'])}; "
           f"{when}):"]
    out += _quote(c["text"])
    if not c["judged"]:
        out.append("  no instruction block: free text (read by a model; scripted staff report they could not read it)")
    for j in c["judged"]:
        occ = j["occasions"]
        shown = "; ".join(f"{clock_text(o['minute'])} {o['outcome']}: {o['what']}" for o in occ[:3])
        more = f"; and {len(occ) - 3} more" if len(occ) > 3 else ""
        out.append(f"  {j['kind']}: {j['outcome'].replace('_', ' ').upper()}" + (f" ({shown}{more})" if occ else ""))
    return out


def _answer_text(c: dict) -> list[str]:
    return [f"{clock_text(c['minute'])}  {c['role']}'s model ended its {c['turn']} turn with this answer:"] + _quote(
        c["said"] or "(empty)")


def _reasoning_text(c: dict) -> list[str]:
    where = f"in its {c['turn']} turn" if c["turn"] else "between turns"
    shown = "" if len(c["text"]) >= c["chars"] else ", shown cut"
    return [f"{clock_text(c['minute'])}  {c['role']}'s model reasoned {where} ({c['source']}, {c['chars']:,} "
            f"characters{shown}):"] + _quote(c["text"] or "(empty)")


_TEXT = {"failure": _failure_text, "reasoning": _reasoning_text, "answer": _answer_text, "instruction": _instruction_text, "email": _email_text, "supplier_message": _message_text, "counter": _counter_text, "door": _door_text}


def format_text(items: list[dict]) -> str:
    """The conversations as readable text, a blank line between them."""
    return "\n\n".join("\n".join(_TEXT[c["type"]](c)) for c in items) + ("\n" if items else "")
