"""Live customers at the counter: regulars with a khata, walk-ups, baskets and bargaining.

A counter customer arrives at a drawn minute with a language, a basket of item
lines, and a reservation price — the share of MRP they will pay, hidden from
the shop. A regular may ask to put the bill on the khata; whether they repay
is their hidden reliability. The customer answers a bill deterministically:
at or under the reservation they agree (and ask for credit if they want it);
over it they counter, and after ``patience_rounds`` bills over it they walk
out. A bill above the basket's MRP is always refused.

A counter-offer never shows the reservation itself: the first one opens a
drawn share below it (``counter.opening_below_reservation``), each later one
closes a drawn share of the remaining gap (``counter.concession``) with a
little per-round noise, always at least one step (₹1, or 50 paise under ₹10)
below the reservation and never below the customer's previous offer. Those
draws come from the visit's own generator ``(seed, "haggle:<visit>", day)``,
so the rest of the day's customers are unchanged by them.
"""
from __future__ import annotations

from typing import Literal

import numpy as np
from pydantic import Field

from events.counter import ABOVE_MRP, TOO_EXPENSIVE
from market.hot_model import hot_record, trusted_builder
from market.draws import Draws
from market.rng import cumulative_shares, generator, uniform, weighted_index, weighted_sample
from market.state import KhataAccount, KhataEntry, Regular
from scenarios.vocabulary import LANGUAGES, Language

__all__ = ["CounterVisit", "BasketLine", "basket_line", "make_regulars", "opening_khata", "todays_customers",
           "answer_bill", "reservation_paise", "counter_offer_paise", "NAMES"]

# Regulars' names and the grammatical gender their verbs take in Hindi (f: दूँगी, m: दूँगा).
NAMES: list[tuple[str, str]] = [
    ("Sunita Sharma", "f"), ("Ramesh Gupta", "m"), ("Anita Verma", "f"), ("Mohammed Irfan", "m"),
    ("Priya Nair", "f"), ("Suresh Yadav", "m"), ("Kavita Joshi", "f"), ("Rakesh Singh", "m"), ("Meena Devi", "f"),
    ("Arjun Reddy", "m"), ("Farida Begum", "f"), ("Vikas Mishra", "m"), ("Pooja Agarwal", "f"),
    ("Harish Chand", "m"), ("Lakshmi Iyer", "f"), ("Deepak Chauhan", "m"), ("Rekha Pandey", "f"),
    ("Sanjay Tiwari", "m"), ("Neha Kapoor", "f"), ("Imran Khan", "m"), ("Geeta Rani", "f"), ("Manoj Kumar", "m"),
    ("Shabana Ansari", "f"), ("Ravi Shankar", "m"), ("Asha Patil", "f"), ("Gurpreet Kaur", "f"),
    ("Naveen Rao", "m"), ("Usha Saxena", "f"), ("Ajay Thakur", "m"), ("Salma Qureshi", "f"),
    ("Dinesh Bansal", "m"), ("Kiran Bedi", "f"), ("Rohit Malhotra", "m"), ("Savita Kumari", "f"),
    ("Prakash Jha", "m"), ("Nirmala Sinha", "f"), ("Alok Srivastava", "m"), ("Jyoti Rawat", "f"),
    ("Feroz Ali", "m"), ("Bhavna Shah", "f")]
LANGS = LANGUAGES


@hot_record
class BasketLine:
    """Units of one item a customer asks for."""
    sku: str
    qty: int


@hot_record
class CounterVisit:
    """One live customer's visit to the counter, with hidden reservation and intentions."""
    visit_id: str
    customer_id: str
    name: str
    language: Language
    gender: Literal["f", "m"] = "m"
    regular: bool
    arrives_minute: int
    basket: list[BasketLine]
    reservation_of_mrp: float
    opening_gap: float = 0.08  # hidden: first counter-offer's share below the reservation
    concession: float = 0.5  # hidden: share of the remaining gap given up at each later counter-offer
    noise: list[float] = Field(default_factory=list)  # hidden: per-counter-offer jitter of the gap (a share of it)
    wants_credit: bool
    pays_cash_if_refused: bool
    patience: int
    bills_heard: int = 0
    stage: Literal["waiting", "asking", "wants_credit", "done", "left"] = "waiting"
    served: list[BasketLine] = Field(default_factory=list)  # a factory: pydantic deep-copies a [] default
    agreed_total_paise: int | None = None
    last_counter_paise: int | None = None


basket_line = trusted_builder(BasketLine)  # a basket line from the shop's own values, unvalidated
_VISIT = trusted_builder(CounterVisit)


def _lang_shares(mix: dict[str, float]) -> list[float]:
    """The language mix as shares of ``LANGS`` summing to 1 (worked out by numpy, as its sampler was given them)."""
    weights = np.array([mix[l] for l in LANGS], dtype=float)
    return (weights / weights.sum()).tolist()


def _pick_lang(rng: np.random.Generator, shares: list[float]) -> str:
    """A language drawn with ``_lang_shares`` (one draw: numpy's ``choice(3, p=shares)``)."""
    return LANGS[weighted_index(rng, shares)]


def make_regulars(seed: int, count: int, reliable_share: float, mix: dict[str, float],
                  repay_prob: dict[str, float]) -> dict[str, Regular]:
    """The month's pool of regular customers, ids ``R1..Rn``; reliability is hidden truth."""
    rng = generator(seed, "regulars", 0)
    shares = _lang_shares(mix)
    regulars = {}
    for i in range(count):
        reliable = bool(rng.random() < reliable_share)
        cid = f"R{i + 1}"
        name, gender = NAMES[i % len(NAMES)]
        regulars[cid] = Regular(customer_id=cid, name=name, gender=gender, language=_pick_lang(rng, shares),
                                reliable=reliable, repay_prob=repay_prob["reliable" if reliable else "unreliable"])
    return regulars


def opening_khata(seed: int, regulars: dict[str, Regular], due_days: int,
                  overdue_share: dict[str, float] | None = None) -> tuple[dict[str, KhataAccount], list[dict]]:
    """The khata as it stands on day 1, from the last 60 days of history.

    Every regular has older credits, repaid (a late payer's sometimes after
    their due day). A regular carries an unpaid credit past its due day with
    chance ``overdue_share[reliable|unreliable]`` (the scenario's
    ``counter.opening_overdue_share``; default 15% / 70%), so an overdue line
    is evidence about reliability, never a label of it; a regular without one
    sometimes has a recent credit not yet due. Returns the accounts and the
    open credits (amount in paise, day ≤ 0 meaning before the month began).
    Draws: ``(seed, "khata:opening", 0)`` for history, ``(seed, "khata:overdue:<id>", 0)`` for the overdue line.
    """
    overdue_share = overdue_share or {"reliable": 0.15, "unreliable": 0.7}
    rng = generator(seed, "khata:opening", 0)
    accounts, open_credits = {}, []
    for cid, reg in regulars.items():
        entries = []
        for _ in range(int(rng.integers(1, 4))):
            day = -int(rng.integers(20, 60))
            amount = int(rng.integers(150, 900)) * 100
            entries.append(KhataEntry(day=day, kind="credit", amount_paise=amount, due_day=day + due_days))
            entries.append(KhataEntry(day=day + int(rng.integers(2, 10)), kind="repayment", amount_paise=amount))
        odds = generator(seed, f"khata:overdue:{cid}", 0)
        overdue = bool(odds.random() < overdue_share["reliable" if reg.reliable else "unreliable"])
        if overdue:
            day = -int(odds.integers(due_days + 2, due_days + 30))
            amount = int(odds.integers(150, 1500)) * 100
            entries.append(KhataEntry(day=day, kind="credit", amount_paise=amount, due_day=day + due_days))
            open_credits.append({"customer_id": cid, "amount_paise": amount, "day": day, "due_day": day + due_days})
        elif odds.random() < 0.3:
            day = -int(odds.integers(0, 5))
            amount = int(odds.integers(100, 600)) * 100
            entries.append(KhataEntry(day=day, kind="credit", amount_paise=amount, due_day=day + due_days))
            open_credits.append({"customer_id": cid, "amount_paise": amount, "day": day, "due_day": day + due_days})
        entries.sort(key=lambda e: (e.day, e.kind))
        balance = sum(e.amount_paise if e.kind == "credit" else -e.amount_paise for e in entries)
        accounts[cid] = KhataAccount(customer_id=cid, name=reg.name, entries=entries, balance_paise=balance)
    return accounts, open_credits


def todays_customers(seed: int, day: int, counter, regulars: dict[str, Regular], demand_weights: dict[str, float],
                     typical_qty: dict[str, int], weekday_factor: float, open_minute: int, last_minute: int) -> list[CounterVisit]:
    """The live customers of one day, in order of arrival (minutes are absolute).

    Args:
        counter: the scenario's CounterSettings.
        demand_weights: sku → relative daily value of demand; baskets draw items in proportion.
    """
    rng = generator(seed, "counter", day)
    n = int(rng.poisson(counter.customers_per_day * weekday_factor))
    draws = Draws(rng, 64)  # numpy's draws without its per-call work (every later draw of ``rng``: market.draws)
    base = (day - 1) * 1440
    minutes = sorted([draws.integers(open_minute, last_minute + 1) for _ in range(n)])  # rng.integers(..., size=n)
    skus = sorted(demand_weights)
    p = np.array([demand_weights[s] for s in skus])
    p = (p / p.sum()).tolist()
    first = cumulative_shares(p)  # every basket's first draw: the same table
    reg_ids = sorted(regulars, key=lambda c: int(c[1:]))
    visits = []
    shares = _lang_shares(counter.language_mix.model_dump())
    c = counter.__dict__  # the settings read once, not through pydantic's attribute hook a visit (some 11,000 reads)
    (lo, hi), (rlo, rhi), patience = c["basket_lines"], c["reservation_of_mrp"], c["patience_rounds"]
    regular_share, asks_credit, pays_cash = c["regular_share"], c["credit_ask_share"], c["pays_cash_if_refused_credit"]
    opening, concession = c["opening_below_reservation"], c["concession"]
    for k, minute in enumerate(minutes):
        is_regular = bool(reg_ids) and draws.random() < regular_share
        haggle = generator(seed, f"haggle:V{day}-{k + 1}", day)
        said = Draws(haggle, 3 + patience)
        if is_regular:
            reg = regulars[reg_ids[draws.integers(len(reg_ids))]]
            cid, name, lang, gender = reg.customer_id, reg.name, reg.language, reg.gender
        else:
            cid, name, lang = f"W{day}-{k + 1}", "walk-up customer", _pick_lang(draws, shares)
            gender = "f" if said.random() < 0.5 else "m"
        lines = draws.integers(lo, hi + 1)
        chosen = weighted_sample(draws, p, min(lines, len(skus)), first)  # numpy's choice(..., replace=False, p=p)
        basket = [basket_line(sku=skus[i], qty=typical_qty[skus[i]] * draws.integers(1, 4)) for i in sorted(chosen)]
        visits.append(_VISIT(
            visit_id=f"V{day}-{k + 1}", customer_id=cid, name=name, language=lang, gender=gender, regular=is_regular,
            arrives_minute=base + minute, basket=basket,
            reservation_of_mrp=min(1.0, uniform(draws, rlo, rhi)),
            opening_gap=uniform(said, *opening),
            concession=uniform(said, *concession),
            noise=[round(x, 4) for x in said.uniforms(-0.3, 0.3, patience)],
            wants_credit=is_regular and draws.random() < asks_credit,
            pays_cash_if_refused=draws.random() < pays_cash,
            patience=patience))
    return visits


def reservation_paise(visit: CounterVisit, mrp_total_paise: int) -> int:
    """The most (paise, whole rupees) this customer will pay for goods of this MRP total (hidden)."""
    return int(mrp_total_paise * visit.reservation_of_mrp) // 100 * 100


def counter_offer_paise(visit: CounterVisit, reservation: int, heard: int) -> int:
    """The customer's counter-offer (paise) at their ``heard``-th bill over ``reservation`` (hidden, paise).

    The gap below the reservation is ``opening_gap × (1 − concession)^(heard−1) × (1 + noise)``; the offer is
    that, cut to the step (100 paise, or 50 under ₹10), at least one step below the reservation, at least one
    step, and never below the customer's previous offer. For a reservation of one step or less it is half of it.
    """
    step = 100 if reservation >= 1000 else 50
    if reservation <= step:
        return max(1, reservation // 2)
    jitter = visit.noise[(heard - 1) % len(visit.noise)] if visit.noise else 0.0
    gap = visit.opening_gap * (1 - visit.concession) ** (heard - 1) * (1 + jitter)
    offer = int(reservation * (1 - gap)) // step * step
    offer = max(step, min(offer, reservation - step))
    if visit.last_counter_paise is not None:
        offer = max(offer, min(visit.last_counter_paise, reservation - step))
    return offer


def answer_bill(visit: CounterVisit, total_paise: int, mrp_total_paise: int) -> dict:
    """The customer's answer to a bill for the lines being served.

    Returns a dict with ``answer`` one of ``agree`` (and ``asks_credit``),
    ``counter`` (with ``offer_paise``), ``walk_out``; and ``reason``.
    Mutates ``visit`` (bills heard, stage).
    """
    reservation = reservation_paise(visit, mrp_total_paise)
    if total_paise <= reservation and total_paise <= mrp_total_paise:
        visit.agreed_total_paise = total_paise
        visit.stage = "wants_credit" if visit.wants_credit else "done"
        return {"answer": "agree", "asks_credit": visit.wants_credit, "reason": "price acceptable"}
    visit.bills_heard += 1
    reason = ABOVE_MRP if total_paise > mrp_total_paise else TOO_EXPENSIVE
    if visit.bills_heard >= visit.patience:
        visit.stage = "left"
        return {"answer": "walk_out", "reason": reason}
    offer = counter_offer_paise(visit, reservation, visit.bills_heard)
    visit.last_counter_paise = offer
    return {"answer": "counter", "offer_paise": offer, "reason": reason}
