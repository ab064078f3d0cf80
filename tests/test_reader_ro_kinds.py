"""The forty-fourth session's gold convention (tests/corpus_chat/README.md, "Conventions"): a ``pay``, ``dispute`` or
``ask_bill`` that names its bill carries the bill id alone, whatever order the message names beside it ("Paid B3 for
our order O5", "Bill B11 (order O1) is wrong", "O11 ka bill B4 bhejo", "O87 ka dahi khatta nikla … B58 se kaat
dijiye"); one that names only an order carries the order id ("Please send the bill for O1", "Paid ₹4,320 for O401").
The supplier's desk acts on the bill id alone (``negotiation_kernel.desk``: an order id finds the bill only when no
bill is named), so the convention changes no decision. Each case a parallel triple (English, Hinglish, Hindi).
"""
import pytest

from lang.bill_id_alone import bill_ids_alone
from lang.reader import read_message
from lang.reading import Reading
from lang.intents import Intent
from reader_intents import reading


def _triples(*cases):
    return [pytest.param(text, want, id=f"{n}-{lang}") for n, (texts, want) in enumerate(cases)
            for lang, text in zip(("en", "hinglish", "hi"), texts)]


BILL_BESIDE_ORDER = _triples(
    (("Paid B3 for our order O5 by UPI.", "B3 ka payment kar diya, order O5 ka, UPI se.",
      "B3 का भुगतान कर दिया, ऑर्डर O5 का, UPI से।"), [("pay", None, None, None, None, "B3")]),
    (("Payment for order O18 (bill B25) has been made.", "Order O18 (bill B25) ka payment kar diya hai.",
      "ऑर्डर O18 (बिल B25) का भुगतान कर दिया है।"), [("pay", None, None, None, None, "B25")]),
    (("Paid ₹6,840 against bill B25 (order O18) by NEFT.", "Bill B25 (order O18) ka ₹6,840 NEFT se bhej diya.",
      "बिल B25 (ऑर्डर O18) का ₹6,840 NEFT से भेज दिया।"), [("pay", None, None, None, None, "B25")]),
    (("Bill B11 (order O1) is wrong, please correct it.", "Bill B11 (order O1) galat hai, theek kar dijiye.",
      "बिल B11 (ऑर्डर O1) गलत है, ठीक कर दीजिए।"), [("dispute", None, None, None, None, "B11")]),
    (("O87 curd came sour, 6 packets. Deduct from B58.", "O87 ka dahi khatta nikla, 6 packet. B58 se kaat dijiye.",
      "O87 का दही खट्टा निकला, 6 पैकेट। B58 से काट दीजिए।"), [("dispute", None, None, None, None, "B58")]),
    (("O13 arrived but 3 Coke bottles were broken, please correct B13.",
      "O13 aa gaya par Coke ki 3 botal tooti thi, B13 theek kar dijiye.",
      "O13 आ गया पर कोक की 3 बोतल टूटी थीं, B13 ठीक कर दीजिए।"), [("dispute", None, None, None, None, "B13")]),
    (("Please send bill B4 for O11.", "O11 ka bill B4 bhejo.", "O11 का बिल B4 भेजिए।"),
     [("ask_bill", None, None, None, None, "B4")]),
)

ORDER_ALONE = _triples(
    (("Please send the bill for O1.", "O1 ka bill bhejo.", "O1 का बिल भेजिए।"),
     [("ask_bill", None, None, None, "O1", None)]),
    (("Paid ₹4,320 for O401.", "O401 ke ₹4,320 de diye.", "O401 के ₹4,320 दे दिए।"),
     [("pay", None, None, None, "O401", None)]),
    (("The bill for O52 is wrong, please correct it.", "O52 ka bill galat hai, theek kar dijiye.",
      "O52 का बिल गलत है, ठीक कर दीजिए।"), [("dispute", None, None, None, "O52", None)]),
)


@pytest.mark.parametrize("text,want", BILL_BESIDE_ORDER)
def test_a_bill_named_beside_its_order_carries_the_bill_id_alone(text, want):
    assert reading(text) == want


@pytest.mark.parametrize("text,want", ORDER_ALONE)
def test_an_order_named_without_a_bill_is_carried(text, want):
    assert reading(text) == want


def test_only_bill_kinds_that_name_a_bill_lose_the_order_id():
    both = dict(order_id="O5", bill_id="B3")
    got = bill_ids_alone(lambda: Reading(readable=True, intents=[
        Intent(kind="pay", **both), Intent(kind="dispute", **both), Intent(kind="ask_bill", **both),
        Intent(kind="cancel", order_id="O5"), Intent(kind="ask_delivery", order_id="O5"),
        Intent(kind="ask_bill", order_id="O7")]))()
    assert [(i.kind, i.order_id, i.bill_id) for i in got.intents] == [
        ("pay", None, "B3"), ("dispute", None, "B3"), ("ask_bill", None, "B3"),
        ("cancel", "O5", None), ("ask_delivery", "O5", None), ("ask_bill", "O7", None)]
    plain = Reading(readable=True, intents=[Intent(kind="pay", bill_id="B3")])
    assert bill_ids_alone(lambda: plain)() is plain  # nothing to strip: the same reading


def test_the_reader_is_wrapped():
    assert read_message.__wrapped__ is not read_message
