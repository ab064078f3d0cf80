"""lang.revised_paid: "संशोधित राशि … भेज दी है" pays the revised amount (no dispute of the bill paid), while a
revised bill asked for is no payment; with lang.thanked_goods and lang.figures, "बेसन के 4 कम पैकेट के लिए …
धन्यवाद" (4 packets short, thanked for) offers nothing — it had offered besan ₹4 less, silently."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


def test_a_revised_amount_paid_pays():
    assert intents("B9 की संशोधित राशि ₹4,982 NEFT से भेज दी है।", email=True) == [("pay", None, None, None, None, "B9")]


def test_a_revised_bill_asked_pays_nothing():
    """It asks for the bill (session 36: a revised bill asked in a message finding no fault, ``lang.revised_bill``)."""
    assert intents("B9 का संशोधित बिल भेजिए।", email=True) == [("ask_bill", None, None, None, None, "B9")]


@pytest.mark.parametrize("text", [
    "बेसन के 4 कम पैकेट के लिए धन्यवाद। 10 किलो चीनी भेज दीजिए।",
    "Besan ke 4 kam packet ke liye thank you. Saath mein 10 kilo chini bhej dijiye.",
    "Thanks for the 4 short packets of besan. Send 10 kg sugar.",
])
def test_packets_short_thanked_for_offer_nothing(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", ["बेसन के 4 कम पैकेट के लिए धन्यवाद।", "Besan ke 4 kam packet ke liye thank you."])
def test_thanks_alone_for_packets_short_is_no_offer(text):
    assert refused(text, email=True)


def test_the_correcting_thanked_for_is_asked_of_no_one():
    assert intents("Besan ke 4 kam packet ke liye B9 theek karne ka thank you. Revised amount ₹4,982 NEFT se bhej "
                   "diya hai.", email=True) == [("pay", None, None, None, None, "B9")]


def test_bags_short_thanked_for_offer_nothing():
    assert intents("आटे के 2 कम बैग के लिए धन्यवाद। 10 किलो चीनी भेजिए।", email=True) == [
        ("order", "sugar-1kg", 10, None, None, None)]
    assert refused("Atta 2 kam bag bhejo.", email=True)  # 2 bags fewer than what? asked, not ordered
