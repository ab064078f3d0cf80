"""A month whose manager never pays a bill stays within every role's budget, and the manager's calls stay level
(issue 13; a new user's trial, session 35: with a model that fell behind on bills, ``check_books`` listed every open
bill, 75 bills and 9.7k characters by day 29, and the manager's largest call doubled over the month; over 60 days
the budget cut that result mid-JSON). The reference manager plays the month as a model would read its books — one
page of bills (``roles.ledger_page``) — and never pays: every bill of the month stays open."""
from __future__ import annotations

import statistics

from roles.scripted import manager as scripted_manager
from scenarios import load_scenario
from test_context_budget import _tokens_per_call

#: The manager's largest call of the unpaid month, by the offline count: 12,090 measured (5 Dec 2026, seed 0, at
#: f525078+; median by week 3,597 / 4,158 / 4,074 / 3,855). Before the pages (4c09138) the same month's largest was
#: 15,669 and its median by week 3,548 / 4,105 / 4,261 / 14,373: every open bill in every check_books result.
MANAGER_MOST = 12_500


def test_a_month_with_no_bill_paid_keeps_every_call_within_budget_and_the_manager_level(monkeypatch, tmp_path):
    monkeypatch.setattr(scripted_manager, "MOST_PER_PAGE", 15)           # one page, as a model reads the books
    unpaid = scripted_manager.ReferenceManager._mail

    def never_pay(self, by_supplier):
        return unpaid(self, {s: [b for b in blocks if not b.startswith("```pay")] for s, blocks in by_supplier.items()})

    monkeypatch.setattr(scripted_manager.ReferenceManager, "_mail", never_pay)
    scenario = load_scenario(days=30)
    seen = _tokens_per_call(monkeypatch, scenario, tmp_path / "unpaid")
    for role, by_day in seen.items():
        budget = scenario.roles[role].context.budget_tokens
        assert max(max(calls) for calls in by_day.values()) <= budget, role
    manager = seen["manager"]
    largest = max(max(calls) for calls in manager.values())
    assert largest <= MANAGER_MOST, largest
    week = [statistics.median([n for d in range(lo, lo + 7) for n in manager.get(d, [])]) for lo in (8, 22)]
    assert week[1] <= week[0] * 1.1, week                               # level from the second week to the fourth
