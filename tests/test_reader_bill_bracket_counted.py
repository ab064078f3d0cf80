"""Goods counted in brackets after an order whose bill is asked are its reminder: the bill of the order ("send the bill
for O17 (the extra 6 litres of ghee)", holdout142 en-n7048; ``lang.bill_bracket_counted``)."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text", [
    "Kindly also send the bill for O17 (the extra 6 litres of ghee) when convenient.",
    "Please send the bill for O17 (6 litres of ghee).",
    "O17 (6 लीटर घी) का बिल भेज दीजिए।",
    "O17 (6 litre ghee) ka bill bhej dijiye.",
    "We have paid B5 (ghee). Please send the bill for O17 (the extra 6 litres of ghee).",
])
def test_the_bracket_is_the_orders_reminder(text):
    assert reading(text)[-1] == ("ask_bill", None, None, None, "O17", None)


def test_goods_named_outside_brackets_are_billed():
    assert reading("Kindly share the bill for the 30 kg jaggery delivered under order O40.") == [
        ("ask_bill", "jaggery-1kg", 30, None, "O40", None)]
