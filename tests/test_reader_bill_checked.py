"""A bill named and asked checked for an overcharge is disputed, and its amount is the dispute's (lang/bill_checked.py;
holdout103 en-h3049: beside "Paid, sir." B57 had been paid, silently)."""
import pytest

from tests.reader_intents import intents


def test_a_bill_checked_beside_a_payment_is_disputed_not_paid():
    text = ("Paid, sir. Also please check B57, the amount is ₹600 more than the goods.\n\n-----Original Message-----\n"
            "From: Gupta Traders\nBill B56 for ₹9,850 is due. Kindly pay at the earliest.")
    assert intents(text, email=True) == [("pay", None, None, None, None, "B56"), ("dispute", None, None, None, None, "B57")]


@pytest.mark.parametrize("text", [
    "B57 check kar lijiye, ₹600 zyada laga hai. 10 kilo chawal bhejo.",
    "कृपया B57 जाँच लीजिए, ₹600 ज़्यादा लगा है। 10 किलो चावल भेजो।",
])
def test_a_bill_checked_for_too_much_is_disputed(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B57"), ("order", "rice-1kg", 10, None, None, None)]
