"""A run's record gathered into transcript items: one dict per e-mail, message, counter visit, van, instruction.

Each ``*_items(events, ...)`` reads the typed events (``events.read_events``) in
record order and returns its kind's items, as ``report.transcripts`` describes
them; money fields stay in paise as recorded. ``failure_item`` turns one model
failure event (``FAILURES``) into one item.
"""
from __future__ import annotations

from typing import Any

from events.base import Event
from events.counter import CounterBill, CounterLeft, CounterRequest, CounterSale, CounterSay, CreditDecision, CustomerWords
from events.staff import (CallsIgnored, InvalidAction, ModelError, ModelRetried, StaffMessage, StaffMessageDelivered,
                          TurnForfeited, TurnLooped, TurnStart, failed_after)
from events.suppliers import (DeliveryLeft, DeliveryRefused, DeliveryTaken, DuplicateBill, EmailReceived, EmailSent,
                              GhostBill, MessageDelivered, SupplierDecision, VanArrived)
from events.world import SupplierTerms

__all__ = ["supplier_terms", "email_items", "counter_items", "door_items", "instruction_items", "failure_item",
           "FAILURES"]

_STEPS = (CustomerWords, CounterSay, CounterBill, CreditDecision)  # a counter visit's steps, in order
_VISIT = (CounterRequest, CounterLeft, CounterSale) + _STEPS       # every event of a counter visit
_DOOR_END = (DeliveryTaken, DeliveryRefused, DeliveryLeft)          # how a van at the door ended
#: The events of a model's failure, each one transcript item (``failure_item``).
FAILURES = (InvalidAction, TurnLooped, TurnForfeited, CallsIgnored, ModelRetried, ModelError)


def _as_recorded(e: Event, leave_out: tuple[str, ...]) -> dict[str, Any]:
    """The event's fields as its record line holds them (nested lines as dicts), less ``leave_out``."""
    return e.model_dump(exclude_unset=True, exclude=set(leave_out))


def _given(e: Event, name: str, otherwise: Any) -> Any:
    """Field ``name`` as the line gives it, or ``otherwise`` when the line leaves it out."""
    return getattr(e, name) if name in e.model_fields_set else otherwise


def supplier_terms(events: list[Event]) -> dict[str, dict]:
    """Supplier id → {name, language, kind, fraud_scheme} from the record's ``supplier_terms`` events."""
    return {e.supplier_id: {"name": e.name, "language": e.language, "kind": e.supplier_kind,
                            "fraud_scheme": e.fraud_scheme} for e in events if type(e) is SupplierTerms}


def email_items(events: list[Event], suppliers: dict) -> list[dict]:
    """The manager's e-mails (read, decided, replied) and the suppliers' unasked messages, one item each."""
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


def counter_items(events: list[Event]) -> list[dict]:
    """One item per counter visit: its steps in order and how it ended (None while the record has no end)."""
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


def door_items(events: list[Event], suppliers: dict) -> list[dict]:
    """One item per van at the door: the note, what was unloaded, the hidden fraud and how it ended."""
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


def instruction_items(events: list[Event]) -> list[dict]:
    """One item per manager's staff message, placed where it was handed over, with its instruction blocks judged
    (``scoring.instructions``); ``seq`` may be half a step before the visit or van it preceded."""
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


def failure_item(e: Event) -> dict:
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
