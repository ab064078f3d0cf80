"""Words of the trade for paying and for stopping an order (session 31, fixer S; lang.cues): a payment told by its
channel ("UPI done ₹2,180 for B213", "GPay done", "₹7,480 sent by NEFT", "B45 का full and final settlement हो गया —
₹1.2 लाख RTGS से") and "Do not deliver O30" (lang.acts: an opening "Do not" bids, it does not ask; lang.order_bills:
its "not" is the cancel's own, not "but not O8"). Each had been refused as naming no item."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text: str) -> list[tuple]:
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text, rows", [
    # corpus rows (holdout31 c034, holdout70 x5007, holdout97 a9060, holdout29 c043)
    ("UPI done ₹2,180 for B213", [("pay", None, None, None, "B213")]),
    ("GPay done ₹4,500 for O11, please check.", [("pay", None, None, "O11", None)]),
    ("Bhaiya, full and final settlement of B45 done — ₹1.2 lakh by RTGS.", [("pay", None, None, None, "B45")]),
    ("भैया, B45 का full and final settlement हो गया — ₹1.2 लाख RTGS से।", [("pay", None, None, None, "B45")]),
    ("Bhaiya, B45 ka full and final settlement ho gaya — ₹1.2 lakh RTGS se.", [("pay", None, None, None, "B45")]),
    # probes
    ("PhonePe done ₹1,200 for B9, thanks.", [("pay", None, None, None, "B9")]),
    ("B9 के ₹1,200 PhonePe से भेजे हैं।", [("pay", None, None, None, "B9")]),
    ("B9 ke ₹1,200 PhonePe se bheje hain.", [("pay", None, None, None, "B9")]),
    ("₹3,400 sent by NEFT against B17 this morning.", [("pay", None, None, None, "B17")]),
])
def test_a_payment_told_by_its_channel(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", ["Can we pay B45 by NEFT tomorrow?", "We will pay B45 by RTGS on Monday."])
def test_a_payment_by_a_channel_later_is_no_payment(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.pay_later", r.reason


def test_an_order_paid_by_a_channel_on_delivery_stays_an_order():
    assert _rows("Please send 10 kg sugar, payment by NEFT on delivery.") == [("order", "sugar-1kg", 10, None, None)]


@pytest.mark.parametrize("text, rows", [
    ("Do not deliver O30, we will not accept it.", [("cancel", None, None, "O30", None)]),  # holdout115 z8006
    ("O30 mat bhejna, hum ise nahi lenge.", [("cancel", None, None, "O30", None)]),
    ("O30 डिलीवर मत करना।", [("cancel", None, None, "O30", None)]),
    ("Do not send the 10 kg sugar on O30.", [("cancel", "sugar-1kg", 10, "O30", None)]),  # probe
    ("Cancel O7 and O9 but not O8", [("cancel", None, None, "O7", None), ("cancel", None, None, "O9", None)]),  # near
])
def test_do_not_deliver_an_order_cancels_it(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", ["Do not send 10 kg sugar?", "Pappu bhai told me you don't deliver on Sundays, so "
                                  "send 10 kg jaggery on Saturday."])
def test_a_question_or_a_habit_told_is_not_a_cancel(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable or all(i.kind != "cancel" for i in r.intents)
