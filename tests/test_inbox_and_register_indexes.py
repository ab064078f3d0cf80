"""The shortcuts into the manager's inbox and the day-ordered books give what a full scan gives."""
from __future__ import annotations

from types import SimpleNamespace

from agents.direct import play_month
from market.read_upto import InboxCursor
from market.day_order import lines_of_day, since_day
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


def test_the_books_stay_in_day_order_after_every_turn_and_slices_match_full_scans():
    from agents.direct import play_turn
    from engine.shop import Shop
    from events.record import EventRecord
    from roles.scripted import shop_policies
    from roles.toolbox import ToolBox
    scenario = load_scenario(days=10, seed=1)
    shop = Shop(scenario, EventRecord())
    box, policies, turns = ToolBox(shop), shop_policies(scenario), 0
    while (turn := shop.next_turn()) is not None:
        play_turn(box, policies[turn.role], turn, scenario.roles[turn.role].max_tool_calls_per_turn)
        shop.end_turn()
        turns += 1
        for book in (shop.state.sales_register, shop.state.cash_book):
            days = [l.day for l in book]
            assert days == sorted(days)
        if turns % 25 == 0:
            day = shop.state.day
            for book in (shop.state.sales_register, shop.state.cash_book):
                for d in (day - 8, day - 1, day, day + 1):
                    assert since_day(book, d) == [l for l in book if l.day >= d]
                    assert lines_of_day(book, d) == [l for l in book if l.day == d]
    assert turns > 400 and shop.state.sales_register and shop.state.cash_book
