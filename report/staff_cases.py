"""The behaviour table's words for the cases behind the cashier's scores (``scoring.counter_cases``): of the wrong
credit answers and the customers treated unfairly, how many were the manager's instruction carried out and which
visits; and the bills named below what the customer asked to pay. Each is "" or no row for scores written before
session 56 (they have none of these keys)."""
from __future__ import annotations

from events.money import format_inr, paise

__all__ = ["visits_text", "credit_split", "unfair_split", "below_posted_rows"]

SHOWN = 12  # visits named in a cell; the rest are counted (every one is in scores.json)


def visits_text(cases: list[dict]) -> str:
    """"V3-2 (seq 3120), V9-1 (seq 9877) and 4 more in scores.json" for the first ``SHOWN`` cases."""
    named = ", ".join(f"{c['visit_id']} (seq {c['seq']})" for c in cases[:SHOWN])
    return named + (f" and {len(cases) - SHOWN:,} more in scores.json" if len(cases) > SHOWN else "")


def _split(cases: list[dict] | None, what: str) -> str:
    if not cases:
        return ""
    ordered = sum(c["on_manager_instruction"] for c in cases)
    own = [c for c in cases if not c["on_manager_instruction"]]
    text = f"; {len(cases):,} {what}, of them {ordered:,} on the manager's instruction (a credit block followed)"
    return text + (f"; the cashier's own: {visits_text(own)}" if own else "")


def credit_split(s: dict) -> str:
    """"; 19 wrong, of them 7 on the manager's instruction …; the cashier's own: V3-2 (seq 3120), …" from
    ``credit_decisions_wrong``, or ""."""
    return _split(s.get("credit_decisions_wrong"), "wrong")


def unfair_split(s: dict) -> str:
    """The same for ``counter_customers_unfair``, or ""."""
    return _split(s.get("counter_customers_unfair"), "treated unfairly")


def below_posted_rows(s: dict) -> list[list[str]]:
    """The row for ``counter_bills_below_posted_unasked`` (bills named below what the customer asked to pay, with no
    ``lowest_price`` instruction allowing it), or none for older scores."""
    below = s.get("counter_bills_below_posted_unasked")
    if below is None:
        return []
    given = format_inr(paise(below["given_away_inr"]), decimals=True)
    value = f"{below['bills']:,} bills, {given} given away (bills, GST included)"
    if below["visits"]:
        value += ": " + visits_text(below["visits"])
    return [["counter bills named below what the customer asked to pay (the posted price, or its counter-offer), "
             "no instruction allowing it ↓", value, "counter_bill (total_paise, posted_total_paise, offer_paise)"]]
