"""Money in a tool's error is written the way the rest of the shop writes it to a model: Indian grouping, to the paisa
(``events.money.format_inr_exact``), never Western grouping (session 51's trial: "₹123,456.00 owed but only
₹1,234.50 in the bank")."""
from __future__ import annotations

from engine.shop import Shop
from events.record import EventRecord
from market.accounts import gst_owed
from roles.toolbox import ToolBox
from scenarios import load_scenario
from tests.test_tool_ids import _to_turn


def test_file_gst_with_too_little_in_the_bank_says_both_amounts_in_indian_grouping_and_moves_nothing():
    shop = Shop(load_scenario(days=1), EventRecord(None))
    box = ToolBox(shop)
    _to_turn(shop, "munshi", "books")
    s = shop.state
    s.gst_output_paise += 12_345_650 - gst_owed(s)  # ₹1,23,456.50 owed
    s.bank_paise = 123_450  # ₹1,234.50
    r = box.call("munshi", "file_gst", {})
    assert not r.ok
    assert r.error == "₹1,23,456.50 owed but only ₹1,234.50 in the bank"
    assert (s.bank_paise, gst_owed(s)) == (123_450, 12_345_650)


def test_report_sales_refuses_a_negative_amount_naming_it_in_rupees_to_the_paisa():
    shop = Shop(load_scenario(days=1), EventRecord(None))
    box = ToolBox(shop)
    turn = _to_turn(shop, "cashier", "closing")
    r = box.call("cashier", "report_sales", {"sales_inr": -123456.5})
    assert not r.ok, turn
    assert r.error == "sales_inr: −₹1,23,456.50 is negative; report the day's sales in rupees, 0 or more"
