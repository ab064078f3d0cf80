"""Goods told right after a question about an order's delivery, pointing back at it, are the goods the question is
about (``lang.order_contents``); goods added or told with no word pointing back are still asked about."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

BREAD = [("ask_delivery", "bread-400g", 20, None, "O26", None)]
SUGAR = [("ask_delivery", "sugar-1kg", 30, None, "O25", None)]
ALMONDS = [("ask_delivery", "almonds-100g", 100, None, "O31", None), ("ask_bill", None, None, None, "O28", None)]


@pytest.mark.parametrize("text, read", [
    ("when O26 coming?? 20 bread packet in it, urgent", BREAD),
    ("O26 कब आएगा?? उसमें 20 पैकेट ब्रेड है, अर्जेंट", BREAD),
    ("O26 kab aayega?? usme 20 packet bread hai, urgent", BREAD),
    ("Where is O25? The 30 kg sugar in it is needed urgently.", SUGAR),
    ("O25 कहाँ है? उसकी 30 किलो चीनी की जल्दी ज़रूरत है।", SUGAR),
    ("O25 kahan hai? Uski 30 kilo chini ki jaldi zaroorat hai.", SUGAR),
    ("When will O31 come? The 10 kg almonds for our Diwali gift packs 🎁 Also please send the bill for O28", ALMONDS),
    ("O31 कब तक आएगा? वो 10 किलो बादाम, दिवाली गिफ़्ट पैक के लिए 🎁 और O28 का बिल भी भेज दीजिए", ALMONDS),
    ("O31 kab tak aayega? Woh 10 kg badaam, Diwali gift pack ke liye 🎁 Aur O28 ka bill bhi bhej dijiye", ALMONDS),
])
def test_the_orders_goods_told_after_its_delivery_question(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text", [
    "When will O26 come? 20 packets bread",  # no word pointing back: the order's, or more?
    "When will O26 come? The 20 packets bread too",  # goods added?
    "O26 kab aayega? 20 packet bread bhi",
    "O26 कब आएगा? 20 पैकेट ब्रेड भी",
])
def test_goods_that_may_be_more_are_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


def test_goods_ordered_after_the_question_read_as_before():
    assert intents("When will O26 come? Also send 20 packets bread", email=True) == [
        ("ask_delivery", None, None, None, "O26", None), ("order", "bread-400g", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "when is O9 coming? the 1 bori sugar. shop almost out",
    "O9 कब आएगा? 1 बोरी चीनी वाला। दुकान में ख़त्म होने वाली है",  # "wala" closing it: the one with the sugar
    "O9 kab aayega? 1 bori cheeni wala. dukaan mein khatam hone wali hai",
])
def test_the_order_named_by_its_goods_with_wala(text):
    assert intents(text, email=True) == [("ask_delivery", "sugar-1kg", 50, None, "O9", None)]


def test_a_pack_size_with_wala_after_the_question_is_still_asked():
    assert refused("O9 kab aayega? 5 kilo wala atta 2 packet bhi", email=True) == "ambiguous_intent.figure"


MOONG = [("ask_delivery", "moong-dal-1kg", 10, None, "O12", None), ("ask_delivery", "sugar-1kg", 25, None, "O12", None)]


@pytest.mark.parametrize("text", [
    "Has O12 been sent out? (10 kg moong dal, 25 kg sugar)",
    "Has O12 left yet? (10 kg moong dal and 25 kg sugar). We close at 9 tonight.",
    "O12 भेज दिया क्या? (10 किलो मूँग दाल, 25 किलो चीनी)",
    "O12 रवाना हुआ या नहीं? (10 किलो मूँग दाल और 25 किलो चीनी)। दुकान रात 9 बजे बंद होती है।",
    "O12 bhej diya kya? (10 kilo moong dal, 25 kilo cheeni)",
    "O12 nikla ya nahi?? (10 kilo moong dal aur 25 kilo cheeni)",
])
def test_the_orders_goods_told_in_brackets_after_its_delivery_question(text):
    """Session 53 (helper FIGURE): a bracket right after the question tells which order by its goods, as a bracket
    right after the id already did; it asks nothing."""
    assert intents(text, email=True) == MOONG


@pytest.mark.parametrize("text", [
    "Has O12 been sent out? (10 kg moong dal too)",  # goods added?
    "O12 भेज दिया क्या? (10 किलो मूँग दाल भी)",
    "O12 bhej diya kya? (10 kilo moong dal bhi)",
    "Has O12 been sent out? (10 kg moong dal), 25 kg sugar",  # goods outside the bracket: more, or the order's?
    "Has O12 been sent out? (10 kg moong dal at ₹96)",  # a price in it: whose, and for what?
])
def test_brackets_that_may_add_goods_are_still_asked(text):
    assert refused(text, email=True).startswith("ambiguous_intent.")


def test_a_bracket_that_orders_reads_as_before():
    assert intents("Has O12 been sent out? (also send 10 kg moong dal)", email=True) == [
        ("ask_delivery", None, None, None, "O12", None), ("order", "moong-dal-1kg", 10, None, None, None)]
