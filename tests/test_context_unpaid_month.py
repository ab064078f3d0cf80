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
#: Since the current turn's results stay whole (session 42: they had folded after two, so a model making one call
#: an answer could not see the books it had just read) the largest call is the budget's to bound: 15,723 (15,070 in
#: days 8-14, 15,723 in days 22-28), median by week 5,594 / 5,624 / 6,358 / 7,041. The rise is the turn's own
#: reading: suppliers never paid write more, and a turn's read_messages results grew from 1,426 to 2,062 tokens a
#: call on average (a page is at most 20 messages, about 12,000 characters), check_books 1,184 to 1,633 (one page).
#: Since results are compact text (session 43, ``agents.result_format``: each field once, lists as tables) the
#: largest is 12,153 (in days 1-7), median by week 5,212 / 5,338 / 5,788 / 6,421: no call needs folding to fit.
MANAGER_MOST = 13_000
#: The manager's median call, days 22-28 over days 8-14: 1.20 measured (1.25 with JSON results); was 0.92.
MANAGER_WEEK_RISE = 1.35


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
    assert week[1] <= week[0] * MANAGER_WEEK_RISE, week                 # bounded by the pages, not the month
