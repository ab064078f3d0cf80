"""A call missing an argument is told what the argument takes and a whole call to copy, as a wrong-typed one is
told its fix (a new user's trial, session 45: ``sleep {}`` got only "minutes: Field required (got {})")."""
from __future__ import annotations

import pytest

from engine.shop import Shop
from events.record import EventRecord, read_record
from roles.toolbox import ToolBox
from scenarios import load_scenario


@pytest.fixture
def shop_at(tmp_path):
    shop = Shop(load_scenario(days=1), EventRecord(tmp_path / "record.jsonl"))

    def at(role):
        while (turn := shop.next_turn()) is not None and turn.role != role:
            shop.end_turn()
        return ToolBox(shop)
    return shop, at


def test_sleep_without_minutes_names_the_kind_the_range_and_an_example(shop_at):
    shop, at = shop_at
    error = at("manager").call("manager", "sleep", {}).error
    assert error == ("minutes: Field required (got {}); sleep needs minutes: a whole number of minutes, 1–720; "
                     "e.g. sleep {\"minutes\": 30}")
    shop.record.close()
    refused = [e for e in read_record(shop.record.path) if e["kind"] == "invalid_action"]
    assert refused[-1]["error"] == error                     # the record holds what the model was told


def test_send_message_without_text_keeps_what_was_sent_in_the_example(shop_at):
    shop, at = shop_at
    box = at("manager")
    error = box.call("manager", "send_message", {"to": "S1"}).error
    assert error == ("text: Field required (got {'to': 'S1'}); send_message needs text: the message (at most 4,000 "
                     "characters); e.g. send_message {\"to\": \"S1\", \"text\": \"...\"}")
    both = box.call("manager", "send_message", {}).error
    assert "send_message needs to: a supplier id (S1, S2, ...) or cashier / helper / munshi; text: the message" in both
    price = box.call("manager", "set_price", {"item": "rice-1kg"}).error
    assert price.endswith("; set_price needs price_inr: the new price; above 0 and never above the item's MRP; "
                          "e.g. set_price {\"item\": \"rice-1kg\", \"price_inr\": <rupees>}")


def test_every_role_s_missing_argument_is_told_a_fix(shop_at):
    shop, at = shop_at
    box = at("cashier")
    assert box.call("cashier", "check_khata", {}).error.endswith(
        "check_khata needs customer_id: the regular's id, e.g. \"R12\" (walk-up customers have no khata); "
        "e.g. check_khata {\"customer_id\": \"R12\"}")
    assert box.call("cashier", "decide_khata", {}).error.endswith(
        "decide_khata needs grant: true or false; e.g. decide_khata {\"grant\": true}")
