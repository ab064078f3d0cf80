"""The desk summary a role is shown when its turn opens (roles/summary.py), checked against the shop's state
at that moment: a cashier's count of customers served counts only customers already served today."""
from __future__ import annotations

import re

from events.money import paise
from events.record import EventRecord
from engine.shop import Shop
from roles.scripted import shop_policies
from roles.summary import role_summary
from roles.toolbox import ToolBox
from agents.direct import play_turn
from scenarios import load_scenario


def _counter_summaries(days: int = 2) -> list[tuple[int, str, int, int]]:
    """(day, cashier summary, visits done so far today, visits walked away) at every counter turn of a scripted run."""
    scenario = load_scenario(days=days)
    shop = Shop(scenario, EventRecord(None))
    box, policies, seen = ToolBox(shop), shop_policies(scenario), []
    while (turn := shop.next_turn()) is not None:
        if turn.role == "cashier" and turn.kind == "counter":
            today = [v for v in shop.visits.values() if v.arrives_minute // 1440 + 1 == shop.state.day]
            seen.append((shop.state.day, role_summary(shop, "cashier", "counter"),
                         sum(v.stage == "done" for v in today), sum(v.stage == "left" for v in today)))
        play_turn(box, policies[turn.role], turn, scenario.roles[turn.role].max_tool_calls_per_turn)
        shop.end_turn()
    return seen


def test_the_first_customer_of_each_day_sees_none_served_and_the_count_follows_the_counter():
    seen = _counter_summaries()
    assert len(seen) > 10
    for day in (1, 2):
        first = next(s for d, s, _, _ in seen if d == day)
        assert "Customers served so far today: 0." in first, first
    counts = [int(re.search(r"served so far today: (\d+)", s).group(1)) for _, s, _, _ in seen]
    assert counts == [done for _, _, done, _ in seen]
    assert max(counts) >= 5                      # the count rises through the day
    for _, summary, _, left in seen:
        assert ("walked away" in summary) == (left > 0), summary


def test_the_managers_open_negotiations_are_todays_open_threads_in_the_order_opened():
    """Read from the newest thread back (the month's threads run in day order): the same threads as a walk over
    the whole month, at every manager turn of a scripted run."""
    scenario = load_scenario(days=4)
    shop = Shop(scenario, EventRecord(None))
    box, policies, listed = ToolBox(shop), shop_policies(scenario), 0
    while (turn := shop.next_turn()) is not None:
        if turn.role == "manager":
            day = shop.state.day
            days = [t.day for t in shop.kernel.threads.values()]
            assert days == sorted(days)                                    # what the shortcut relies on
            want = [t.thread_id for t in shop.kernel.threads.values() if t.day == day and t.status == "open"]
            shown = re.findall(r"(?:^  S\d+, round \d+: |; )(T\d+) ",
                               role_summary(shop, "manager").split("Open negotiations today")[1], re.M)
            assert shown == want[:12]
            listed += len(shown)
        play_turn(box, policies[turn.role], turn, scenario.roles[turn.role].max_tool_calls_per_turn)
        shop.end_turn()
    assert listed > 20                                                      # the manager haggled on those days


def _paise_said(text: str) -> int:
    """``"₹18,416"`` / ``"₹27.50"`` back to paise (the summary's figures, read as a model reads them)."""
    assert re.fullmatch(r"₹[\d,]+(\.\d\d)?", text), text
    return paise(text[1:].replace(",", ""))


def test_the_managers_open_negotiations_show_each_price_to_the_paisa():
    """Session 51: a supplier's quote of 2750 paise was shown as "milk-500ml ₹28" (rounded half to even), and an
    accept naming ₹28 — or ₹36 for 3650 — was refused ("an accept must name the price we last offered"). Every
    price in "Open negotiations today" reads back as the thread's own paise, and the till and bank as the shop's."""
    scenario = load_scenario(days=3)
    shop = Shop(scenario, EventRecord(None))
    box, policies, shown, with_paise = ToolBox(shop), shop_policies(scenario), 0, 0
    while (turn := shop.next_turn()) is not None:
        if turn.role == "manager":
            text = role_summary(shop, "manager")
            till, bank = re.search(r"^Cash: till (\S+), bank (\S+)\.$", text, re.M).groups()
            assert (_paise_said(till), _paise_said(bank)) == (shop.state.till_paise, shop.state.bank_paise), text
            talks = text.split("Open negotiations today")[1]
            for thread_id, theirs, ours in re.findall(r"(T\d+) \S+ (₹[\d,.]+) / (₹[\d,.]+|-)", talks):
                t = shop.kernel.threads[thread_id]
                assert _paise_said(theirs) == t.seller_last_paise, (thread_id, theirs, t.seller_last_paise)
                assert (None if ours == "-" else _paise_said(ours)) == t.buyer_last_paise, (thread_id, ours)
                shown += 1
                with_paise += t.seller_last_paise % 100 != 0
        play_turn(box, policies[turn.role], turn, scenario.roles[turn.role].max_tool_calls_per_turn)
        shop.end_turn()
    assert shown > 10 and with_paise > 0          # prices like 2750 paise were among them (₹27.50, not ₹28)


def test_the_managers_bills_due_are_each_said_with_supplier_amount_and_due_day():
    """Session 45's compact lines ("  due day 17: B107 S2 ₹18,416; B112 S2 ₹5,220") still say every bill due within
    two days — its id, supplier, amount with penalties (to the paisa) and due day (or since when overdue) — as the
    shop holds it."""
    scenario = load_scenario(days=12)
    shop = Shop(scenario, EventRecord(None))
    box, policies, checked = ToolBox(shop), shop_policies(scenario), 0
    while (turn := shop.next_turn()) is not None:
        if turn.role == "manager":
            day, text = shop.state.day, role_summary(shop, "manager")
            due = sorted((b for b in shop.state.bills if b.status == "open" and b.due_day <= day + 2),
                         key=lambda b: (b.due_day, b.bill_id))[:12]
            said = {}
            for group, entries in re.findall(r"^  ((?:due day|OVERDUE since day) \d+): (.*)$", text, re.M):
                for entry in entries.split("; "):
                    bill, supplier, amount = entry.split(" ", 2)
                    said[bill] = (supplier, amount, group)
            said = {bill: (supplier, _paise_said(amount), group) for bill, (supplier, amount, group) in said.items()}
            want = {b.bill_id: (b.supplier_id, b.amount_paise + b.penalty_paise,
                                f"OVERDUE since day {b.due_day}" if b.due_day < day else f"due day {b.due_day}")
                    for b in due}
            assert said == want, (day, text)
            checked += len(want)
        play_turn(box, policies[turn.role], turn, scenario.roles[turn.role].max_tool_calls_per_turn)
        shop.end_turn()
    assert checked > 20                                                     # bills fell due in those days
