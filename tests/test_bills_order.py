"""``lang.bills_order``: an order named only as the one a bill is for ("B4 (snacks, O4)", "| B6 | O6 |", "Bill No. B1
dated … for our order O1", "O3 ke bill B3") needs nothing of its own — and the orders still asked about. The
sentences are this file's own, not the corpus rows the kind was found on."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r, [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "For our GST return please mail copies of:\n- B7 (rice, O7)\n- B9 (order O9)\nThanks.",
    "GST रिटर्न के लिए इनकी कॉपी भेज दीजिए:\n- B7 (ऑर्डर O7)\n- B9 (O9)\nधन्यवाद।",
    "GST return ke liye inki copy bhej dijiye:\n- B7 (order O7)\n- B9 (O9)\nThanks.",
])
def test_bills_asked_in_a_list_each_labelled_with_its_order(text):
    r, got = _read(text)
    assert r.readable, r.reason
    assert got == [("ask_bill", None, None, None, "B7"), ("ask_bill", None, None, None, "B9")]


@pytest.mark.parametrize("text", [
    "We have paid these bills today by NEFT:\n- B12 (order O12)\n- B14 (O14)\nKindly acknowledge.",
    "आज NEFT से इन बिलों का भुगतान कर दिया है:\n- B12 (ऑर्डर O12)\n- B14 (O14)\nकृपया पुष्टि करें।",
    "Aaj NEFT se in bills ka payment kar diya hai:\n- B12 (order O12)\n- B14 (O14)\nKripya confirm karein.",
])
def test_bills_paid_in_a_list_each_labelled_with_its_order(text):
    r, got = _read(text)
    assert r.readable, r.reason
    assert got == [("pay", None, None, None, "B12"), ("pay", None, None, None, "B14")]


@pytest.mark.parametrize("text", [
    "Please send copies of B4 (O4) and B5 (O5).",
    "B4 (O4) और B5 (O5) की कॉपी भेज दीजिए।",
    "B4 (O4) aur B5 (O5) ki copy bhej do.",
])
def test_two_bills_named_together_each_with_its_order_are_both_asked(text):
    # the order's brackets between them had cut the list: B4's copy alone was asked, silently
    r, got = _read(text)
    assert r.readable and got == [("ask_bill", None, None, None, "B4"), ("ask_bill", None, None, None, "B5")]


@pytest.mark.parametrize("text", [
    "We have today paid your Bill No. B21 dated 03.02.2027 for our order O19 by NEFT.",
    "O19 के बिल B21 का भुगतान आज NEFT से कर दिया है।",
    "O19 ke bill B21 ka payment aaj NEFT se kar diya hai.",
])
def test_a_bill_named_for_its_order_in_one_sentence(text):
    # (read so before this module too: the order's chunk is the bill's; kept here beside the lists)
    r, got = _read(text)
    assert r.readable and got == [("pay", None, None, None, "B21")]


@pytest.mark.parametrize("text,ident", [
    # the order asked about in a sentence of its own: not only a label
    ("Please send copies of:\n- B4 (O4)\n- B5 (O5)\nAnd when does the rest of O5 come?", None),
    # a statement of accounts: more than two bills labelled, each told a state (refused as before)
    ("- B1 (O2) – paid 3 Oct\n- B4 (O4) – open\n- B8 (O8) – due 10 Nov\nB4 paid today by UPI.", ""),
    # a label of a bill no request carries
    ("Please send 10 kg sugar.\n- B9 (O10) – open, due 10 Nov", "B9"),
])
def test_orders_still_asked_about(text, ident):
    r, got = _read(text)
    if ident is None:
        assert r.readable and ("ask_delivery", None, None, "O5", None) in got
    else:
        assert not r.readable and r.reason_key == "ambiguous_intent.id" and ident in r.reason


@pytest.mark.parametrize("text", [
    "Paid B3 (O3 not received yet).",
    "B3 का भुगतान कर दिया (O3 अभी तक नहीं आया)।",
    "B3 ka payment kar diya (O3 abhi tak nahi aaya).",
])
def test_a_bracket_that_tells_of_the_order_is_no_label(text):
    # the order is asked after, or the message refused: never O3 set aside
    r, got = _read(text)
    assert ("ask_delivery", None, None, "O3", None) in got if r.readable else r.reason_key.startswith("ambiguous")


@pytest.mark.parametrize("text,want", [
    ("Paid B14 today. B15 bill also send pls", [("pay", None, None, None, "B14"), ("ask_bill", None, None, None, "B15")]),
    ("B14 ka payment ho gaya. B15 ka bill bhi bhej do", [("pay", None, None, None, "B14"),
                                                          ("ask_bill", None, None, None, "B15")]),
    ("B14 का भुगतान हो गया। B15 का बिल भी भेज दीजिए", [("pay", None, None, None, "B14"),
                                                    ("ask_bill", None, None, None, "B15")]),
    ("send bill of O21. and O22 bill also send", [("ask_bill", None, None, "O21", None),
                                                  ("ask_bill", None, None, "O22", None)]),
])
def test_a_bill_asked_also_in_chat_word_order(text, want):
    # (lang.bill_sends: "also" between the bill and "send" had cut the ask — "what about B15?")
    r, got = _read(text)
    assert r.readable, r.reason
    assert got == want


def test_a_bill_also_beside_goods_counted_is_left_asked():
    r, _ = _read("B15 bill also, send 10 kg rice")
    assert not r.readable and r.reason_key == "ambiguous_intent.id"
