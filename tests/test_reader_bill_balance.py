"""A word of a balance beside a bill paid that is not the bill's (lang/bill_balance.py; fixer O of the twenty-seventh
session): the rest of goods or things, nothing left, another bill's balance, a cut "में से" an order. A balance of the
bill paid is still asked about (the desk settles a bill in full) unless the amount paid is said alone: then the payment
carries it, and the desk weighs it against the bill (lang.part_paid, session 32)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

PAID_B7 = [("pay", None, None, None, None, "B7")]


@pytest.mark.parametrize("text", ["B7 का भुगतान कर दिया — अब कुछ बाकी नहीं।", "B7 ka payment kar diya — ab kuch baaki nahi.",
                                  "Paid B7 ₹3,450 by UPI, all clear."])
def test_nothing_left_pays_the_bill(text):
    assert intents(text, email=True) == PAID_B7


@pytest.mark.parametrize("text", ["Subject: Baaki points\n\nB7 ₹3,200 UPI se de diya.",
                                  "विषय: बाकी बातें\n\nबिल B7 (₹3,200) UPI से चुका दिया।",
                                  "Subject: Remaining points\n\nPaid B7 (₹3,200) by UPI."])
def test_the_rest_of_things_is_no_balance(text):
    assert intents(text, email=True) == PAID_B7


def test_another_bills_balance_leaves_the_paid_bill_paid():
    assert intents("Paid B45 today by UPI — ₹6,400. The B44 balance we'll clear next week.", email=True) == [
        ("pay", None, None, None, None, "B45")]


def test_a_cut_out_of_an_order_is_no_part_of_the_bill():
    assert intents("1. ऑर्डर O412 में से 10 किलो मूँग दाल हटा दीजिए, बाकी माल वैसे ही भेजें।\n2. बिल B523 का ₹14,200 आज "
                   "सुबह भेज दिया है।", email=True) == [("cancel", "moong-dal-1kg", 10, None, "O412", None),
                                                       ("pay", None, None, None, None, "B523")]


@pytest.mark.parametrize("text", ["Sent ₹2,000 now against B16, balance by Saturday.",
                                  "B16 के लिए अभी ₹2,000 भेज रहे हैं, बाकी शनिवार तक।",
                                  "B16 ke liye abhi ₹2,000 bhej rahe hain, baaki Saturday tak.",
                                  "B16 mein se ₹2,000 de diye, baaki ₹1,000 agle hafte.",
                                  "Sent ₹2,000 for B16, balance for B16 by Saturday.",
                                  "B16 के ₹2,000 भेज दिए, B16 का बाकी शनिवार तक।",
                                  "B16 ke ₹2,000 bhej diye, B16 ka baaki Saturday tak."])
def test_a_part_paid_with_its_amount_pays_that_amount(text):
    """(had been refused as partial_pay until session 32; the desk refuses ₹2,000 for a larger bill, naming both)"""
    from reader_intents import CAT
    from lang.reader import read_message
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.bill_id, i.total_paise) for i in r.intents] == [("pay", "B16", 200000)], text


@pytest.mark.parametrize("text", ["Paid ₹3,200 for B16 — out of the ₹5,100 bill.",
                                  "B16 ka aadha payment kar diya, baaki agle hafte."])
def test_a_balance_of_the_paid_bill_is_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.partial_pay"


@pytest.mark.parametrize("text", ["Sent the balance for B550 and full B551 via UPI.",
                                  "B550 का बाकी और B551 पूरा UPI से भेज दिया।",
                                  "B550 ka baaki aur B551 poora UPI kar diya."])
def test_the_balance_of_a_bill_paid_now_settles_it(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B550"), ("pay", None, None, None, None, "B551")]


@pytest.mark.parametrize("text", ["Paid part of B16 today, balance for B16 by Saturday.",
                                  "B16 का कुछ भुगतान आज कर दिया, B16 का बाकी शनिवार तक।",
                                  "B16 ka kuch payment aaj kar diya, B16 ka baaki Saturday tak."])
def test_the_balance_of_a_bill_to_come_is_still_asked(text):
    """No amount said: the desk would pay the bill whole, so it is asked."""
    assert refused(text, email=True) == "ambiguous_intent.partial_pay"
