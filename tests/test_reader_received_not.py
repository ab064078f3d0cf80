"""The count received set against the count billed beside a dispute ("we got 4 tray egg not 5") is the dispute's
fact, no refusal of the goods (``lang.received_not``); a refusal with nothing received reads as before."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "bill B29 is wrong. we got 4 tray egg not 5. pls correct",
    "बिल B29 गलत है। हमें 4 ट्रे अंडे मिले, 5 नहीं। ठीक करो",
    "bill B29 galat hai. humko 4 tray ande mile, 5 nahi. theek karo pls",
    "bill B29 is wrong. we got 4 tray egg not 5 tray. pls check",
])
def test_received_not_billed_beside_a_dispute(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B29")]


@pytest.mark.parametrize("text", [
    "> Bill B9 — 12 Oct\n> Banana 12 dozen @ ₹50 = ₹600\n\nBhaiya, only 10 dozen bananas came that day, not 12. "
    "Please correct B9.",
    "> बिल B9 — 12 अक्टूबर\n> केला 12 दर्जन @ ₹50 = ₹600\n\nभैया, उस दिन केले 10 दर्जन ही आए थे, 12 नहीं। B9 ठीक कर दीजिए।",
    "> Bill B9 — 12 Oct\n> Kela 12 darjan @ ₹50 = ₹600\n\nBhaiya, us din kele 10 darjan hi aaye the, 12 nahi. B9 theek "
    "kar do please.",
])
def test_received_told_before_the_bill_is_named(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B9")]


def test_an_order_beside_it_reads_as_before():
    assert intents("Bill B29 is wrong, we got 4 tray egg not 5. Also send 10 kg sugar", email=True) == [
        ("dispute", None, None, None, None, "B29"), ("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "we got 4 tray egg not 5.",  # no dispute beside it
    "bill B29 is wrong. we don't want 5 trays egg. pls correct",  # nothing received: a refusal with a count
])
def test_without_a_dispute_or_goods_received_it_is_still_asked(text):
    assert refused(text, email=True).startswith("ambiguous_intent.")


@pytest.mark.parametrize("text, bill", [
    ("> बिल B305: 2 पेटी कोल्ड ड्रिंक = ₹1,020\n\nहमें सिर्फ़ 1 पेटी मिली थी। B305 ठीक कीजिए।", "B305"),
    ("> Bill B305: 2 peti cold drink = ₹1,020\n\nHumein sirf 1 peti mili thi. B305 theek kijiye.", "B305"),
    ("We got only 8 trays eggs. B45 is wrong, please correct.", "B45"),
])
def test_goods_received_told_right_before_the_dispute(text, bill):
    assert intents(text, email=True) == [("dispute", None, None, None, None, bill)]


def test_a_count_asked_between_them_is_still_asked():
    assert refused("We got only 8 trays eggs. Send 10 more. B45 is wrong, please correct.", email=True) == \
        "ambiguous_intent.figure"


@pytest.mark.parametrize("text", [
    "Paneer ₹74 per packet tay hua tha, ₹78 nahi. Please B36 theek kijiye.",
    "पनीर ₹74 प्रति पैकेट तय हुआ था, ₹78 नहीं। कृपया B36 ठीक कीजिए।",
])
def test_the_rate_agreed_against_the_rate_billed(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B36")]


def test_a_rate_refused_with_no_dispute_is_no_dispute():
    assert refused("Paneer ₹78 nahi, ₹74 tay karo", email=True).startswith("ambiguous_intent.")
