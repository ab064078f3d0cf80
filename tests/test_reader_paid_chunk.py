"""A payment word pays the bills of its own chunk, not a bill named beside it that says something of its own
("B80 paid, B81 short 5 kg onion" had paid B81: breaker AS; ``lang.paid_chunk``); bills listed with it are paid."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

PAY80 = ("pay", None, None, None, None, "B80")


@pytest.mark.parametrize("text", [
    "B80 paid, B81 short 5 kg onion.", "B80 चुका दिया, B81 में 5 किलो प्याज़ कम था।",
    "B80 chuka diya, B81 mein 5 kilo pyaaz kam tha.", "B80 paid, B81 has 2 packets paneer missing",
    "B80 paid, B81 copy please", "B80 clear kar diya, B81 ki copy bhejna", "Paid B80, B81 short 5 kg onion."])
def test_the_other_bill_is_not_paid(text):
    assert refused(text, email=True) == "ambiguous_intent.id"


@pytest.mark.parametrize("text, other", [
    ("B80 paid, B81 wrong rate", ("dispute", None, None, None, None, "B81")),
    ("B80 का भुगतान कर दिया, B81 की कॉपी भेजिए", ("ask_bill", None, None, None, None, "B81")),
    ("B80 ka payment ho gaya, B81 ki copy bhejo", ("ask_bill", None, None, None, None, "B81")),
    ("B80 ka payment ho gaya, B81 mein 2 packet paneer kam aaya", ("dispute", None, None, None, None, "B81"))])
def test_the_other_bill_reads_by_its_own_words(text, other):
    assert intents(text, email=True) == [PAY80, other]


@pytest.mark.parametrize("text", [
    "B80 paid, B81 too", "B80, B81 paid", "B80 chuka diya, B81 bhi", "B80 और B81 चुका दिए",
    "Paid B80 via UPI, B81 by cash", "Paid B80 and B81 together, ₹14,200 by RTGS (UTR 0098312)."])
def test_bills_listed_with_the_payment_are_paid(text):
    assert intents(text, email=True) == [PAY80, ("pay", None, None, None, None, "B81")]


@pytest.mark.parametrize("text", ["B86 और B87 की कॉपी चाहिए, B88 चुका दिया", "B86 aur B87 ki copy chahiye, B88 chuka diya"])
def test_bills_listed_with_a_bill_asked_for_are_not_paid(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, "B86"),
                                         ("ask_bill", None, None, None, None, "B87"),
                                         ("pay", None, None, None, None, "B88")]


@pytest.mark.parametrize("text", ["B36, B37 aur B39 ka total ₹5,620 transfer kar diya hai.",
                                  "बिल B36, B37 और B39 का कुल ₹5,620 आज RTGS से भेज दिया गया है।"])
def test_bills_listed_before_the_payment_are_paid(text):
    assert [i[5] for i in intents(text, email=True)] == ["B36", "B37", "B39"]


@pytest.mark.parametrize("text", ["B12 ka ₹800 bheja, B13 ka nahi.", "B12 का ₹800 भेजा, B13 का नहीं।",
                                  "B12 ka payment kar diya, B13 ka nahi."])
def test_a_bill_said_not_paid_is_asked_about(text):
    assert refused(text, email=True) == "ambiguous_intent.negated_id"


@pytest.mark.parametrize("text", ["B80 चुका दिया, B81 देख लीजिए", "B80 paid, B81 check karo", "B80 paid, please check B81"])
def test_a_bill_beside_a_payment_to_be_looked_at_is_asked_about(text):
    assert refused(text, email=True) == "ambiguous_intent.id"


@pytest.mark.parametrize("text", ["B80 paid, B81 is fine", "B80 chuka diya, B81 theek hai"])
def test_a_bill_beside_a_payment_said_fine_needs_nothing(text):
    assert intents(text, email=True) == [PAY80]


@pytest.mark.parametrize("text", ["B80 paid by cheque no 12345", "B80 paid by cheque no. 12345"])
def test_a_cheque_number_is_no_negation(text):
    assert intents(text, email=True) == [PAY80]
