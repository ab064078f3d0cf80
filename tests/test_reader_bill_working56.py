"""A bill's working read as working (session 56, helper ARITH; sentences of our own, in the three languages):
amounts that add up to one another in a message that pays a bill — a total, a credit note taken off, the net payable,
a total row under the bills paid, the bill's amount beside the part paid, a deduction in the sentence of payment —
are its working (``lang.bill_working``): the bill paid, carrying the amount the message paid, never a working figure.
Working that does not add up stays asked about, and the refusal says so in the supplier's language
(``ambiguous_intent.working_off``: "B7: ₹3,240 and the other amounts of your working add up to none of them …"), not "what is
₹3,240 for?".
"""
from __future__ import annotations

import pytest

from reader_intents import CAT, refused
from lang.bill_working import sums_with, written_amounts
from lang.reader import read_message
from lang.reasons import word


def _pays(text: str) -> list[tuple]:
    """(kind, bill id, amount in paise) of each intent of ``text`` read as an e-mail (asserting it is read)."""
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.bill_id, i.total_paise) for i in r.intents]


@pytest.mark.parametrize("text, want", [
    ("B7 total: ₹3,240\nLess credit note CN-7: ₹240\nNet payable: ₹3,000\n\nWe have paid ₹3,000 against B7 today "
     "by NEFT.", [("pay", "B7", 300000)]),
    ("B7 का कुल: ₹3,240\nघटाएँ क्रेडिट नोट CN-7: ₹240\nदेय राशि: ₹3,000\n\nआज B7 के ₹3,000 NEFT से भेज दिए हैं।",
     [("pay", "B7", 300000)]),
    ("B7 ka total: ₹3,240\nMinus credit note CN-7: ₹240\nNet payable: ₹3,000\n\nAaj B7 ke ₹3,000 NEFT se bhej diye "
     "hain.", [("pay", "B7", 300000)]),
    # the net payable paid in part: the part paid is the payment's amount, the balance the rest's
    ("As worked out:\n1. B11 total: ₹6,450\n2. Less credit note CN-31: ₹450\n3. Net payable: ₹6,000\n\nWe have paid "
     "₹4,000 towards B11 today by UPI. The balance of ₹2,000 will be paid next week.", [("pay", "B11", 400000)]),
    ("हमारे हिसाब से:\n1. B11 का कुल: ₹6,450\n2. घटाएँ क्रेडिट नोट CN-31: ₹450\n3. देय राशि: ₹6,000\n\nआज हमने B11 के "
     "लिए UPI से ₹4,000 का भुगतान कर दिया है। बाक़ी ₹2,000 अगले हफ़्ते दे देंगे।", [("pay", "B11", 400000)]),
])
def test_working_that_adds_up_is_the_payments_working(text, want):
    assert _pays(text) == want


@pytest.mark.parametrize("text", [
    # ₹3,240 − ₹200 is not ₹3,000: which figure is wrong?
    "B7 total: ₹3,240\nLess credit note CN-7: ₹200\nNet payable: ₹3,000\n\nWe have paid ₹3,000 against B7 today by NEFT.",
    "B7 का कुल: ₹3,240\nघटाएँ क्रेडिट नोट CN-7: ₹200\nदेय राशि: ₹3,000\n\nआज B7 के ₹3,000 NEFT से भेज दिए हैं।",
    "B7 ka total: ₹3,240\nMinus credit note CN-7: ₹200\nNet payable: ₹3,000\n\nAaj B7 ke ₹3,000 NEFT se bhej diye hain.",
])
def test_working_that_does_not_add_up_stays_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.working_off"


@pytest.mark.parametrize("language, want", [
    ("en", "B7: ₹3,240 and the other amounts of your working add up to none of them; write the amount paid against B7 "
           "on its own"),
    ("hi", "B7: ₹3,240 और आपके हिसाब की बाक़ी रक़में आपस में जुड़कर नहीं मिलतीं; B7 के सामने जितना भुगतान किया, वही रक़म "
           "अलग से लिखिए"),
    ("hinglish", "B7: ₹3,240 aur aapke hisaab ki baaki rakamein aapas mein jud ke nahi miltin; B7 ke against jitna "
                 "payment kiya, wahi rakam alag se likhiye"),
])
def test_working_off_names_the_bill_and_the_amount(language, want):
    r = read_message("B7 total: ₹3,240\nLess credit note CN-7: ₹200\nNet payable: ₹3,000\n\nWe have paid ₹3,000 "
                     "against B7 today by NEFT.", CAT, email=True)
    assert (r.reason_key, r.reason_args) == ("ambiguous_intent.working_off", {"id": "B7", "figure": "₹3,240"})
    assert word(r.reason_key, r.reason_args, language) == want


@pytest.mark.parametrize("text", [
    # one amount only, or a figure that is a price of goods: asked what it is for, as before
    "Paid ₹3,000 against B7 today by NEFT; B7 total ₹3,240 hai.",
])
def test_a_payment_with_no_working_is_not_worded_as_working(text):
    r = read_message(text, CAT, email=True)
    assert r.reason_key != "ambiguous_intent.working_off"


def test_sums_are_found_among_the_written_amounts_only():
    text = "Rice ₹38/kg.\n> B1 quoted ₹5,000\nB1 total: ₹3,240\nLess: ₹240\nNet: ₹3,000"
    places = written_amounts(text)
    assert [p[2] for p in places] == [324000, 24000, 300000]  # the rate and the quoted line are not amounts
    assert sums_with([p[2] for p in places], 24000) == {324000, 24000, 300000}
    assert sums_with([324000, 20000, 300000], 20000) == set()


@pytest.mark.parametrize("text, want", [
    # thanks for a credit note issued asks nothing; asked issued, it still disputes the bill
    ("B9 ke against credit note CN-12 issue karne ke liye dhanyavaad. Aaj B9 ke ₹1,800 UPI se bhej diye hain.",
     [("pay", "B9", 180000)]),
    ("B9 ke against credit note issue kijiye, dhanyavaad.", [("dispute", "B9", None)]),
])
def test_a_credit_note_thanked_for_issuing_disputes_nothing(text, want):
    assert _pays(text) == want
