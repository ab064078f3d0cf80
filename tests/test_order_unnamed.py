"""Silent misreadings of orders and bills turned into refusals or exact readings, in every language:
``lang.order_unnamed`` (a cut beside several orders told open), ``lang.bill_error`` (a bill in error, none named),
``lang.held_order`` (an order asked held beside a dispute), ``lang.cancels_apart`` ("order no. 34" is no "no"),
``lang.received_not`` (goods received set against goods billed) and ``lang.label_asks`` ("- कब तक: शुक्रवार")."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    return read_message(text, CAT, email=True)


@pytest.mark.parametrize("text", [
    "We have three orders open with you. Reduce the sugar by 5 kg and send the bill.",
    "आपके पास हमारे तीन ऑर्डर खुले हैं। चीनी 5 किलो कम कर दीजिए और बिल भेज दीजिए।",
    "Aapke paas humare teen order khule hain. Chini 5 kilo kam kar do aur bill bhej do.",
])
def test_a_cut_beside_several_open_orders_asks_which(text):
    r = _read(text)
    assert (r.readable, r.reason_key) == (False, "no_id.order")


@pytest.mark.parametrize("text", [
    "From our pending order, don't send the namkeen; the biscuits are still needed.",
    "पिछले ऑर्डर में से नमकीन मत भेजना; बिस्किट रहने देना।",
    "Pichle order mein se namkeen mat bhejna; biscuit rehne dena.",
])
def test_the_last_order_alone_still_cancels_from_the_open_order(text):
    r = _read(text)
    assert r.readable and [(i.kind, i.sku, i.order_id) for i in r.intents] == [("cancel", "namkeen-200g", None)]


@pytest.mark.parametrize("text", [
    "Hello, there's an error in your bill for the paneer — we were charged for more packets than we received.",
    "पनीर के बिल में गलती है, ज़्यादा पैकेट लगे हैं।",
    "Paneer ke bill mein galti hai, zyada packet lage hain.",
])
def test_a_bill_in_error_with_no_bill_named_asks_which_bill(text):
    r = _read(text)
    assert (r.readable, r.reason_key) == (False, "no_id.bill")


@pytest.mark.parametrize("text", [
    "Bill B22 charges us for 12 litres of refined oil, but only 10 litres reached us. Kindly keep O30 on hold.",
    "B22 is wrong. Kindly keep O30 on hold.",
])
def test_an_order_asked_held_beside_a_dispute_is_not_the_disputes(text):
    r = _read(text)
    assert (r.readable, r.reason_key) == (False, "ambiguous_intent.id_elsewhere")


def test_a_complaint_of_an_order_still_disputes_its_bill():
    r = _read("O142 came short — 8 trays billed, only 7 received. Please check B68.")
    assert r.readable and [(i.kind, i.order_id, i.bill_id) for i in r.intents] == [("dispute", None, "B68")]


def test_a_cut_of_the_second_order_named_by_number_is_not_dropped():
    r = _read("please cancel order no. 33, and in order no. 34 make the biscuits 1 peti less.")
    assert not r.readable


@pytest.mark.parametrize("text", [
    "Sir, we received masoor dal, not moong. Please correct B40.",
    "सर, हमें मसूर दाल मिली, मूंग नहीं। कृपया B40 ठीक कीजिए।",
    "Sir, humein masoor dal mili, moong nahi. Please B40 theek karo.",
])
def test_goods_received_against_goods_billed_are_the_disputes_facts(text):
    r = _read(text)
    assert r.readable and [(i.kind, i.sku, i.bill_id) for i in r.intents] == [("dispute", None, "B40")]


def test_a_label_that_is_a_question_word_asks_nothing():
    r = _read("**अंडों का ऑफ़र**\n\n- मात्रा: 10 ट्रे\n- हमारा भाव: **₹180 प्रति ट्रे**\n- कब तक: शुक्रवार\n\n"
              "कृपया पुष्टि करें।")
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [("offer", "eggs-1pc", 300)]


@pytest.mark.parametrize("text", ["O12 kab tak aayega?", "- O12 कब तक आएगा?"])
def test_a_delivery_question_still_asks(text):
    r = _read(text)
    assert r.readable and [(i.kind, i.order_id) for i in r.intents] == [("ask_delivery", "O12")]
