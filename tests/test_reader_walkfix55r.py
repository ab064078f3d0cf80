"""Silent readings fixed in session 55 (WALKFIX55R; found by ID55's helper): a bill ticked then paid
(lang/ticked_bill_paid.py), a bill's copy said received (lang/copy_received.py), and a count said "only M, not N"
beside a named order read as the line cut (lang/cut_on_order_said.py)."""
import pytest

from lang.reader import read_message
from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Bhai B5 clear ✅ ₹2,958 abhi bhej diye. Aur B6 bhi bhej do.",
    "B5 ✅ ₹2,958 paid. Please send B6 too.",
    "B5 साफ़ ✅ ₹2,958 भेज दिए। B6 भी भेज दीजिए।",
])
def test_a_ticked_bill_is_the_one_paid_and_the_other_is_asked(text):
    r = read_message(text)
    assert [(i.kind, i.bill_id, i.total_paise) for i in r.intents] == [("pay", "B5", 295800), ("ask_bill", "B6", None)]


def test_two_ticked_bills_before_the_money_are_paid_together_as_before():
    r = read_message("B5 ✅ B6 ✅ ₹5,000 paid.")
    assert [(i.kind, i.bill_id) for i in r.intents] == [("pay", "B5"), ("pay", "B6")]


@pytest.mark.parametrize("text", [
    "We had not received the copy of B6, now we have it.",
    "Thanks, we got the copy of B6.",
    "We have received the copy of B6.",
    "B6 ki copy nahi mili thi, ab mil gayi.",
    "B6 की कॉपी नहीं मिली थी, अब मिल गई।",
])
def test_a_copy_said_received_asks_nothing(text):
    assert refused(text, email=True) == "no_intent.nothing"


@pytest.mark.parametrize("text", [
    "We have not received the copy of B6.",
    "We haven't received the copy of B6. Please send it.",
    "Please send a copy of B6.",
])
def test_a_copy_not_received_is_still_asked(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, "B6")]


def test_a_copy_received_beside_an_order_leaves_the_order():
    assert intents("We got the copy of B6. Please send 10 kg rice.", email=True) == [
        ("order", "rice-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text, cut", [
    ("Please send only 12 Colgate, not 24, with O3.", 12),
    ("Please send only 10 Colgate, not 24, with O3.", 14),
    ("In O3 send only 12 Colgate, not 24.", 12),
])
def test_only_so_many_not_more_with_an_order_cuts_its_line(text, cut):
    assert intents(text, email=True) == [("cancel", "toothpaste-100g", cut, None, "O3", None)]


def test_goods_added_to_an_order_stay_added():
    assert intents("Please add 12 Colgate to O3.", email=True) == [("order", "toothpaste-100g", 12, None, "O3", None)]


def test_a_cut_with_a_price_is_refused_not_read_without_it():
    assert refused("In O3 send only 12 Colgate at ₹30, not 24.", email=True).startswith("ambiguous_intent")
