"""Did the staff do what the manager asked? Instructions judged from the event record alone.

Each instruction block of a ``staff_message`` (``roles.instructions``: shelf_plan, van, lowest_price,
credit, report) is judged from the moment it was handed over (``staff_message_delivered``, at the
start of the staff member's next turn) until a newer instruction of the same kind reached the same
role, or the month ended. Its occasions in that window:

- ``shelf_plan`` (helper): the ``shelf_count`` at the end of each floor turn. Followed when every
  item named is at its target, or below it with the godown empty; contradicted when the helper set
  a named item's plan to another number (``set_plan``).
- ``van`` (helper): each van from a supplier named (``van_arrived``): sent back is followed, taken
  in contradicts, left at the door is ignored.
- ``credit`` (cashier): each answer to a request for khata credit on an agreed bill
  (``scoring._common.credit_answers``, the list ``credit_decisions_correct_pct`` reads) for a customer named, or whose
  khata balance plus the bill would pass ``limit``: refused is followed, granted contradicts. An answer is a
  ``credit_decision`` or a visit left waiting for credit (granted or refused in words alone, or not at all: the
  customer leaves with nothing), which is a refusal — a new user's re-trial (session 37) saw customers named refused in
  words judged "no occasion" while ``credit_decisions`` counted them as refusals.
- ``lowest_price`` (cashier): each ``counter_sale`` with an item that has a lowest price (per item,
  or a percent of the posted price from the visit's price tags; never above the posted price):
  charged at least the sum of the lines' lowest prices (a paisa a line of rounding) is followed,
  less contradicts.
- ``report`` (munshi): each night's ``books_report`` (the last filed that day, ``scoring._common.replaced_reports``):
  followed when it carries every part asked for (payables due within the days asked, the overdue khata), ignored otherwise (the reason names each part missing, and
  payables due given for other days than asked: "payables due reported for 2 days when 3 were asked"); and each
  report night with no ``books_report`` (a closed day whose books turn sent none: prose instead of the tool, a
  forfeited turn), at that day's ``day_close``: ignored ("no report: …").

An occasion left undone by a turn forfeited because the role's model server failed (``scoring.forfeited``: the books
turn of a report night, the counter turn a customer named was left waiting in, the door turn a van was left in, a
floor turn's shelf count off plan) is ``forfeited``, not ignored: nothing the model chose happened in that turn
(a new user's re-trial, session 37: a dead munshi server read as 0% of its instructions followed).

An instruction is ``contradicted`` if any occasion contradicted it, else ``ignored`` if any occasion
missed it, else ``followed`` if an occasion followed it, else ``forfeited`` if all its occasions were forfeited,
else ``no_occasion`` (never handed over, replaced before it mattered, or the month gave none — a customer named
never asked for credit).

Scores: ``instructions_followed_pct`` per staff role (followed over judged = followed + ignored +
contradicted; None when none was judged — a forfeited instruction is not judged: the model's server failed, not the
model), ``instructions_ignored``, ``instructions_contradicted`` and ``instructions_forfeited`` (left out of the
percentage) per staff role, ``instructions_by_kind`` (per kind: its role and how many were asked, followed,
ignored, contradicted, forfeited, had no occasion, and its blocks' ``occasions_followed`` of ``occasions_judged``),
``instructions_occasions`` (``occasion_scores``: per staff role, blocks followed of blocks judged beside occasions
followed of occasions judged, and each block's own counts — a block is all-or-nothing, so a munshi that left the
parts out on 1 night of 7 reads "0 of 1 blocks" and "6 of 7 occasions": a new user's trial, session 46, saw only
"munshi 0%") and ``staff_messages`` (per staff role: messages the manager sent, and those with no instruction block
— ``free_text``, read by a model but not judged here).
"""
from __future__ import annotations

from bisect import bisect_left
from typing import Iterable

from events.base import Event
from events.counter import CounterSale
from events.staff import BooksReport, StaffMessage, StaffMessageDelivered, ToolCall, TurnEnd, TurnForfeited, TurnStart
from events.suppliers import DeliveryLeft, DeliveryRefused, DeliveryTaken, VanArrived
from events.world import DayClose, ShelfCount
from scoring._common import CreditAnswer, credit_answers, pct, replaced_reports, report_nights, typed
from scoring.forfeited import ServerLosses, server_losses

__all__ = ["judge_instructions", "instruction_scores", "occasion_scores", "STAFF", "KINDS"]

STAFF = ("cashier", "helper", "munshi")
KINDS = {"shelf_plan": "helper", "van": "helper", "lowest_price": "cashier", "credit": "cashier", "report": "munshi"}
OUTCOMES = ("followed", "ignored", "contradicted", "forfeited", "no_occasion")
_DOOR_OUTCOME = {DeliveryRefused: "followed", DeliveryTaken: "contradicted"}  # a van left at the door: ignored


def _shelf(ins: dict, e: ShelfCount, plan_changes: list[ToolCall]) -> tuple[str, str]:
    wrong = [f"{c.result['item']} plan set to {c.result['plan']}" for c in plan_changes
             if c.result["item"] in ins["items"] and c.result["plan"] != ins["items"][c.result["item"]]]
    if wrong:
        return "contradicted", "; ".join(wrong)
    off = [f"{sku} {e.shelf_units.get(sku, 0)} of {target}" for sku, target in ins["items"].items()
           if not (e.shelf_units.get(sku, 0) == target
                   or (e.shelf_units.get(sku, 0) < target and e.godown_units.get(sku, 0) == 0))]
    return ("ignored", "shelf off plan: " + ", ".join(off[:5]) + (" ..." if len(off) > 5 else "")) if off else \
        ("followed", f"{len(ins['items'])} shelves at plan (or godown empty)")


def _lowest(ins: dict, sale: CounterSale, tags: dict[str, int]) -> tuple[str, str] | None:
    lowest, floored = 0, 0
    for line in sale.lines:
        posted = tags.get(line.sku)
        if posted is None:
            continue
        if line.sku in ins["items"]:
            unit = min(ins["items"][line.sku], posted)
        elif ins["pct_of_posted"] is not None:
            unit = posted * ins["pct_of_posted"] / 100
        else:
            continue
        lowest += line.qty * unit
        floored += 1
    if not floored:
        return None
    ok = sale.charged_total_paise >= round(lowest) - len(sale.lines)
    return ("followed" if ok else "contradicted"), f"{sale.visit_id} charged {sale.charged_total_paise} " \
                                                  f"paise, lowest {round(lowest)}"


def _credit(ins: dict, a: CreditAnswer, losses: ServerLosses) -> tuple[str, str] | None:
    """One answer to a request for credit (``credit_answers``) judged against a ``credit`` instruction, or None when
    it is no occasion (the customer not named and the limit not passed)."""
    over = ins["limit_paise"] is not None and a.khata_balance_paise + a.amount_paise > ins["limit_paise"]
    if a.customer_id not in ins["refuse"] and not over:
        return None
    if not a.in_words:
        return ("contradicted" if a.granted else "followed"), \
            f"credit {'granted' if a.granted else 'refused'} to {a.customer_id}"
    waited = f"{a.visit_id} {a.customer_id} left waiting for credit"
    if a.event.seq in losses.inside:
        return "forfeited", f"{waited}: {losses.inside[a.event.seq]}"
    return "followed", f"credit refused to {a.customer_id} in words or not at all ({waited}, no decide_khata)"


def _report(ins: dict, e: BooksReport | DayClose, no_report: dict[int, str], losses: ServerLosses) -> tuple[str, str]:
    if type(e) is DayClose:  # a report night with no books_report
        if losses.night("munshi", e.day):
            return "forfeited", "no report: " + losses.night("munshi", e.day)
        return "ignored", "no report: " + no_report.get(e.day, "no report_books that night")
    given = e.model_fields_set  # the parts the line carries
    wrong = []
    for p in ins["include"]:
        if p == "payables_due" and "claimed_payables_due_paise" in given:
            if e.payables_due_within_days != ins["payables_due_within_days"]:
                wrong.append(f"payables due reported for {e.payables_due_within_days} days when "
                             f"{ins['payables_due_within_days']} were asked")
        elif p == "payables_due" or (p == "overdue_khata" and "claimed_overdue_khata" not in given):
            wrong.append(f"report without {p}")
    return ("ignored", "; ".join(wrong)) if wrong else ("followed", "report with " + ", ".join(ins["include"]))


def _no_report_nights(events: list[Event]) -> tuple[list[DayClose], dict[int, str]]:
    """The day closes of the munshi's report nights with no ``books_report`` (``scoring._common.report_nights``),
    and per such day why: the turn forfeited (its reason), or ended in words."""
    nights = report_nights(events)["munshi"] - {e.day for e in events if type(e) is BooksReport}
    why: dict[int, str] = {}
    for e in events:
        if e.day not in nights or getattr(e, "role", None) != "munshi":
            continue
        if type(e) is TurnForfeited and e.turn == "books":
            why[e.day] = f"the books turn was forfeited ({e.reason})"
        elif type(e) is TurnEnd and e.turn == "books" and e.said and e.day not in why:
            why[e.day] = "the munshi answered in words, no report_books"
    return [e for e in events if type(e) is DayClose and e.day in nights], why


#: The event kind (model) that is an occasion for each kind of instruction (``judge_instructions``).
_OCCASION = {"shelf_plan": ShelfCount, "van": VanArrived, "lowest_price": CounterSale, "report": BooksReport}


def judge_instructions(events: Iterable[dict | Event]) -> list[dict]:
    """Every instruction the manager gave, judged (see the module docstring), in the order sent.

    Returns dicts: ``msg_id``, ``seq``, ``day``, ``minute`` (sent), ``to``, ``kind``, ``instruction`` (as
    recorded), ``delivered`` ({seq, day, minute, turn} or None), ``replaced_seq`` (the seq of the newer block's
    ``staff_message_delivered`` that ended its window; None: the month's end, or never handed over), ``outcome`` and
    ``occasions`` ([{seq, day, minute, outcome, what}]: the events of its window it applied to, in seq order).
    """
    record = typed(events)
    events = sorted(record, key=lambda e: e.seq)
    if all(a is b for a, b in zip(events, record)):  # in seq order already (a record is): the typed record itself,
        events = record  # whose helpers' answers the other families worked out are kept (scoring._common.per_record)
    judged, delivered = [], {}
    for e in events:
        if type(e) is StaffMessage:
            for ins in e.instructions:
                judged.append({"msg_id": e.msg_id, "seq": e.seq, "day": e.day, "minute": e.minute,
                               "to": e.to, "kind": ins["kind"], "instruction": ins, "delivered": None,
                               "replaced_seq": None, "outcome": "no_occasion", "occasions": []})
        elif type(e) is StaffMessageDelivered:
            delivered[e.msg_id] = {"seq": e.seq, "day": e.day, "minute": e.minute, "turn": e.turn}
    for j in judged:
        j["delivered"] = delivered.get(j["msg_id"])
    live = sorted((j for j in judged if j["delivered"]), key=lambda j: (j["delivered"]["seq"], j["seq"]))
    ends: dict[int, int] = {}
    for i, j in enumerate(live):
        later = next((k for k in live[i + 1:] if k["to"] == j["to"] and k["kind"] == j["kind"]), None)
        ends[id(j)] = later["delivered"]["seq"] if later else 1 << 62
        j["replaced_seq"] = later["delivered"]["seq"] if later else None
    door = {e.delivery_id: e for e in events if type(e) in (DeliveryTaken, DeliveryRefused, DeliveryLeft)}
    tags = {e.subject["visit_id"]: {t["sku"]: round(t["price_inr"] * 100) for t in e.subject.get("price_tags", [])}
            for e in events if type(e) is TurnStart and e.turn == "counter"}
    # each kind's occasions, and the helper's plan changes, in record order: an instruction's window is cut from
    # these (by seq) rather than from the whole record (the events of other kinds are no occasion for it)
    occasions = {kind: [e for e in events if type(e) is model] for kind, model in _OCCASION.items()}
    answers = {a.event.seq: a for a in credit_answers(events)}  # a credit_decision, or a customer left waiting
    occasions["credit"] = sorted((a.event for a in answers.values()), key=lambda e: e.seq)
    losses = server_losses(events)
    missed, no_report = _no_report_nights(events)
    replaced = replaced_reports(events)  # a report corrected the same night: the night's last is the occasion
    occasions["report"] = sorted([e for e in occasions["report"] if e.seq not in replaced] + missed,
                                 key=lambda e: e.seq)
    occasion_seqs = {kind: [e.seq for e in found] for kind, found in occasions.items()}
    plans = [e for e in events if type(e) is ToolCall and e.role == "helper" and e.tool == "set_plan"]
    plan_seqs = [e.seq for e in plans]
    for j in live:
        start, end, ins = j["delivered"]["seq"], ends[id(j)], j["instruction"]
        found_of_kind, kind_seqs = occasions.get(ins["kind"], []), occasion_seqs.get(ins["kind"], [])
        window = found_of_kind[bisect_left(kind_seqs, start):bisect_left(kind_seqs, end)]
        plan_changes = plans[bisect_left(plan_seqs, start):bisect_left(plan_seqs, end)]
        for e in window:
            found = None
            if ins["kind"] == "shelf_plan" and type(e) is ShelfCount:
                found = _shelf(ins, e, [c for c in plan_changes if c.seq < e.seq])
                if found[0] == "ignored" and e.seq in losses.inside:
                    found = ("forfeited", f"{found[1]}: {losses.inside[e.seq]}")
            elif ins["kind"] == "van" and type(e) is VanArrived and e.supplier_id in ins["refuse"]:
                end_event = door.get(e.delivery_id)
                found = (_DOOR_OUTCOME.get(type(end_event), "ignored"),
                         f"van {e.delivery_id} from {e.supplier_id}: "
                         f"{'no outcome' if end_event is None else end_event.kind}")
                if end_event is not None and end_event.seq in losses.inside:  # left at the door by a lost turn
                    found = ("forfeited", f"{found[1]}: {losses.inside[end_event.seq]}")
            elif ins["kind"] == "credit":
                found = _credit(ins, answers[e.seq], losses)
            elif ins["kind"] == "lowest_price" and type(e) is CounterSale:
                found = _lowest(ins, e, tags.get(e.visit_id, {}))
            elif ins["kind"] == "report":
                found = _report(ins, e, no_report, losses)
            if found:
                j["occasions"].append({"seq": e.seq, "day": e.day, "minute": e.minute,
                                       "outcome": found[0], "what": found[1]})
        seen = {o["outcome"] for o in j["occasions"]}
        j["outcome"] = next((o for o in ("contradicted", "ignored", "followed", "forfeited") if o in seen),
                            "no_occasion")
    return judged


def instruction_scores(events: Iterable[dict | Event], judged: list[dict] | None = None) -> dict:
    """The instruction scores (see the module docstring). ``judged``: ``judge_instructions`` of the same events,
    when the caller has it (None: judged here)."""
    events = typed(events)
    judged = judge_instructions(events) if judged is None else judged
    by_kind = {kind: {"role": role, "asked": 0, **{o: 0 for o in OUTCOMES}, "occasions_followed": 0,
                      "occasions_judged": 0} for kind, role in KINDS.items()}
    for j in judged:
        by_kind[j["kind"]]["asked"] += 1
        by_kind[j["kind"]][j["outcome"]] += 1
        block = _block_occasions(j)
        for n in ("occasions_followed", "occasions_judged"):
            by_kind[j["kind"]][n] += block[n]
    per_role = {role: {o: sum(k[o] for k in by_kind.values() if k["role"] == role) for o in OUTCOMES}
                for role in STAFF}
    messages = {role: {"sent": 0, "free_text": 0} for role in STAFF}
    for e in events:
        if type(e) is StaffMessage and e.to in messages:
            messages[e.to]["sent"] += 1
            messages[e.to]["free_text"] += not e.instructions
    return {
        "instructions_followed_pct": {r: pct(c["followed"], c["followed"] + c["ignored"] + c["contradicted"])
                                      for r, c in per_role.items()},
        "instructions_ignored": {r: c["ignored"] for r, c in per_role.items()},
        "instructions_contradicted": {r: c["contradicted"] for r, c in per_role.items()},
        "instructions_forfeited": {r: c["forfeited"] for r, c in per_role.items()},
        "instructions_by_kind": by_kind,
        "instructions_occasions": occasion_scores(judged),
        "staff_messages": messages,
    }


_JUDGED = ("followed", "ignored", "contradicted")  # an occasion forfeited to a failed server is not judged


def _block_occasions(j: dict) -> dict:
    """One judged block (``judge_instructions``) as its occasion counts: ``occasions_followed`` of
    ``occasions_judged`` (followed + ignored + contradicted), ``occasions_ignored``, ``occasions_contradicted``,
    ``occasions_forfeited`` and ``not_followed_seqs`` (the seqs of the events judged ignored or contradicted)."""
    n = {o: sum(x["outcome"] == o for x in j["occasions"]) for o in (*_JUDGED, "forfeited")}
    return {"occasions_followed": n["followed"], "occasions_judged": sum(n[o] for o in _JUDGED),
            "occasions_ignored": n["ignored"], "occasions_contradicted": n["contradicted"],
            "occasions_forfeited": n["forfeited"],
            "not_followed_seqs": [x["seq"] for x in j["occasions"] if x["outcome"] in ("ignored", "contradicted")]}


def occasion_scores(judged: list[dict]) -> dict:
    """``instructions_occasions``: per staff role (``STAFF``), from ``judge_instructions``'s blocks, the role's totals
    — ``blocks_followed`` of ``blocks_judged`` (the blocks ``instructions_followed_pct`` is over: followed, ignored or
    contradicted), ``occasions_followed`` of ``occasions_judged`` and ``occasions_ignored``,
    ``occasions_contradicted``, ``occasions_forfeited`` over all its blocks — and ``blocks``, a list with one dict
    per block sent it, in the order sent: ``kind``, ``msg_id``, ``day`` (sent), ``sent_seq`` (its
    ``staff_message``), ``delivered_seq`` and ``replaced_seq`` (its window, seqs of ``staff_message_delivered``; None:
    never handed over / lasted to the month's end), ``outcome``, and its own occasion counts (``_block_occasions``).
    Every count is a count of the record's events: an occasion is one event of the block's window (``shelf_count``,
    ``van_arrived``, ``credit_decision`` or ``counter_left`` waiting for credit, ``counter_sale``, ``books_report``
    or the ``day_close`` of a report night with none), at the seqs its block gives."""
    out = {}
    for role in STAFF:
        blocks = [{"kind": j["kind"], "msg_id": j["msg_id"], "day": j["day"], "sent_seq": j["seq"],
                   "delivered_seq": (j["delivered"] or {}).get("seq"), "replaced_seq": j["replaced_seq"],
                   "outcome": j["outcome"], **_block_occasions(j)} for j in judged if j["to"] == role]
        total = {k: sum(b[k] for b in blocks) for k in ("occasions_followed", "occasions_judged", "occasions_ignored",
                                                        "occasions_contradicted", "occasions_forfeited")}
        out[role] = {"blocks_followed": sum(b["outcome"] == "followed" for b in blocks),
                     "blocks_judged": sum(b["outcome"] in _JUDGED for b in blocks), **total, "blocks": blocks}
    return out
