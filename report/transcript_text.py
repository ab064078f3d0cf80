"""Transcript items as readable text (``kirana transcript``): money in rupees, clock times, quoted words.

``format_text(items)`` takes the dicts of ``report.transcripts.conversations``
(paise as recorded) and prints each kind in its own way, a blank line between.
"""
from __future__ import annotations

import json

from events import EVENTS
from events.counter import CounterBill, CounterSale, CounterSay, CreditDecision, CustomerWords
from events.money import format_inr
from events.record import clock_text
from events.suppliers import DeliveryRefused, DeliveryTaken
from report.refusal_said import refusal_text
from report.transcript_reports import report_text

__all__ = ["format_text"]


def _failure_text(c: dict) -> list[str]:
    return [f"{clock_text(c['minute'])}  {c['role']}'s model — {c['what']}"]


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


_TEXT = {
    "failure": _failure_text,
    "reasoning": _reasoning_text,
    "answer": _answer_text,
    "report": report_text,
    "instruction": _instruction_text,
    "email": _email_text,
    "supplier_message": _message_text,
    "counter": _counter_text,
    "door": _door_text,
}


def format_text(items: list[dict]) -> str:
    """The conversations as readable text, a blank line between them."""
    return "\n\n".join("\n".join(_TEXT[c["type"]](c)) for c in items) + ("\n" if items else "")
