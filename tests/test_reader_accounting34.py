"""lang.figure_accounting (session 34, an experiment left off; its twice half on since session 48): a request's figure
no intent uses, and goods acted on twice, in the three languages; with the figures half off (as shipped) every
reading here is as before."""
from __future__ import annotations

from decimal import Decimal

import pytest

import lang.figure_accounting as fa
from lang.reader import read_message
from lang.reasons import word
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(reading):
    return [(i.kind, i.sku, i.quantity, i.order_id) for i in reading.intents]


@pytest.fixture
def check_on(monkeypatch):  # both halves (session 48 ships the twice half alone: FIGURES off)
    monkeypatch.setattr(fa, "ON", True)
    monkeypatch.setattr(fa, "FIGURES", True)


#: A cancel that names goods and a count, read as the whole order cancelled: what is the count for? (The check's
#: first probes — "Please cancel O18 — the 10 packets of Amul butter." — read as the cut of those goods since fixer
#: AT, session 34, so their count is used.)
LEFT_OVER = [
    ("Cancel O18, 10 packets butter we dont want ok.", "10 packets"),  # probe
    ("O18 रद्द करो, 10 पैकेट मक्खन हमें नहीं चाहिए ठीक।", "10 पैकेट"),
    ("O18 cancel karo, 10 packet makhan humein nahi chahiye ok.", "10 packet"),
]


@pytest.mark.parametrize("text,figure", LEFT_OVER)
def test_a_requests_count_left_unused_is_refused_when_on(text, figure, check_on):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.unused_figure"
    assert r.reason_args["figure"] == figure


@pytest.mark.parametrize("text,figure", LEFT_OVER)
def test_off_as_shipped_the_reading_is_unchanged(text, figure):
    assert fa.FIGURES is False  # the figures half, off as shipped (session 48: the twice half is on)
    r = read_message(text, CAT, email=True)
    assert r.readable and [i.kind for i in r.intents] == ["cancel"] and r.intents[0].sku is None


#: Near sentences whose every figure is used (directly, in selling units, or worked with another): read as before.
USED = [
    ("Send 20 kg rice", [("order", "rice-1kg", 20, None)]),
    ("20 किलो चावल भेजो", [("order", "rice-1kg", 20, None)]),
    ("20 kilo chawal bhejo", [("order", "rice-1kg", 20, None)]),
    ("O12: cut the sugar from 25 kg to 10 kg", [("cancel", "sugar-1kg", 15, "O12")]),  # a difference
    ("O14 में अंडे 5 ट्रे से घटाकर 3 ट्रे कर दो।", [("cancel", "eggs-1pc", 60, "O14")]),
    ("O45 mein aata 10 ki jagah 6 packet kar do.", [("cancel", "atta-5kg", 4, "O45")]),
    ("Send 3 cartons of Maggi (48 packets per carton).", [("order", "noodles-70g", 144, None)]),  # a pack's contents
    ("Cancel 5 kg of the 20 kg paneer in O25.", [("cancel", "paneer-200g", 25, "O25")]),  # the order's count
    ("Kal 60 packet doodh bika, aaj 80 packet bhejna", [("order", "milk-500ml", 80, None)]),  # a sale told
]


@pytest.mark.parametrize("text,rows", USED)
def test_readings_that_use_every_figure_stand_when_on(text, rows, check_on):
    r = read_message(text, CAT, email=True)
    assert r.readable and _rows(r) == rows


def test_goods_acted_on_twice():
    assert fa.acted_twice([("ask_delivery", "jaggery-1kg", 50, None, None, None, "O1", None),
                           ("order", "jaggery-1kg", 50, None, None, None, None, None)]) == [
        ("jaggery-1kg", ("ask_delivery", "order"))]
    assert fa.acted_twice([("accept", "toor-dal-1kg", None, 132.0, None, None, None, None),
                           ("order", "toor-dal-1kg", 20, None, None, None, None, None)]) == []  # agreed, then ordered


def test_a_figure_of_a_payment_is_told_not_asked():
    figure = fa.Figure("₹96", "price", Decimal(96), None, Decimal(1), 0, ("moong-dal-1kg",),
                       frozenset({"accept"}))
    rows = [("dispute", None, None, None, None, None, None, "B16")]
    assert fa.unaccounted([figure], rows, CAT, prices=True) == []  # "B16 wrong rate. Agreed ₹96 moong, billed ₹104"
    order = [("order", "moong-dal-1kg", 10, None, None, None, None, None)]
    assert fa.unaccounted([figure], order, CAT, prices=True) == [figure]  # beside an order: what is ₹96 for?
    assert fa.unaccounted([figure], order, CAT, prices=False) == []  # prices are left out unless asked


@pytest.mark.parametrize("lang,start", [("en", "I could not tell what '10 पैकेट' is for"),
                                        ("hi", "“10 पैकेट” किस लिए है"), ("hinglish", "“10 पैकेट” kis liye hai")])
def test_the_reasons_are_worded_in_the_writers_language(lang, start):
    assert word("ambiguous_intent.unused_figure", {"figure": "10 पैकेट"}, lang).startswith(start)
    assert "{" not in word("ambiguous_intent.twice", {"item": "jaggery"}, lang)
