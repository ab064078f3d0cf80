"""An order or bill named only as the past beside today's request (lang/past_ids.py; fixer O of the twenty-seventh
session) is context: "Last time (O18) you sent 10 trays of eggs. This time send only 6 trays." orders 180 eggs, new.
Not when the past sentence complains, names goods not asked today, or today's words may be for that order."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

EGGS = [("order", "eggs-1pc", 180, None, None, None)]


@pytest.mark.parametrize("text", ["Last time (O18) you sent 10 trays of eggs. This time send only 6 trays.",
                                  "पिछली बार (O18) आपने 10 ट्रे अंडे भेजे थे। इस बार सिर्फ़ 6 ट्रे भेजना।",
                                  "Pichhli baar (O18) aapne 10 tray ande bheje the. Is baar sirf 6 tray bhejna."])
def test_an_order_told_as_the_past_is_context(text):
    assert intents(text, email=True) == EGGS


@pytest.mark.parametrize("text", ["Last week's bill B14 came to ₹2,100 for 50 kg rice. Please send the same 50 kg rice.",
                                  "पिछले हफ़्ते के बिल B14 में 50 किलो चावल था। इस बार भी 50 किलो चावल भेज दीजिए।",
                                  "Pichhle hafte ke bill B14 mein 50 kilo chawal tha. Is baar bhi 50 kilo chawal bhej do."])
def test_a_bill_told_as_the_past_is_context(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 50, None, None, None)]


@pytest.mark.parametrize("text", ["O15 came yesterday, the rice was full of stones. Send 10 kg sugar.",
                                  "Last time (O18) you sent 10 trays of eggs, 2 trays were broken. Send 6 trays.",
                                  "Last week's O15 had 20 kg atta, only 15 came. Send 10 kg sugar.",
                                  "Re O128 — the 40 kg rice.",
                                  "Last week's O15 had 20 kg atta. Send 10 kg rice.",
                                  "We have deposited the money for bill no. 17. Send 100 kg sugar."])
def test_a_past_order_with_more_to_say_is_asked(text):
    refused(text, email=True)


@pytest.mark.parametrize("text", ["हमारे खुले ऑर्डरों में कुछ बदलाव:\nO4 – 1 किलो टाटा टी जोड़ दीजिए।\nO5 – रद्द कर दीजिए।\n"
                                  "O6 – कोई बदलाव नहीं।",
                                  "Open orders mein changes:\nO4 – 1 kilo Tata Tea add kar dijiye.\nO5 – cancel kar dijiye.\n"
                                  "O6 – koi badlav nahi.",
                                  "Changes to open orders:\nO4 – add 1 kg Tata Tea.\nO5 – cancel.\nO6 – no change."])
def test_an_order_with_no_change_needs_nothing(text):
    assert intents(text, email=True) == [("order", "tea-250g", 4, None, "O4", None), ("cancel", None, None, None, "O5", None)]


@pytest.mark.parametrize("text", ["Last week's O15 had 20 kg atta and 10 kg sugar. Please send the same again.",
                                  "पिछले हफ़्ते के O15 में 20 किलो आटा और 10 किलो चीनी थी। इस हफ़्ते भी उतना ही फिर से भेज दीजिए।",
                                  "Pichhle hafte ke O15 mein 20 kilo aata aur 10 kilo cheeni thi. Wahi phir se bhej dijiye."])
def test_the_past_orders_goods_asked_again(text):
    assert intents(text, email=True) == [("order", "atta-5kg", 4, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]
