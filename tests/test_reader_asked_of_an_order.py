"""An order's bill asked in Hindi and Hinglish as in English ("O24 arrived but not its bill. Please send it.": "O24
मिल गया पर उसका बिल नहीं। कृपया भेज दें।"; "… ka bill kripya bhej dein"), its goods' delivery asked with "deliver ho
jayenge?", and the order another duplicates kept (lang/cues.py, lang/ids_at_rest.py; fixer B of the twenty-ninth
session)."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", ["O31 arrived but not its bill. Please send it.",
                                  "O31 मिल गया पर उसका बिल नहीं। कृपया भेज दें।",
                                  "O31 mil gaya par uska bill nahi. Please bhej dijiye."])
def test_the_bill_not_come_is_asked(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, "O31", None)]


@pytest.mark.parametrize("text", ["ऑर्डर O52 में आए 10 किलो चीनी का बिल कृपया भेज दें।",
                                  "Order O52 mein aaye 10 kilo cheeni ka bill kripya bhej dein."])
def test_the_bill_of_an_orders_goods_is_asked(text):
    assert intents(text, email=True) == [("ask_bill", "sugar-1kg", 10, None, "O52", None)]


@pytest.mark.parametrize("text", ["O61 के 2 case Pepsi आज deliver हो जाएँगे?", "O61 ke 2 case Pepsi aaj deliver ho jayenge?",
                                  "Will the 2 cases of Pepsi on O61 be delivered today?"])
def test_goods_asked_delivered_today(text):
    assert intents(text, email=True) == [("ask_delivery", "soft-drink-750ml", 24, None, "O61", None)]


def test_the_order_duplicated_is_kept():
    assert intents("Please cancel O56, it is a duplicate of O57. Keep O57.", email=True) == [
        ("cancel", None, None, None, "O56", None)]


@pytest.mark.parametrize("text", ["O74 (12 kg cheeni) dispatch kar diya kya?", "O74 — वो 12 किलो चीनी — उसका क्या हुआ?",
                                  "Has O74 (the 12 kg sugar) been dispatched?"])
def test_an_orders_goods_asked_after(text):
    assert intents(text, email=True) == [("ask_delivery", "sugar-1kg", 12, None, "O74", None)]
