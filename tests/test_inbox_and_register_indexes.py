"""The shortcuts into the manager's inbox and today's register give what a full scan gives."""
from __future__ import annotations

from types import SimpleNamespace

from agents.direct import play_month
from market.read_upto import InboxCursor
from market.sales import lines_of_day
from market.state import Message
from roles.manager import read_messages
from scenarios import load_scenario


def _msg(i: int, minute: int, read: bool = False) -> Message:
    return Message(msg_id=f"M{i}", minute=minute, sender="S1", to="manager", text=f"text {i}", read=read)


def test_read_messages_skips_what_was_read_and_keeps_future_messages_unread():
    state = SimpleNamespace(minute=100, inbox={"manager": [_msg(1, 10), _msg(2, 200), _msg(3, 50)]})
    shop = SimpleNamespace(state=state)
    first = read_messages(shop)["messages"]
    assert [m["id"] for m in first] == ["M1", "M3"]                  # M2 is not there yet at minute 100
    assert shop._manager_inbox_cursor.start(state.inbox["manager"]) == 1  # M1 read; M2 still unread
    state.inbox["manager"].append(_msg(4, 150))
    state.minute = 300
    assert [m["id"] for m in read_messages(shop)["messages"]] == ["M2", "M4"]
    assert shop._manager_inbox_cursor.start(state.inbox["manager"]) == 4
    assert read_messages(shop)["messages"] == []


def test_a_replaced_inbox_list_is_read_from_its_start():
    cursor = InboxCursor()
    old = [_msg(1, 0, read=True), _msg(2, 0, read=True)]
    cursor.advance(old)
    assert cursor.start(old) == 2
    new = [_msg(1, 0, read=True), _msg(2, 0, read=False)]   # e.g. a restored checkpoint's state
    assert cursor.start(new) == 0
    cursor.advance(new)
    assert cursor.start(new) == 1


def test_lines_of_day_match_a_full_scan_on_every_day_a_month_keeps():
    shop = play_month(load_scenario(days=10, seed=0))
    state = shop.state
    days = sorted({l.day for l in state.sales_register})
    assert len(days) >= 7 and days[-1] == 10
    for day in days + [days[-1] + 1]:
        assert lines_of_day(state, day) == [l for l in state.sales_register if l.day == day]
    assert sum(l.revenue_paise for l in lines_of_day(state, 10)) > 0
