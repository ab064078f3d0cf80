"""The cashier's sales report (``roles.cashier.report_sales``): a claim recorded beside the register's truth."""
from __future__ import annotations

from engine.shop import Shop
from test_tools_bad_input import _until
from roles.toolbox import ToolBox
from scenarios import load_scenario


def _closing_cashier() -> tuple[Shop, ToolBox]:
    shop = Shop(load_scenario(days=2))
    _until(shop, "cashier", "closing")
    return shop, ToolBox(shop)


def test_a_negative_sales_report_is_refused_and_recorded_not_claimed():
    shop, box = _closing_cashier()
    result = box.call("cashier", "report_sales", {"sales_inr": -500})
    assert not result.ok and "negative" in result.error and "sales_inr" in result.error
    assert not [e for e in shop.record.events if e["kind"] == "sales_report"]
    assert [e for e in shop.record.events if e["kind"] == "invalid_action"][-1]["tool"] == "report_sales"


def test_a_sales_report_records_the_claim_beside_the_truth():
    shop, box = _closing_cashier()
    result = box.call("cashier", "report_sales", {"sales_inr": 1234.5})
    assert result.ok, result.error
    report = [e for e in shop.record.events if e["kind"] == "sales_report"][-1]
    assert report["claimed_paise"] == 123450 and report["truth_paise"] >= 0
