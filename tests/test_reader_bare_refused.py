"""Goods of a named order refused with a bare figure, and a terse "not need" beside a cut (``lang.bare_refused``,
``lang.not_need_cut``, session 37 fixer CS): never ₹24 refused with all of O12 cancelled, never the goods ordered
with the order cancelled."""
from __future__ import annotations

import pytest

from lang.not_need_cut import not_need_cut
from reader_intents import reading as _read


@pytest.mark.parametrize("text", [
    "O12 colgate 24 not need. cancel it",
    "O12 का कोलगेट 24 नहीं चाहिए। कैंसल करो",
    "O12 ka colgate 24 nahi chahiye. cancel karo",
    "O12 paneer 10 not need, cancel it please",  # probe
])
def test_a_bare_figure_beside_goods_refused_from_an_order_is_asked(text):
    assert _read(text) == "ambiguous_intent.figure"


@pytest.mark.parametrize("text", [
    "O6 curd 20 packet not want, cancel",  # probes
    "O6 curd 20 packet not want, please cancel",
    "O6 curd 20 packet not want. cancel.",
    "O6 curd 20 packet not needed, cancel",
])
def test_a_terse_not_want_beside_a_cut_cuts_the_goods(text):
    assert _read(text) == [("cancel", "curd-400g", 20, None, "O6", None)]


def test_probe_not_need_with_a_count_never_orders():
    got = _read("O12 paneer 10 packet not need, cancel it please")
    assert got == [("cancel", "paneer-200g", 10, None, "O12", None)]


def test_not_need_with_words_after_it_reads_as_before():
    text = ("We will not need any refined oil or namkeen this month as we still have stock. Please send only 20 "
            "litres of mustard oil.")
    assert not_need_cut(text) == text
    assert _read(text) == [("reject", "refined-oil-1l", None, None, None, None),
                           ("reject", "namkeen-200g", None, None, None, None),
                           ("order", "mustard-oil-1l", 20, None, None, None)]


def test_a_count_of_pieces_or_a_price_is_no_bare_figure():
    assert _read("O12 colgate 24 pcs not need. cancel it") == "ambiguous_intent.cancel_narrowed"
    assert _read("Colgate 24 not ok, do 22") == [("offer", "toothpaste-100g", None, 2200, None, None)]
