"""Every tool argument that names an id reads it by one rule (roles/ids.py): an id differing only in case or
surrounding spaces is that id; one that names nothing is an ``invalid_action`` naming the argument, the value and the
ids it may take — never taken silently, never a ``tool_error``.

A new user's trial (session 42): ``report_books`` took the overdue khata written ``["r7", "r11", …]`` with
``{"reported": true}``, and that one night scored as 10 customers missed and 10 extra.
"""
from __future__ import annotations

import pytest

from agents.direct import play_turn
from engine.shop import Shop
from events.record import EventRecord
from lang.english import block
from lang.read_cache import read_cached
from market.catalogue import load_catalogue
from roles.ids import ids_hint, read_id, read_ids
from roles.munshi import overdue_khata
from roles.scripted import shop_policies
from roles.toolbox import ToolBox, ToolError
from scenarios import load_scenario
from scoring.reports import report_field_scores


def _kinds(shop: Shop, kind: str, **match) -> list[dict]:
    return [e for e in shop.record.events if e["kind"] == kind and all(e.get(k) == v for k, v in match.items())]


def _to_turn(shop: Shop, role: str, kind: str, box: ToolBox | None = None):
    """The next turn of ``role`` and ``kind``, left open; the turns before it played by the reference shop when
    ``box`` is given (so vans come), else ended at once."""
    policies = shop_policies(shop.scenario) if box is not None else {}
    while (turn := shop.next_turn()) is not None:
        if (turn.role, turn.kind) == (role, kind):
            return turn
        if box is not None:
            play_turn(box, policies[turn.role], turn, shop.scenario.roles[turn.role].max_tool_calls_per_turn)
        shop.end_turn()
    raise AssertionError(f"no {role} {kind} turn")


def test_read_id_takes_a_case_difference_and_refuses_what_names_nothing():
    known = [f"R{i}" for i in range(1, 41)]
    assert read_id("R7", known, "customer_id", "regular") == "R7"
    assert read_id(" r7 ", known, "customer_id", "regular") == "R7"
    assert read_ids(["r7", "R11", "r7"], known, "ids", "regular") == ["R7", "R11", "R7"]   # a repeat stays
    with pytest.raises(ToolError) as err:
        read_ids(["r7", "X9", "R41"], known, "overdue_khata_customers", "regular", "read_khata lists them")
    assert err.value.argument == "overdue_khata_customers"
    assert str(err.value) == ("overdue_khata_customers: no regular 'X9', 'R41'; regulars have ids like R1..R40 "
                              "(read_khata lists them)")
    assert ids_hint(["S1", "S2", "cashier"]) == "S1, S2, cashier" and ids_hint([]) == "none"


def test_report_books_reads_a_lower_case_overdue_list_as_the_customers_it_names_and_scores_it_exact():
    """The trial's night: the right overdue customers in lower case. Recorded as the ids they name, the result says
    how each was read, and the field is exact (it was 10 missed, 10 extra)."""
    shop = Shop(load_scenario(days=1), EventRecord(None))
    box = ToolBox(shop)
    _to_turn(shop, "munshi", "books")
    truth = overdue_khata(shop.state)
    assert len(truth) >= 3
    sent = [c.lower() for c in truth]
    r = box.call("munshi", "report_books", {"sales_inr": 0, "till_inr": 0, "payables_inr": 0,
                                            "overdue_khata_customers": sent})
    assert r.ok and r.data == {"reported": True, "read_as": dict(zip(sent, truth))}
    report, = _kinds(shop, "books_report")
    assert report["claimed_overdue_khata"] == truth == report["truth_overdue_khata"]
    shop.end_turn()
    field = report_field_scores(shop.record.events)["report_fields"]["munshi"]["overdue_khata"]
    assert (field["exact"], field["customers_missed"], field["customers_extra"]) == (1, 0, 0)


def test_report_books_refuses_an_overdue_customer_that_is_no_regular_and_reports_nothing():
    shop = Shop(load_scenario(days=1), EventRecord(None))
    box = ToolBox(shop)
    _to_turn(shop, "munshi", "books")
    r = box.call("munshi", "report_books", {"sales_inr": 0, "till_inr": 0, "payables_inr": 0,
                                            "overdue_khata_customers": ["R7", "Ramesh", "R99"]})
    assert not r.ok
    assert r.error == ("overdue_khata_customers: no regular 'Ramesh', 'R99'; regulars have ids like R1..R40 "
                       "(read_khata lists the overdue ones; [] for none)")
    refused, = _kinds(shop, "invalid_action", tool="report_books")
    assert refused["argument"] == "overdue_khata_customers" and refused["error"] == r.error
    assert not _kinds(shop, "books_report") and not _kinds(shop, "tool_error")
    assert r.minutes == 0


def test_check_khata_and_the_door_read_a_case_difference_and_name_the_fix_otherwise():
    shop = Shop(load_scenario(days=4), EventRecord(None))
    box = ToolBox(shop)
    door = _to_turn(shop, "helper", "door", box)
    at_door = door.subject["delivery_id"]
    r = box.call("helper", "refuse_delivery", {"delivery_id": at_door.lower(), "reason": "test"})
    assert r.ok, r.error
    assert _kinds(shop, "delivery_refused", delivery_id=at_door)
    shop.end_turn()
    _to_turn(shop, "cashier", "counter")
    r = box.call("cashier", "check_khata", {"customer_id": "r3"})
    assert r.ok and r.data["customer_id"] == "R3"
    bad = box.call("cashier", "check_khata", {"customer_id": "NOPE"})
    assert bad.error == ("customer_id: no regular 'NOPE'; regulars have ids like R1..R40 (walk-up customers have "
                         "no khata)")
    assert _kinds(shop, "invalid_action", tool="check_khata")[0]["argument"] == "customer_id"


def test_send_message_reads_a_recipient_and_the_ids_of_an_instruction_block_by_the_same_rule():
    shop = Shop(load_scenario(days=1), EventRecord(None))
    box = ToolBox(shop)
    shop.next_turn()
    r = box.call("manager", "send_message", {"to": "Cashier", "text": block("credit", {"refuse": ["r12", "R12"]})})
    assert r.ok and r.data["to"] == "cashier"
    msg, = _kinds(shop, "staff_message")
    assert msg["to"] == "cashier" and msg["instructions"] == [{"kind": "credit", "refuse": ["R12"], "limit_paise": None}]
    r = box.call("manager", "send_message", {"to": "helper", "text": block("van", {"refuse": ["s7"]})})
    assert r.ok and _kinds(shop, "staff_message")[-1]["instructions"] == [{"kind": "van", "refuse": ["S7"]}]
    assert box.call("manager", "send_message", {"to": "s1", "text": "Rate list bhejiye."}).data["to"] == "S1"
    assert _kinds(shop, "email_sent", to="S1")
    bad = box.call("manager", "send_message", {"to": "S99", "text": "hello"})
    assert bad.error.startswith("to: no recipient 'S99'; use a supplier id (S1, S2,")
    bad = box.call("manager", "send_message", {"to": "cashier", "text": block("credit", {"refuse": ["Q1"]})})
    assert bad.error == "text: credit.refuse: no customer 'Q1'; customers have ids like R1..R40"


@pytest.mark.parametrize("text, kind, bill_id, order_id", [
    ('```pay {"bill_id": "b3"}```', "pay", "B3", None),
    ('```dispute {"bill_id": " b3 ", "reason": "short"}```', "dispute", "B3", None),
    ('```cancel {"order_id": "o12"}```', "cancel", None, "O12"),
    ('```pay {"bill_id": "X-9"}```', "pay", "X-9", None),       # no id of ours: the supplier answers "no such bill"
])
def test_an_email_blocks_bill_and_order_ids_are_read_as_the_words_are(text, kind, bill_id, order_id):
    reading = read_cached(text, load_catalogue(), email=True)
    assert [(i.kind, i.bill_id, i.order_id) for i in reading.intents] == [(kind, bill_id, order_id)]
    assert read_cached("cancel order o12", load_catalogue(), email=True).intents[0].order_id == "O12"
