"""A named order asked brought by a time is a delivery question of it, not a new order (``lang.order_hurried``); a
two-number change with no unit is refused for its unit (``ambiguous_intent.count_unit``)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text,sku", [
    ("O8 का मक्खन कल सुबह 8 बजे तक पहुँचा देना", "butter-100g"),
    ("O8 ka makhan kal subah 8 baje tak pahuncha dena", "butter-100g"),
    ("Please deliver the butter of O8 by 8 am tomorrow.", "butter-100g"),
    ("O8 जल्दी पहुँचा देना।", None), ("O8 ka maal kal tak pahuncha dena.", None),
    ("O8 का सामान आज शाम तक पहुँचा दीजिए।", None), ("Please make sure O8 reaches us by tomorrow morning.", None)])
def test_asked_after(text, sku):
    assert intents(text, email=True) == [("ask_delivery", sku, None, None, "O8", None)]


def test_counted_goods_brought_are_an_order():
    assert intents("Kal subah tak 10 packet makhan pahuncha dena.", email=True) == [
        ("order", "butter-100g", 10, None, None, None)]


@pytest.mark.parametrize("text", ["O2 में दही 20 की जगह 15 कर दीजिए।", "O2 mein dahi 20 ki jagah 15 kar dijiye."])
def test_a_change_with_no_unit_asks_the_unit(text):
    assert refused(text, email=True) == "ambiguous_intent.count_unit"


def test_the_unit_reason_is_in_the_suppliers_language():
    from lang.reasons import word
    hi = word("ambiguous_intent.count_unit", {"m": "20", "n": "15"}, "hi")
    assert "पैकेट" in hi and "कितना" not in hi and not any("a" <= ch <= "z" for ch in hi.lower())
    assert "packet" in word("ambiguous_intent.count_unit", {"m": "20", "n": "15"}, "hinglish")


def test_with_the_unit_it_cuts():
    assert intents("O2 में दही 20 की जगह 15 पैकेट कर दीजिए।", email=True) == [("cancel", "curd-400g", 5, None, "O2", None)]
