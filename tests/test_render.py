"""The template renderer: phrase tables, phrasings, scripts, item names, amounts, determinism."""
from __future__ import annotations

import re

import pytest

from lang.render import (CUSTOMER_FIELDS, LANGUAGES, SUPPLIER_FIELDS, TemplateRenderer, bill_line, delivery_line,
                         digits, money, phrases, phrasing, reminder_line, slots_of, view)
from lang.replies import read_reply
from market.state import Bill, BillLine
from negotiation_kernel.reasons import DeliveryDone, Plain
from test_round_trip import CAT, NAME, R, customer_cases, indices, supplier_cases

DEVANAGARI = re.compile(r"[\u0900-\u097F]")
FIGURES = {"item", "qty_unit", "price", "amount", "offer", "order_id", "bill_id", "delivery_id", "day", "due_day",
           "overdue", "reason", "lines"}


def _fields(template: str) -> set[str]:
    """The figures a phrasing states ({count} states the item and its quantity; every item form is the item)."""
    found = set()
    for f in re.findall(r"\{(\w+)\}", template):
        found |= {"item", "qty_unit"} if f == "count" else {"item"} if f in ("Item", "item_obl", "Item_obl") else {f}
    return found & FIGURES


def _all_renderings(language: str):
    for kind in sorted(SUPPLIER_FIELDS):
        for d in supplier_cases(kind):
            for i in indices(kind, language, False):
                yield R.email([d], language, NAME, i)
    for kind in sorted(CUSTOMER_FIELDS):
        for d in customer_cases(kind):
            for i in indices(kind, language, True):
                yield R.speech(d, language, None, i)


def test_phrase_tables_have_the_same_slots_and_three_phrasings_each():
    en = phrases("en")
    for language in LANGUAGES:
        table = phrases(language)
        assert set(table["slots"]) == set(en["slots"])
        assert set(table["reasons"]) == set(en["reasons"]) and set(table["reader_reasons"]) == set(en["reader_reasons"])
        assert set(table["units"]) == set(en["units"])
        for slot, templates in table["slots"].items():
            assert len(set(templates)) >= 3, (language, slot)
            # every phrasing of a slot, in every language, states the same figures
            assert {frozenset(_fields(t)) for t in templates} == {frozenset(_fields(en["slots"][slot][0]))}, (language, slot)
        for slot in ("item_qty", "item_price"):
            for t in table["slots"][slot]:
                assert ", " not in t and table["and"] not in t


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_kind_has_three_distinct_phrasings(language):
    for kind in SUPPLIER_FIELDS:
        d = supplier_cases(kind)[1]
        texts = {"\n".join(R.email([d], language, NAME, i).splitlines()[1:-2]) for i in indices(kind, language, False)}
        assert len(texts) >= 3, kind
    for kind in CUSTOMER_FIELDS:
        for d in customer_cases(kind):
            assert len({R.speech(d, language, None, i) for i in indices(kind, language, True)}) >= 3, (kind, d)


@pytest.mark.parametrize("language", LANGUAGES)
def test_item_names_and_units_are_in_the_speakers_language(language):
    unit_words = phrases(language)["units"]
    from market.item_grammar import forms
    from market.trade_units import trade_unit
    for item in CAT:
        f = forms(item).forms(language)
        for i in range(3):
            text = R.email([{"kind": "quote", "sku": item.sku, "price_paise": 4120}], language, NAME, i)
            assert f["name"].casefold() in text.casefold() or f["oblique"].casefold() in text.casefold()
            traded = trade_unit(item.sku)  # a supplier quotes eggs by the tray, matchboxes by the bundle
            assert f" {unit_words[traded.unit if traded else item.unit][0]}" in text
        req = R.speech({"kind": "request", "lines": [{"sku": item.sku, "qty": 3}]}, language, None, 0)
        counted = item.unit == "piece" and forms(item).number == "pl"
        assert (f"3 {f['plural']}" if counted else f"3 {unit_words[item.unit][1]}") in req and f["name"] in req


def test_amounts_use_indian_grouping_and_paise_only_when_not_whole():
    assert money(12000050) == "₹1,20,000.50" and money(12000000) == "₹1,20,000" and money(3850) == "₹38.50"
    assert money(1) == "₹0.01" and digits(100000) == "1,00,000" and digits(1000) == "1,000" and digits(7) == "7"
    for language in LANGUAGES:
        text = R.email([{"kind": "paid", "bill_id": "B1", "amount_paise": 12000000},
                        {"kind": "quote", "sku": "rice-1kg", "price_paise": 12000050}], language, NAME, 0)
        assert re.search(r"₹1,20,000(?![.\d])", text)
        assert "₹1,20,000.00" not in text and "₹1,20,000.50" in text and "120000" not in text
        req = R.speech({"kind": "request", "lines": [{"sku": "rice-1kg", "qty": 100000}]}, language, None, 0)
        assert "1,00,000" in req


def test_phrasing_is_deterministic_and_varies_by_message():
    d = [{"kind": "quote", "sku": "rice-1kg", "price_paise": 4120}]
    for language in LANGUAGES:
        once = [R.email(d, language, NAME, phrasing(7, "S2", 3, n)) for n in range(40)]
        again = [R.email(d, language, NAME, phrasing(7, "S2", 3, n)) for n in range(40)]
        assert once == again
        assert len(set(once)) >= 9  # greeting × line × sign-off choices all vary
        assert once != [R.email(d, language, NAME, phrasing(8, "S2", 3, n)) for n in range(40)]


def test_hindi_is_devanagari_apart_from_figures_ids_names_and_quotes():
    for text in _all_renderings("hi"):
        rest = text.replace(NAME, "")
        rest = re.sub(r"“[^”]*”", "", rest)                      # a reader's detail, quoted
        rest = re.sub(r"\b[A-Z]\d+\b", "", rest)                  # ids: B12, O7, D3, A1
        assert not re.search(r"[A-Za-z]", rest), text
        assert DEVANAGARI.search(text)


@pytest.mark.parametrize("language", ["en", "hinglish"])
def test_english_and_hinglish_are_roman(language):
    for text in _all_renderings(language):
        assert not DEVANAGARI.search(text), text


def test_reasons_are_codes_translated_and_a_sentence_is_refused():
    d = {"kind": "pay_refused", "bill_id": "B4", "reason": Plain(code="bank_balance_short")}
    assert "बैंक खाते में पैसे कम" in R.email([d], "hi", NAME, 0)
    assert "bank mein paise kam" in R.email([d], "hinglish", NAME, 0)
    assert R.email([{**d, "reason": {"code": "bank_balance_short"}}], "hi", NAME, 0) == R.email([d], "hi", NAME, 0)
    van = {"kind": "cancel_refused", "order_id": "O2", "reason": DeliveryDone(status="left")}
    assert "गाड़ी आकर लौट चुकी है" in R.email([van], "hi", NAME, 1)
    assert read_reply(R.email([van], "hi", NAME, 0), CAT) == [view(van)] == [
        {"kind": "cancel_refused", "order_id": "O2", "reason": {"code": "delivery_done", "status": "left"}}]
    with pytest.raises(TypeError, match="code with parameters"):
        R.email([{**van, "reason": "the van has left (sorry)"}], "en", NAME, 0)
    with pytest.raises(KeyError):
        R.email([{**van, "reason": {"code": "no_such_code"}}], "en", NAME, 0)


def test_views_drop_what_is_not_rendered():
    desk = {"kind": "counter", "sku": "rice-1kg", "thread_id": "T3", "price_paise": 4100, "round": 2, "reason": None}
    assert view(desk) == {"kind": "counter", "sku": "rice-1kg", "price_paise": 4100}
    assert view({"answer": "paid", "asks_credit": False, "reason": "price acceptable"}, customer=True) == {"kind": "paid"}
    assert view({"answer": "counter", "offer_paise": 500, "reason": "above MRP"}, customer=True)["reason"] == "above MRP"


def test_bill_reminder_and_delivery_lines_from_models():
    bill = Bill(bill_id="B9", supplier_id="S1", order_id="O4", delivery_id="D4", amount_paise=12000050,
                lines=[BillLine(sku="rice-1kg", qty=1000, unit_price_paise=12000)], issued_day=2, due_day=9,
                penalty_paise=150, honest_amount_paise=0)
    assert read_reply(R.bill_email(bill, "hi", NAME, 2), CAT) == [view(bill_line(bill))]
    rem = reminder_line(bill, today=12)
    assert rem == {"kind": "reminder", "bill_id": "B9", "amount_paise": 12000200, "due_day": 9, "days_overdue": 3}
    assert read_reply(R.reminder_email(bill, 12, "hinglish", NAME, 1), CAT) == [rem]
    note = delivery_line({"delivery_id": "D4", "order_id": "O4", "lines": [{"sku": "eggs-1pc", "qty": 1}]}, day=3)
    assert read_reply(R.delivery_email(note, 3, "en", NAME, 0), CAT) == [note]


def test_slots_cover_every_kind_and_errors_are_loud():
    for kind in SUPPLIER_FIELDS:
        assert all(s in phrases("en")["slots"] for s in slots_of(kind))
    for kind in CUSTOMER_FIELDS:
        assert all(s in phrases("en")["slots"] for s in slots_of(kind, customer=True))
    with pytest.raises(KeyError):
        R.email([{"kind": "bribe", "sku": "rice-1kg"}], "en", NAME, 0)
    with pytest.raises(KeyError):
        R.email([{"kind": "quote", "sku": "rice-1kg", "price_paise": 1}], "ta", NAME, 0)
    with pytest.raises(KeyError):
        R.email([{"kind": "quote", "sku": "caviar", "price_paise": 1}], "en", NAME, 0)


def test_lines_no_phrasing_fits_come_back_unknown():
    assert read_reply("Dear Sir/Madam,\nPlease call me tomorrow.\nRegards,\nX", CAT) == \
        [{"kind": "unknown", "text": "Please call me tomorrow."}]
    assert read_reply("", CAT) == []
