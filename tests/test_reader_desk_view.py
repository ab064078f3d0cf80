"""The desk's view of a reading (tests/reader_desk_view.py): silent misreadings that did not change what the desk
did, told apart from those that did — on hand-built rows and on real readings."""
from __future__ import annotations

import pytest

from reader_desk_view import acts_alike, desk_view
from test_reader_chat_corpus import read_rows, same
from lang.reader import read_message


def _row(kind, sku=None, qty=None, price=None, order=None, bill=None, total=None, change=None):
    return (kind, sku, qty, price, total, change, order, bill, None)


def test_a_disputes_order_id_beside_its_bill_changes_nothing_the_desk_does():
    gold = [_row("dispute", bill="B14"), _row("order", "milk-500ml", 30)]
    got = [_row("dispute", order="O14", bill="B14"), _row("order", "milk-500ml", 30)]
    assert not same(gold, got) and acts_alike(gold, got)
    assert desk_view(got) == [_row("dispute", bill="B14"), _row("order", "milk-500ml", 30)]


def test_a_dispute_of_another_bill_or_by_order_alone_acts_differently():
    assert not acts_alike([_row("dispute", bill="B14")], [_row("dispute", bill="B15")])
    assert not acts_alike([_row("dispute", bill="B14")], [_row("dispute", order="O14")])  # the desk finds O14's bill


def test_a_delivery_asked_after_is_asked_by_its_order_once():
    gold = [_row("ask_delivery", "milk-500ml", 10, order="O1")]
    assert acts_alike(gold, [_row("ask_delivery", "milk-500ml", None, order="O1")])
    assert acts_alike([_row("ask_delivery", "atta-5kg", 4, order="O12"), _row("ask_delivery", "rice-1kg", 10, order="O12")],
                      [_row("ask_delivery", order="O12")])
    assert not acts_alike(gold, [_row("ask_delivery", "milk-500ml", 10, order="O2")])
    assert not acts_alike(gold, [_row("ask_delivery", order="O1"), _row("ask_bill")])  # a statement sent too


def test_an_orders_named_order_is_not_read_but_its_goods_count_and_price_are():
    gold = [_row("order", "paneer-200g", 10, 76.0)]
    assert acts_alike(gold, [_row("order", "paneer-200g", 10, 76.0, order="O17")])
    assert not acts_alike(gold, [_row("order", "paneer-200g", 10, None)])
    assert not acts_alike(gold, [_row("order", "paneer-200g", 12, 76.0)])


def test_a_cancel_of_the_whole_order_for_a_cut_of_its_goods_acts_differently():
    gold = [_row("cancel", "curd-400g", 20, order="O6")]
    assert not acts_alike(gold, [_row("cancel", order="O6")])


def test_an_accept_with_no_price_is_not_taken_as_the_quoted_one():
    assert not acts_alike([_row("accept", "refined-oil-1l", None, 116.0)], [_row("accept", "refined-oil-1l")])


@pytest.mark.parametrize("text", [
    "B14 bills 5 trays of eggs, but O14 was for 4 trays at ₹172 — please correct it.",
    "B14 में 5 ट्रे अंडे लगाए हैं, जबकि O14 में 4 ट्रे ₹172 वाले थे — कृपया ठीक कीजिए।",
])
def test_real_readings_of_a_dispute_naming_the_order_act_as_the_gold(text):
    from market.catalogue import load_catalogue
    got = read_rows(read_message(text, load_catalogue(), email=True))
    assert [r[0] for r in got] == ["dispute"] and got[0][7] == "B14"
    assert acts_alike([_row("dispute", bill="B14")], got)
