"""A bill named by its id, said not got or asked sent again, then a bare send asks that bill (lang/bill_id_resent.py):
"Par B1 abhi tak nahi mila – bhijwa dijiye" had ordered goods of no count ("how many kg of rice?") or none ("no item").
Every case here is our own sentence of the kind, not a corpus row."""
import pytest

from tests.reader_intents import reading


def _bill(b: str) -> list[tuple]:
    return [("ask_bill", None, None, None, None, b)]


@pytest.mark.parametrize("text, bill", [
    ("We still haven't received B7, kindly send it.", "B7"),
    ("B7 hasn't reached us yet – please send it.", "B7"),
    ("B7 हमें अभी तक नहीं मिला, कृपया भिजवा दीजिए।", "B7"),
    ("B7 humein abhi tak nahi mila, please bhijwa dijiye.", "B7"),
    ("Lekin B3 ab tak nahi aaya – bhej dijiye.", "B3"),
])
def test_a_bill_id_not_got_then_send_it_asks_the_bill(text, bill):
    assert reading(text) == _bill(bill)


@pytest.mark.parametrize("text, bill", [
    ("B9 दोबारा भेज सकते हैं?", "B9"),
    ("B9 phir se bhej sakte ho?", "B9"),
    ("B9 dobara bhej do please.", "B9"),
])
def test_a_bill_id_asked_sent_again(text, bill):
    assert reading(text) == _bill(bill)


@pytest.mark.parametrize("text, bill", [
    ("Kripya bill B4 (tel aur ghee wala) bhej dijiye.", "B4"),
    ("कृपया बिल B4 (तेल और घी वाला) भेज दीजिए।", "B4"),
    ("The bill B4 for the ghee and the butter has not come yet, please send it.", "B4"),
])
def test_the_goods_a_bill_is_for_are_no_order(text, bill):
    assert reading(text) == _bill(bill)


@pytest.mark.parametrize("text", [
    "B7 abhi tak nahi mila, 10 kilo chawal bhej do.",     # goods counted: not the bill's send
    "B4 (10 kg ghee) bhej dijiye.",                          # a figure in the bracket: whose?
    "B3 mein chawal nahi mila, bhej do.",                    # goods missing from a bill, not the bill missing
    "B7 humein abhi tak nahi mila, 5 kilo cheeni bhi bhej do.",
])
def test_near_sentences_are_not_read_as_the_bill_alone(text):
    got = reading(text)
    assert got != _bill(text.split()[0]) and got != _bill("B7") and got != _bill("B4")
    assert isinstance(got, str) or any(row[0] != "ask_bill" for row in got)


def test_a_bill_made_again_stays_a_complaint():
    assert reading("B2 dobara banake bhejo.") == [("dispute", None, None, None, None, "B2")]
