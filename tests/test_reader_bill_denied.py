"""A bill not paid because its goods never came, or because it is not ours, is disputed (``lang.bill_denied``)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text,bill", [
    ("We did not receive any goods against B1, so we will not pay it.", "B1"),
    ("We never got the goods on B1; we won't be paying it.", "B1"),
    ("The goods for B3 never arrived, so we are not paying it.", "B3"),
    ("B1 is not our bill — we never ordered masoor dal from you. Please cancel this bill.", "B1"),
    ("B1 ka maal aaya hi nahi, payment nahi karenge.", "B1"),
    ("B1 ka saaman mila hi nahi, isliye paisa nahi denge.", "B1"),
    ("B5 ka maal abhi tak nahi pahuncha, payment nahi karenge.", "B5"),
    ("Bill B1 humara nahi hai — humne aapse masoor daal kabhi order hi nahi ki. Ye bill cancel karo, payment nahi "
     "hoga.", "B1"),
    ("B1 का माल आया ही नहीं, भुगतान नहीं करेंगे।", "B1"),
    ("बिल B1 का सामान हमें मिला ही नहीं, इसका पैसा नहीं देंगे।", "B1"),
    ("बिल B1 हमारा नहीं है — हमने आपसे मसूर दाल कभी ऑर्डर ही नहीं की। इसे रद्द कीजिए।", "B1")])
def test_disputed(text, bill):
    assert intents(text, email=True) == [("dispute", None, None, None, None, bill)]


@pytest.mark.parametrize("text", ["We will pay B1 next week.", "B1 का भुगतान अगले हफ्ते करेंगे।"])
def test_a_payment_for_later_is_still_refused_as_such(text):
    assert refused(text, email=True) == "ambiguous_intent.pay_later"


def test_a_bill_asked_for_is_not_disputed():
    assert intents("B5 ka bill abhi tak nahi mila, bhej dijiye.", email=True) == [
        ("ask_bill", None, None, None, None, "B5")]
