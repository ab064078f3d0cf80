"""An order thanked for in a paragraph of its own is not the disputed bill's order (``lang.order_paragraph``,
holdout142 n7021, n7032); "समय पर" / "time par" is "on time", not a "but" that asks about the id (``lang.on_time``)."""
from __future__ import annotations

import pytest

from lang.language import fold
from lang.on_time import on_time
from reader_intents import reading


@pytest.mark.parametrize("text", [
    "Thank you for delivering O3 on time.\n\nHowever, bill B3 charges Parle-G at ₹4.60 a packet, whereas you had "
    "confirmed ₹4.20. Kindly correct B3.",
    "O3 समय पर पहुँचाने के लिए धन्यवाद।\n\nलेकिन बिल B3 में पारले-जी ₹4.60 पैकेट लगाया गया है, जबकि ₹4.20 पक्का किया "
    "था। कृपया B3 ठीक कीजिए।",
    "O3 time par pahunchane ke liye dhanyavaad.\n\nLekin bill B3 mein Parle-G ₹4.60 packet lagaya gaya hai, jabki "
    "₹4.20 pakka kiya tha. Kripya B3 theek kijiye.",
])
def test_thanks_in_a_paragraph_apart_leave_the_order_out(text):
    assert reading(text) == [("dispute", None, None, None, None, "B3")]


@pytest.mark.parametrize("text", [
    "O5 (24 litres of ghee) reached us on the 16th.\n\nHowever, bill B5 is wrong. Kindly correct B5.",
    "O5 (24 लीटर घी) 16 तारीख़ को मिल गया।\n\nलेकिन बिल B5 में ₹540 प्रति लीटर लगाया है। ₹530 तय हुआ था। कृपया B5 "
    "ठीक कीजिए।",
    "O5 (24 litre ghee) 16 tareekh ko mil gaya.\n\nLekin bill B5 mein ₹540 per litre lagaya hai. ₹530 tay hua tha. "
    "Kripya B5 theek kijiye.",
])
def test_an_order_told_arrived_apart_is_not_the_bills(text):
    assert reading(text) == [("dispute", None, None, None, None, "B5")]


@pytest.mark.parametrize("text", [
    "Thank you for delivering O87 on time. 8 of the 60 eggs were broken; kindly adjust this in bill B32.",
    "Bill B97 (order O207) is wrong, please correct it.",
])
def test_an_order_in_the_bills_own_paragraph_is_its_order(text):
    # read as the bill's; since the forty-fourth session's convention (lang.bill_id_alone) the dispute carries the
    # bill id alone
    assert reading(text)[0][0] == "dispute" and reading(text)[0][4] is None and reading(text)[0][5] in ("B32", "B97")


@pytest.mark.parametrize("text", [
    "O3 समय पर पहुँचाने के लिए धन्यवाद। बिल B3 ग़लत है, कृपया B3 ठीक कीजिए।",
    "O3 time par pahunchane ke liye dhanyavaad. Bill B3 galat hai, kripya B3 theek kijiye.",
])
def test_on_time_is_no_but(text):
    assert reading(text)[0][0] == "dispute"


def test_par_after_a_word_of_time_only():
    keys = lambda text: [fold(w) for w in text.split()]  # noqa: E731
    assert on_time(keys("time par"), 1) and on_time(keys("समय पर"), 1)
    assert not on_time(keys("mila par"), 1) and not on_time(keys("आया पर"), 1)


def test_one_paragraph_keeps_the_thanked_order():
    assert reading("Thanks for O81. Bill B81 is wrong, please correct it.") == [
        ("dispute", None, None, None, None, "B81")]
