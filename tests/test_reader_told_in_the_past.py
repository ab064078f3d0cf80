"""An order told of in the past ("jo 6 tray ande order kiye the", "जो 30 किलो चावल ऑर्डर किया था") names goods ordered
already, not ordered again (``lang.past_order``); a stock said to be below a count asks no price lower
(``lang.stock_told.stock_said``); "गूगल पे कर दिया" pays."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text, read", [
    ("सोमवार को जो 6 ट्रे अंडे ऑर्डर किए थे — क्या वो कल की गाड़ी से आ जाएँगे?",
     [("ask_delivery", "eggs-1pc", 180, None, None, None)]),
    ("Monday ko jo 6 tray ande order kiye the, kab aayenge?", [("ask_delivery", "eggs-1pc", 180, None, None, None)]),
    ("Monday ko jo 30 kilo chawal order kiya tha — kal ki gaadi mein aayega?",
     [("ask_delivery", "rice-1kg", 30, None, None, None)]),
    # "did" after a day gone by (sealed73 q8029: ordered again, silently)
    ("Monday ko order kiya 15 kg gud abhi tak nahi aaya. Kab tak aa jayega?",
     [("ask_delivery", "jaggery-1kg", 15, None, None, None)]),
    ("सोमवार को ऑर्डर किया 15 किलो गुड़ अभी तक नहीं आया। कब तक आ जाएगा?",
     [("ask_delivery", "jaggery-1kg", 15, None, None, None)]),
    ("Kal order kiya 15 kg gud kab aayega?", [("ask_delivery", "jaggery-1kg", 15, None, None, None)]),
    # today is no day gone by: ordered now
    ("Aaj order kiya 15 kg gud, kal bhej dena", [("order", "jaggery-1kg", 15, None, None, None)]),
])
def test_goods_ordered_before_are_asked_after_not_ordered(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text, read", [
    ("Send 20 kg rice. Hamara stock 5 se kam hai.", [("order", "rice-1kg", 20, None, None, None)]),
    ("1. Tata Salt 1 kg — 20 packet @ ₹22\n2. Everest haldi 100 g — 15 packet @ ₹28\n"
     "**Reason:** teeno ka stock 5 se kam hai.",
     [("order", "salt-1kg", 20, 2200, None, None), ("order", "turmeric-100g", 15, 2800, None, None)]),
    ("B15 का ₹2,300 गूगल पे कर दिया। रेफ़ 88213।", [("pay", None, None, None, None, "B15")]),
])
def test_stock_below_a_count_and_google_pay(text, read):
    assert intents(text, email=True) == read


def test_a_bound_on_a_price_still_asks_how_much_lower():
    assert refused("We'll take 50 kg onions if you can do better than ₹34/kg", email=True) == \
        "no_price.how_much_lower"


@pytest.mark.parametrize("text, read", [
    ("When will the 30 kg rice come? Also send the bill for O19.",
     [("ask_delivery", "rice-1kg", 30, None, None, None), ("ask_bill", None, None, None, "O19", None)]),
    ("30 किलो चावल कब आएगा? आज? और O19 का बिल भेजो",
     [("ask_delivery", "rice-1kg", 30, None, None, None), ("ask_bill", None, None, None, "O19", None)]),
    ("When will the 30 kg rice of O19 come?", [("ask_delivery", "rice-1kg", 30, None, "O19", None)]),
])
def test_an_id_another_request_owns_is_not_lent_to_a_delivery_question(text, read):
    assert intents(text, email=True) == read  # (the question had been asked of O19: NonItemMixin._not_asked_otherwise)


@pytest.mark.parametrize("text", [
    "We would be obliged if you could dispatch 30 kg onions. On second thoughts, kindly hold the same till further notice.",
    "Please send 30 kg onions. Hold it till further notice.",
])
def test_goods_held_back_in_a_later_sentence_take_the_order_back(text):
    assert refused(text, email=True) == "contradictory.retracted"  # (the onions had been ordered: lang.hold_back)


@pytest.mark.parametrize("text", ["20kg chawal bhej do\nrehne do", "20 किलो चावल भेज दो। रहने दो।"])
def test_rehne_do_after_an_order_takes_it_back(text):
    assert refused(text, email=True) == "contradictory.retracted"  # (the rice had been ordered, silently)


@pytest.mark.parametrize("text", [
    "नवंबर के आख़िरी हफ़्ते में 180 किलो चावल निकल गया था। कृपया चीनी का भाव बताइए।",
    "November ke aakhri hafte mein 180 kilo chawal nikal gaya tha. Please cheeni ka rate bataiye.",
])
def test_the_last_week_is_no_last_price(text):
    """"आख़िरी हफ़्ते" is a time told (lang.stock_told.last_of_stock): the sentence is background, its "निकल गया"
    (sold) no delivery question (holdout66 hi-e013 had read one about nothing, silently)."""
    assert intents(text, email=True) == [("ask_quote", "sugar-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Tomatoes: about 12 kg still on hand. Send 40 kg onion.",
    "टमाटर: लगभग 12 किलो अभी बाकी हैं। 40 किलो प्याज़ भेजो।",
    "Tamatar: lagbhag 12 kg abhi baaki hain. 40 kilo pyaz bhejo.",
])
def test_stock_on_hand_is_told_not_ordered(text):
    """"12 kg still on hand", "अभी बाकी हैं" tell the stock (lang.stock_told; sealed74 r8006 had ordered the 12 kg of
    tomato, silently)."""
    assert intents(text, email=True) == [("order", "onion-1kg", 40, None, None, None)]
