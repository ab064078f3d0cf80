"""lang.countered_on_the_line: our price said in the sentence after the supplier's price turned down, on the same
line, beside other goods ("Toor at ₹140 is too much. We can do ₹131. Chana dal at ₹74 is fine …") offers it for the
goods turned down, in all three languages; a price on a line of its own, above the one turned down, or agreed to
("₹131 ok") is still asked. And lang.stock_beside_question: the stock told beside a question after an order is no
goods of the question."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_READ = [("offer", "toor-dal-1kg", None, 13100, None, None), ("accept", "chana-dal-1kg", None, 7400, None, None),
         ("order", "chana-dal-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "Toor at ₹140 is too much. We can do ₹131. Chana dal at ₹74 is fine — please send 20 kg.",
    "तूर ₹140 बहुत ज़्यादा है। हम ₹131 दे सकते हैं। चना दाल ₹74 ठीक है — 20 किलो भेज दीजिए।",
    "Toor ₹140 bahut zyada hai. Hum ₹131 de sakte hain. Chana dal ₹74 theek hai — 20 kilo bhej dijiye.",
])
def test_the_counter_after_a_price_turned_down_is_the_goods_offer(text):
    assert intents(text, email=True) == _READ


@pytest.mark.parametrize("text", [
    "Toor at ₹140 is too much.\nWe can do ₹131. Chana dal at ₹74 is fine — please send 20 kg.",  # a line of its own
    "Toor at ₹140 is too much. We can do ₹150. Chana dal at ₹74 is fine — please send 20 kg.",  # above it
    "Toor at ₹140 is too much. ₹131 ok. Chana dal at ₹74 is fine — please send 20 kg.",  # agreed, not offered
    "तूर ₹140 बहुत ज़्यादा है। हम ₹150 दे सकते हैं। चना दाल ₹74 ठीक है — 20 किलो भेज दीजिए।",
])
def test_a_price_not_plainly_the_counter_is_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


@pytest.mark.parametrize("text,order", [
    ("Please bataiye order O51 kab tak pahunchega, humare paas sirf 2 packet atta bacha hai.", "O51"),
    ("कृपया बताएँ कि ऑर्डर O31 कब तक पहुँचेगा; हमारे पास केवल 2 पैकेट आटा बचा है।", "O31"),
    ("Please tell us when O12 will come, we still have 2 packets of atta.", "O12"),
])
def test_stock_told_beside_a_delivery_question_is_not_asked_after(text, order):
    assert intents(text, email=True) == [("ask_delivery", None, None, None, order, None)]


def test_goods_said_in_the_order_are_still_asked_after():
    assert intents("Has O12 (the 40 kg rice) left your godown yet?", email=True) == [
        ("ask_delivery", "rice-1kg", 40, None, "O12", None)]
