"""Goods named as the supplier's past supply, the reason for writing (``lang.past_supply``, session 37 fixer CS): no
rate asked of them."""
from __future__ import annotations

import json
from pathlib import Path

from reader_intents import reading as _read


HOLDOUT = Path(__file__).parent / "corpus_holdout127"


def _text(lang: str, ident: str) -> str:
    for line in (HOLDOUT / f"{lang}.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["id"] == ident:
            return row["text"]
    raise KeyError(ident)


def test_the_table_enquiry_in_three_languages_asks_the_tables_rates_only():
    want = [("ask_quote", "tea-250g", 20, None, None, None), ("ask_quote", "detergent-1kg", 10, None, None, None),
            ("ask_quote", "toothpaste-100g", 24, None, None, None), ("ask_quote", "bath-soap-75g", 48, None, None, None)]
    for lang, ident in (("en", "en-l8031"), ("hi", "hi-l8031"), ("hinglish", "hl-l8031")):
        assert _read(_text(lang, ident)) == want


def test_probes_past_supply_named_before_a_rate_asked():
    assert _read("After your rice delivery last week, please quote for sugar.") == [
        ("ask_quote", "sugar-1kg", None, None, None, None)]
    assert _read("After your last onion supply, please quote sugar and atta.") == [
        ("ask_quote", "sugar-1kg", None, None, None, None), ("ask_quote", "atta-5kg", None, None, None, None)]


def test_the_same_goods_ordered_are_still_ordered():
    assert _read("Following your onion supply, please send 20 kg onions.") == [
        ("order", "onion-1kg", 20, None, None, None)]
    assert _read("Following your quote, please send 20 kg onions.") == [("order", "onion-1kg", 20, None, None, None)]
