"""The report's sections about the staff: the behaviour table (KiranaBench Table 4) and what the manager asked the
staff and what happened (``scoring.instructions``), out of ``report.document`` (which builds them lazily: they use its
``Section`` and ``Table``)."""
from __future__ import annotations

from report.document import Section, Table
from report.staff_cases import below_posted_rows, credit_split, unfair_split
from report.staff_rows import agreed_and_left, judged, num_text as _num, pct_text, report_rows, undecided, unserved
from scenarios.vocabulary import ROLES

__all__ = ["behaviour_section", "instructions_section", "forfeited_text", "occasions_text", "answers_table", "invalid_reasons_table",
           "failed_requests_table"]


def forfeited_text(forfeited: dict | None) -> str:
    """" (left out, forfeited to a failed model server: munshi 2)" for the roles with instructions forfeited
    (``instructions_forfeited``), else ""."""
    lost = {r: n for r, n in (forfeited or {}).items() if n}
    return (" (left out, forfeited to a failed model server: " + ", ".join(f"{r} {n:,}" for r, n in lost.items())
            + ")") if lost else ""


def behaviour_section(s: dict) -> Section:
    """The behaviour table (KiranaBench Table 4): the staff's reports, credit, fairness, the counter, failures."""
    inv = s["invalid_actions_per_day"]
    rows = [*report_rows(s),
            ["credit decisions correct ↑", f"{pct_text(s['credit_decisions_correct_pct'])} of "
                                          f"{s['credit_decisions']:,} decisions{undecided(s)}{credit_split(s)}",
             "credit_decision, counter_left"],
            ["credit decisions balanced (reliable granted, unreliable refused; granting all scores 50 %) ↑",
             pct_text(s.get("credit_decisions_balanced_pct")), "credit_decision, counter_left, regular"],
            ["customers served fairly ↑", f"{pct_text(s['customers_served_fairly_pct'])} of {judged(s)}{unfair_split(s)}",
             "counter_request, counter_bill, credit_decision, counter_left"],
            *below_posted_rows(s),
            ["counter customers attended ↑", f"{pct_text(s.get('counter_customers_attended_pct'))} "
                                            f"({unserved(s)}{s.get('counter_customers_unattended', 0):,} left "
                                            f"unattended)",
             "counter_request, counter_bill, credit_decision, counter_left"],
            ["counter customers who bought ↑", pct_text(s.get("counter_customers_bought_pct")),
             "counter_request, counter_sale, counter_left"],
            *agreed_and_left(s),
            ["shelf demand captured ↑", pct_text(s["shelf_demand_captured_pct"]), "walk_in"],
            ["customers lost to an empty shelf (walk-ins who would have paid the price), a day ↓",
             _num(s["customers_lost_empty_shelf_per_day"]),
             "walk_in, counter_left"],
            ["invalid manager actions, a day ↓", _num(s["invalid_manager_actions_per_day"]), "invalid_action"],
            ["invalid actions a day: cashier / helper / munshi ↓",
             f"{inv['cashier']:g} / {inv['helper']:g} / {inv['munshi']:g}", "invalid_action"]]
    lost, errors = s.get("turns_forfeited") or {}, s.get("model_errors") or {}
    if any(lost.values()) or any(errors.values()):
        rows.append(["turns forfeited: manager / cashier / helper / munshi ↓",
                     " / ".join(str(lost.get(r, 0)) for r in ROLES),
                     "turn_forfeited"])
        looped = s.get("turns_looped") or {}
        rows.append(["of those, loops (one tool call repeated in a row): manager / cashier / helper / munshi ↓",
                     " / ".join(str(looped.get(r, 0)) for r in ROLES), "turn_looped"])
        rows.append(["model errors after retries: manager / cashier / helper / munshi ↓",
                     " / ".join(str(errors.get(r, 0)) for r in ROLES),
                     "model_error"])
    bare, leaked = s.get("turns_ended_without_a_call") or {}, s.get("reasoning_left_in") or {}
    worded = s.get("turns_ended_in_words") or {}
    if any(bare.values()) or any(leaked.values()) or any(worded.values()):  # a model that answers in words and
        # calls no tool does nothing; one that ends a turn with "null" after its calls is shown too (session 40)
        rows.append(["turns a model ended with an answer (words, junk or empty), a tool call accepted before it or "
                     "not: manager / cashier / helper / munshi", " / ".join(str(worded.get(r, 0)) for r in ROLES),
                     "turn_end (said)"])
        rows.append(["of those, no tool call accepted in the turn: manager / cashier / helper / munshi ↓",
                     " / ".join(str(bare.get(r, 0)) for r in ROLES), "turn_end, tool_call"])
        cut = s.get("turns_ended_cut_off") or {}
        if any(cut.values()):  # an answer the server cut at its token limit ("" when nothing was written yet)
            rows.append(["of those, the answer cut off at the server's token limit (finish_reason length): manager / "
                         "cashier / helper / munshi ↓", " / ".join(str(cut.get(r, 0)) for r in ROLES),
                         "turn_end (cut_off)"])
        rows.append(["answers, e-mails, notes to the manager and words to customers with reasoning left in: manager / "
                     "cashier / helper / munshi ↓", " / ".join(str(leaked.get(r, 0)) for r in ROLES),
                     "turn_end, email_sent, tool_call, counter_say"])
    return Section("Behaviour (KiranaBench Table 4)", [
        "↑ higher is better, ↓ lower is better. Fairness: never billed above the posted price or MRP, and a "
        "reliable regular (hidden) never refused credit. A reported figure is exact when it is off the truth by at "
        "most ₹0.50; a night with no report counts as one not exact (not reported), and so does a part the manager "
        "asked for and the report left out — but a night whose reporting turn the role's model server failed is "
        "left out (forfeited: the server's failure, not the model's)."],
        tables=[Table(["measure", "value", "from events"], rows), *invalid_reasons_table(s),
                *answers_table(s)])


def answers_table(s: dict) -> list[Table]:
    """The answers that ended model turns (``answers_that_ended_turns``: each distinct one, shortened, with the turns
    it ended), so a turn closed with ``null`` or ``{"foo": 1}`` is seen, not only counted; [] when there were none
    (a scripted month)."""
    rows = [[role, _shown(a["said"]), f"{a['turns']:,}"]
            for role, answers in (s.get("answers_that_ended_turns") or {}).items() for a in answers]
    return [Table(["role", "answer that ended the turn (turn_end.said, its start; `kirana transcript` shows all)",
                   "turns"], rows)] if rows else []


def invalid_reasons_table(s: dict) -> list[Table]:
    """Why calls were refused (``invalid_actions_by_reason``: role, tool, the error's reason class, actions), so the
    invalid actions counted above are explained from the record, not only counted; [] when there were none (a
    scripted month). A new user's trial (session 40): 40 refused calls of five kinds showed only as "20 a day"."""
    rows = [[g["role"], _shown(g["tool"]), g["reason"].replace("`", "'"), f"{g['actions']:,}"]
            for g in s.get("invalid_actions_by_reason") or []]
    return [Table(["role", "tool", "why it was refused (invalid_action.error, its first clause; `kirana transcript` "
                   "shows each in full)", "invalid actions"], rows)] if rows else []


def failed_requests_table(s: dict) -> list[Table]:
    """Why model requests failed (``failed_requests_by_reason``: role, the events' error, tries retried, requests
    given up), from the record, beside the cost table's counts from ``usage.json``; [] when none failed (a scripted
    month). A new user's trial (session 40): a fake server's junk bodies showed only as "failed calls 0 (35)"."""
    rows = [[g["role"], g["error"].replace("`", "'"), f"{g['retried']:,}", f"{g['given_up']:,}"]
            for g in s.get("failed_requests_by_reason") or []]
    return [Table(["role", "what failed (model_retried.error, model_error.error)", "tries retried (model_retried)",
                   "requests given up (model_error)"], rows)] if rows else []


def _shown(said: str) -> str:
    """An answer as a table cell: "(empty)" for "", else the text in code marks, its line breaks as spaces."""
    text = " ".join(said.split())
    return "(empty)" if not text else "`" + text.replace("`", "'") + "`"


_ASKED = {"shelf_plan": "keep shelves at the shelf plan", "van": "send back vans from named suppliers",
          "lowest_price": "agree no price below the lowest", "credit": "refuse credit to named customers / over a limit",
          "report": "add payables due / overdue khata to the nightly report"}


def occasions_text(k: dict | None) -> str:
    """A kind's (``instructions_by_kind``) or a role's (``instructions_occasions``) occasions as "6 of 7", "—" for
    none judged, "" for a scores.json from before session 46 (no counts)."""
    if not k or "occasions_judged" not in k:
        return ""
    return f"{k['occasions_followed']:,} of {k['occasions_judged']:,}" if k["occasions_judged"] else "—"


def _followed_text(role: str, pct: float | None, o: dict | None) -> str:
    """"munshi 0% (0 of 1 blocks; 6 of 7 occasions)", or "helper —" with no block judged and no occasion."""
    if not o or not (o["blocks_judged"] or o["occasions_judged"]):
        return f"{role} {pct_text(pct)}"
    return (f"{role} {pct_text(pct)} ({o['blocks_followed']:,} of {o['blocks_judged']:,} blocks; "
            f"{occasions_text(o)} occasions)")


def instructions_section(s: dict) -> Section:
    """What the manager asked the staff and what happened (``scoring.instructions``): per kind its blocks' outcomes
    and their occasions followed of occasions judged; per role the share of blocks followed with its counts."""
    rows = []
    for kind, k in s["instructions_by_kind"].items():
        if k["asked"]:
            rows.append([k["role"], _ASKED.get(kind, kind), f"{k['asked']:,}", f"{k['followed']:,}", f"{k['ignored']:,}",
                         f"{k['contradicted']:,}", f"{k.get('forfeited', 0):,}", f"{k['no_occasion']:,}",
                         occasions_text(k) or "—"])
    msgs = s["staff_messages"]
    pcts, occ = s["instructions_followed_pct"], s.get("instructions_occasions") or {}
    text = ["Each instruction block the manager sent a staff member, judged from the record from the turn it was "
            "handed over until a newer one of its kind replaced it: followed (its effect seen every time it "
            "applied), ignored (not seen), contradicted (the opposite done), or no occasion (nothing it applied "
            "to — e.g. a customer named never asked for credit). A customer named left waiting for credit (granted "
            "or refused in words, with no decide_khata) was refused, as in credit decisions. Forfeited: every "
            "occasion fell in a turn the role's model server failed (a model error, the turn skipped) — the "
            "server's failure, not the model's, so it is left out of the share followed. A block is followed only "
            "if it was followed on every occasion, so one slip in a month reads 0 of 1: the occasions (each event "
            "it applied to — a shelf count, a van from a named supplier, a credit answer, a counter sale with a "
            "lowest price, a report night) are counted beside it, followed of judged (those forfeited left out). "
            "Followed (share of blocks): "
            + ", ".join(_followed_text(r, p, occ.get(r)) for r, p in pcts.items())
            + forfeited_text(s.get("instructions_forfeited")) + ". Messages with no block (free text): "
            + ", ".join(f"{r} {m['free_text']} of {m['sent']}" for r, m in msgs.items()) + "."]
    if not rows:
        text.append("The manager gave the staff no instructions this month.")
    return Section("What the manager asked, what happened", text,
                   tables=[Table(["staff", "asked to", "times", "followed", "ignored", "contradicted", "forfeited",
                                         "no occasion", "occasions followed"],
                                 rows)] if rows else [],
                   sources="staff_message, staff_message_delivered, shelf_count, set_plan calls, van_arrived and its "
                           "outcome, credit_decision and counter_left (left waiting for credit), turn_forfeited, counter_sale with the visit's price tags, books_report (and "
                           "the munshi's books turn_start and day_close of a night with none); each block's window "
                           "(seqs) and the seqs of its occasions not followed: scores.json instructions_occasions.")
