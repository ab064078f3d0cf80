"""``lang.ids_at_rest``: ids a shopkeeper places without asking (an order kept as it is, the same id named again where
nothing is asked of it, an address in the signature, "b4" before a time) — and the ids still asked about."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r, [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Keep O10 as it is, and send 2 dozen bananas separately as a new order.",
    "O10 जैसा है वैसा रहने दीजिए, और 2 दर्जन केले अलग से नए ऑर्डर में भेजिए।",
    "O10 jaisa hai waisa rehne do, aur 2 darjan kele alag se naye order mein bhejo.",
])
def test_an_order_kept_as_it_is_beside_a_new_order(text):
    r, got = _read(text)
    assert r.readable and got == [("order", "banana-1dozen", 2, None, None)]


@pytest.mark.parametrize("text", [
    "We have three open orders with you: O21, O22 and O23. Please cancel O21 and O23. O22 should go ahead as planned.",
    "अभी O21, O22 और O23 खुले हैं. O21 और O23 रद्द कर दीजिए. O22 वैसा ही रहेगा.",
    "Abhi O21, O22 aur O23 khule hain. O21 aur O23 cancel kar dijiye. O22 waisa hi rahega.",
])
def test_an_order_listed_then_kept_beside_cancels(text):
    r, got = _read(text)
    assert r.readable and got == [("cancel", None, None, "O21", None), ("cancel", None, None, "O23", None)]


@pytest.mark.parametrize("text", [
    "Hello,\n\nPayment for bill B3 has been sent by NEFT.\n\nThanks,\nRamesh Gupta\nGupta Stores, B-12, Lajpat Nagar-2",
    "नमस्ते,\n\nबिल B3 का पेमेंट NEFT से भेज दिया है।\n\nधन्यवाद,\nरमेश गुप्ता\nगुप्ता स्टोर्स, B-12, लाजपत नगर-2",
    "Namaste,\n\nBill B3 ka payment NEFT se bhej diya hai.\n\nThanks,\nRamesh Gupta\nGupta Stores, B-12, Lajpat Nagar-2",
])
def test_an_address_in_the_signature_is_no_bill(text):
    r, got = _read(text)
    assert r.readable and got == [("pay", None, None, None, "B3")]


def test_b4_before_a_time_is_no_bill():
    r, got = _read("O14 wen wil it come?? need b4 10am")
    assert r.readable and got == [("ask_delivery", None, None, "O14", None)]


@pytest.mark.parametrize("text,ident", [
    # goods asked beside the kept order, with nothing saying they are a new order: for the kept order, or new?
    ("O10 stays as it is, and send 2 dozen bananas.", "O10"),
    ("O10 वैसा ही रहेगा, और 2 दर्जन केले भेजिए।", "O10"),
    ("O10 waisa hi rahega, aur 2 darjan kele bhejo.", "O10"),
    # a bare "rehne do": keep it, or drop it?
    ("O36 cancel kar dijiye, yeh O37 ka duplicate hai. O37 rehne dijiye.", "O37"),
])
def test_ids_still_asked_about(text, ident):
    r, _ = _read(text)
    assert not r.readable and r.reason_key == "ambiguous_intent.id" and r.reason_args["id"] == ident


def test_a_bill_to_follow_beside_bills_paid():
    r, got = _read("Hello, we have paid bills B17 and B18 in full today via UPI. B19 will follow next week.")
    assert r.readable and got == [("pay", None, None, None, "B17"), ("pay", None, None, None, "B18")]
    # (also after the closing line: "B-12 pending, pay next week" is put off beside B3 paid: lang.pay_put_off)
    r, got = _read("Paid B3.\n\nThanks,\nRamesh\nB-12 pending, pay next week")
    assert r.readable and got == [("pay", None, None, None, "B3")]
