"""The cases behind the cashier's counter scores, so a researcher can go from a score to the visits that made it.

- ``on_manager_instruction(events)``: the seqs of the credit answers (``scoring._common.credit_answers``) that were
  *followed* occasions of a manager's ``credit`` block (``scoring.instructions.judge_instructions``): refusals of a
  customer the manager named, or whose khata would pass the manager's limit. Such a refusal of a (hidden) reliable
  regular still counts against ``counter_customers_treated_unfairly`` and ``credit_decisions_correct_pct`` — the
  scores say what the customer met at the counter — and is counted apart in ``..._on_instruction``, so a researcher
  can tell the cashier's wrong answers from its manager's (a new user's trial, session 56: of the scripted cashier's
  20 customers treated unfairly, 14 were refusals its manager's credit watch list asked for).
- ``below_posted_unasked(events, allowed)``: ``counter_bills_below_posted_unasked`` — the counter bills the customer
  agreed (``counter_bill`` answered ``agree``) that the cashier named below what the customer had asked to pay: below
  the posted total (``posted_total_paise``, the lines at shelf prices) with no counter-offer yet, or below the
  customer's last counter-offer (``offer_paise`` of the visit's earlier bills). Bargaining down to a customer's offer
  is not counted; naming less than anyone asked is money given away (the trial's cashier billed V6-1 ₹1,482.00
  against ₹1,852.50 posted, unasked, and scored fair). A visit whose sale was a *followed* occasion of a manager's
  ``lowest_price`` block (charged at least the lowest prices the manager allowed) is left out: the instruction
  allowed it. ``given_away_inr``: over the bills, what the customer had asked to pay less the bill, rupees (GST
  included, as bills are).
"""
from __future__ import annotations

from events.base import Event
from events.counter import CounterBill, CounterSale
from scoring._common import rupees
from scoring.instructions import judge_instructions

__all__ = ["on_manager_instruction", "below_posted_unasked"]


def on_manager_instruction(events: list[Event], judged: list[dict] | None = None) -> tuple[set[int], set[str]]:
    """(seqs of credit answers that followed a manager's ``credit`` block, visit ids of counter sales that followed a
    ``lowest_price`` block), from ``judge_instructions`` (see the module docstring). ``events``: typed, in record
    order. ``judged``: ``judge_instructions(events)`` when the caller has it (None: judged here)."""
    credit: set[int] = set()
    lowest: set[int] = set()
    for j in judge_instructions(events) if judged is None else judged:
        if j["kind"] in ("credit", "lowest_price"):
            followed = {o["seq"] for o in j["occasions"] if o["outcome"] == "followed"}
            (credit if j["kind"] == "credit" else lowest).update(followed)
    visits = {e.visit_id for e in events if type(e) is CounterSale and e.seq in lowest}
    return credit, visits


def below_posted_unasked(events: list[Event], allowed: set[str]) -> dict:
    """``counter_bills_below_posted_unasked`` (see the module docstring): {``bills``: count, ``given_away_inr``:
    rupees, ``visits``: [{``visit_id``, ``day``, ``seq`` (the ``counter_bill``), ``billed_inr``, ``asked_inr``
    (the posted total, or the customer's last counter-offer), ``given_away_inr``}] in record order}. ``allowed``:
    visit ids a manager's ``lowest_price`` block allowed (``on_manager_instruction``)."""
    offers: dict[str, int] = {}
    visits = []
    for e in events:
        if type(e) is not CounterBill:
            continue
        asked = min(e.posted_total_paise, offers.get(e.visit_id, e.posted_total_paise))
        if e.answer == "agree" and e.total_paise < asked and e.visit_id not in allowed:
            visits.append({"visit_id": e.visit_id, "day": e.day, "seq": e.seq, "billed_inr": rupees(e.total_paise),
                           "asked_inr": rupees(asked), "given_away_inr": rupees(asked - e.total_paise),
                           "_paise": asked - e.total_paise})
        if e.offer_paise is not None:
            offers[e.visit_id] = e.offer_paise
    given = sum(v.pop("_paise") for v in visits)
    return {"bills": len(visits), "given_away_inr": rupees(given), "visits": visits}
