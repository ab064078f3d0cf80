"""Goods listed with commas, then "and" and a rate asked of them all (``lang.rate_asked_apart``, session 38, fixer
DC): every rate is asked, the pack size of the first is no request of its own, and the list is not split before
its last goods."""
from __future__ import annotations

import pytest

from reader_intents import reading

_THREE = [("ask_quote", "soft-drink-750ml", None, None, None, None), ("ask_quote", "biscuits-65g", None, None, None, None),
          ("ask_quote", "noodles-70g", None, None, None, None)]


@pytest.mark.parametrize("text", [
    "कोका-कोला 750 ml, पारले-जी और मैगी के रेट भेज देंगे — पेटी के भी और पीस के भी?",
    "Coca-Cola 750 ml, Parle-G aur Maggi ke rate bhej denge — peti ke bhi aur piece ke bhi?",
    # probes of our own
    "Coca-Cola 750 ml, Parle-G and Maggi rates please?",
    "Coca-Cola 750 ml, Parle-G aur Maggi ka bhav kya hai?",
    "कोका-कोला 750 ml, पारले-जी और मैगी का भाव क्या है?",
])
def test_every_rate_of_a_listed_lot_is_asked(text):
    assert reading(text) == _THREE


@pytest.mark.parametrize("text, rows", [
    # near sentences that still split: goods asked with a count before the "and"
    ("Masoor dal 25 kg at ₹90 a kilo, and what's your moong rate?",
     [("order", "masoor-dal-1kg", 25, 9000, None, None), ("ask_quote", "moong-dal-1kg", None, None, None, None)]),
    ("Masoor dal 25 kilo ₹90 mein bhejo, aur moong ka rate kya hai?",
     [("order", "masoor-dal-1kg", 25, 9000, None, None), ("ask_quote", "moong-dal-1kg", None, None, None, None)]),
    ("Send 20 kg rice, 10 kg sugar and what is the moong rate?",
     [("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 10, None, None, None),
      ("ask_quote", "moong-dal-1kg", None, None, None, None)]),
])
def test_a_rate_asked_after_counted_goods_still_stands_apart(text, rows):
    assert reading(text) == rows
