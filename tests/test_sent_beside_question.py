"""``lang.sent_beside_question``: new goods asked "also" in the sentence of a delivery question are ordered, and the
question carries none of them; the goods of a question also sent in its sentence are refused. Beside it
(``lang.stock_beside_question.little_left``): how little is left, told beside the question, is no goods of it; and
(``lang.order_bills``) a payment takes an order id only named beside it."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r, [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Please tell me when order O51 will arrive, also send 10 packets of atta.",
    "कृपया बताइए ऑर्डर O51 कब तक पहुँचेगा, 10 पैकेट आटा भी भेजो।",
    "Please bataiye order O51 kab tak pahunchega, 10 packet atta bhi bhejo.",
    "When will O51 come, and send 10 packets of atta too.",
    "O51 kab aayega, aur 10 packet atta bhej dena",
    "When will O51 arrive, we also need 10 packets of atta.",
    "O51 कब आएगा, 10 पैकेट आटा भी चाहिए",
    "O51 kab aayega, 10 packet atta bhi chahiye",
])
def test_goods_also_sent_beside_the_question(text):
    r, got = _read(text)
    assert r.readable and got == [("ask_delivery", None, None, "O51", None), ("order", "atta-5kg", 10, None, None)]


@pytest.mark.parametrize("text", [
    "When will O51 arrive, please also send 5 kg sugar and 2 kg salt.",
    "O51 कब तक पहुँचेगा? 5 किलो चीनी और 2 किलो नमक भी भेज दीजिए।",
    "O51 kab tak pahunchega, 5 kilo chini aur 2 kilo namak bhi bhej dijiye.",
])
def test_a_list_also_sent(text):
    r, got = _read(text)
    assert r.readable and got == [("ask_delivery", None, None, "O51", None), ("order", "sugar-1kg", 5, None, None),
                                  ("order", "salt-1kg", 2, None, None)]


@pytest.mark.parametrize("text", [
    # the order's own goods hurried, or more of them? refused, not read as both
    "When will O51 come, send the 10 packets of atta soon.",
    "O51 कब आएगा, उसके 10 पैकेट आटा जल्दी भेजो",
    "O51 kab aayega, uske 10 packet atta jaldi bhejo",
    # goods added to the order asked after: the question would carry them
    "When will O51 come, also add 10 packets of atta to it.",
    "O51 कब आएगा, उसमें 10 पैकेट आटा भी डाल देना",
    "O51 kab aayega, atta ke 10 packet bhi usme daal dena",
])
def test_the_questions_goods_sent_too_are_refused(text):
    r, _ = _read(text)
    assert not r.readable and r.reason_key == "ambiguous_intent.asked_and_sent"


@pytest.mark.parametrize("text", [
    "Could you tell me when order O12 will be delivered, we have only 3 packets of atta left.",
    "कृपया बताइए ऑर्डर O12 कब तक पहुँचेगा, केवल 3 पैकेट आटा बचे हैं।",
    "Please bataiye order O12 kab tak pahunchega, sirf 3 packet atta bacha hai.",
])
def test_little_left_beside_the_question_is_no_goods_of_it(text):
    r, got = _read(text)
    assert r.readable and got == [("ask_delivery", None, None, "O12", None)]


def test_the_orders_goods_named_stay_the_questions():
    r, got = _read("Has O12 (the 40 kg rice) left your godown?")
    assert r.readable and got == [("ask_delivery", "rice-1kg", 40, "O12", None)]


@pytest.mark.parametrize("text", [
    "Received O14, thanks. Bill B14 paid ₹2,025 by UPI (ref 8812).",
    "O14 मिल गया, धन्यवाद। बिल B14 का ₹2,025 UPI से भुगतान कर दिया।",
    "O14 mil gaya, dhanyavaad. Bill B14 ka ₹2,025 UPI se pay kar diya.",
])
def test_a_payment_takes_no_order_named_in_another_sentence(text):
    r, got = _read(text)
    assert r.readable and got == [("pay", None, None, None, "B14")]


@pytest.mark.parametrize("text", [
    "Payment for order O18 (bill B25) has been made — ₹6,840 by NEFT.",
    "ऑर्डर O18 (बिल B25) का भुगतान कर दिया गया है — ₹6,840, NEFT से।",
    "Order O18 (bill B25) ka payment kar diya gaya hai — ₹6,840, NEFT se.",
])
def test_a_payment_keeps_the_order_named_beside_its_bill(text):
    r, got = _read(text)
    assert r.readable and got == [("pay", None, None, None, "B25")]


@pytest.mark.parametrize("text, got", [
    ("when order O9 coming?? rice 30 kg not came yet. when coming", [("ask_delivery", "rice-1kg", 30, "O9", None)]),
    ("O9 कब आएगा? 30 किलो चावल अभी तक नहीं आया, अब तक नहीं।", None),
    ("Arre bhai saab, O30 wali paanch peti Parle-G abhi tak nahi aayi, subah se bacche biscuit maang rahe hain. Kab tak "
     "aayegi?", [("ask_delivery", "biscuits-65g", 60, "O30", None)]),
    ("अरे भाई साहब, O30 वाली पाँच पेटी पारले-जी अभी तक नहीं आई, सुबह से बच्चे बिस्किट माँग रहे हैं। कब तक आएगी?",
     [("ask_delivery", "biscuits-65g", 60, "O30", None)]),
    ("Bansal ji O2 atta not received yet, the 10 bags. when will it come?", [("ask_delivery", "atta-5kg", 10, "O2", None)]),
])
def test_the_count_of_goods_told_not_come(text, got):
    """``lang.report_count``: the count told in the report keeps with the goods asked after."""
    r, read = _read(text)
    if got is None:  # (any reading of it must not lose or change the count)
        assert not r.readable or all(g[2] in (None, 30) for g in read if g[0] == "ask_delivery")
    else:
        assert r.readable and read == got


@pytest.mark.parametrize("text", [
    "25 किलो मसूर दाल का अपना भाव भी भेजिए।",
    "25 kg masoor dal ka apna rate bhi bhejiye.",
    "Also send your rate for 25 kg masoor dal.",
])
def test_a_rate_sent_too_is_asked(text):
    """``lang.rate_also_sent``: the rate asked, nothing ordered."""
    r, got = _read(text)
    assert r.readable and got == [("ask_quote", "masoor-dal-1kg", 25, None, None)]


@pytest.mark.parametrize("text", ["Masoor dal 25 kg bhi bhejiye.", "मसूर दाल 25 किलो भी भेजिए।", "Send 25 kg masoor dal too."])
def test_goods_sent_too_stay_ordered(text):
    r, got = _read(text)
    assert r.readable and got == [("order", "masoor-dal-1kg", 25, None, None)]


@pytest.mark.parametrize("text", ["Paid B21 today. Trim 5 kg sugar from O50.", "B60 paid. O136?"])
def test_an_order_named_apart_from_a_payment_is_asked_about(text):
    """The payment does not take the order (it had, and a guard refused it as an id named in another request)."""
    r, _ = _read(text)
    assert not r.readable and r.reason_key == "ambiguous_intent.id"


@pytest.mark.parametrize("text", [
    "Trim 5 kg sugar from the order.",
    "5 kg sugar from the order please",
    "5 kilo cheeni order se trim karo.",
])
def test_from_the_order_orders_nothing(text):
    """``lang.from_the_order``: "order" after "from the" is the noun; the goods are asked what to do with."""
    r, got = _read(text)
    assert not r.readable or all(g[0] != "order" for g in got)


@pytest.mark.parametrize("text, got", [
    ("Order 5 kg sugar.", [("order", "sugar-1kg", 5, None, None)]),
    ("Remove 5 kg sugar from the order.", [("cancel", "sugar-1kg", 5, None, None)]),
    ("Add 5 kg sugar to the order.", [("order", "sugar-1kg", 5, None, None)]),
])
def test_order_words_kept(text, got):
    r, read = _read(text)
    assert r.readable and read == got
