"""The last silent misreadings of the labelled corpora, fixed by kind (session 41, helper FZ; issue 10).

Each kind in the three languages (en, Hindi in Devanagari, Hinglish), asserting the exact intents (kind, sku,
quantity in selling units, unit price in paise, order id, bill id) or the refusal's key, as the supplier's desk reads
an e-mail. A misreading acted on is the benchmark's defect; a refusal is the model's failure.
"""
from __future__ import annotations

import pytest

from reader_intents import reading


# 1. The goods of an order asked after, named "the 2 bori atta" / "2 bori aate wala" beside a need, are the delivery
#    question's goods (lang.the_goods_named via lang.goods_of_order), never ordered a second time (holdout146 r77010).

@pytest.mark.parametrize("text, sku, qty, order", [
    ("Has O3 left? the 2 bori atta, need it by noon", "atta-5kg", 20, "O3"),
    ("O3 nikla kya? 2 bori aate wala, dopahar tak chahiye", "atta-5kg", 20, "O3"),
    ("O3 निकला क्या? 2 बोरी आटे वाला, दोपहर तक चाहिए", "atta-5kg", 20, "O3"),
    ("When will O7 come? We need the 20 kg sugar before Sunday.", "sugar-1kg", 20, "O7"),
    ("O7 kab aayega? 20 kilo cheeni wala, kal tak chahiye", "sugar-1kg", 20, "O7"),
    ("O7 कब आएगा? 20 किलो चीनी वाला, कल तक चाहिए", "sugar-1kg", 20, "O7"),
])
def test_the_goods_of_the_order_asked_after_are_asked_after(text, sku, qty, order):
    assert reading(text) == [("ask_delivery", sku, qty, None, order, None)]


@pytest.mark.parametrize("text", [
    "Has O3 left? Also need 2 bori atta by noon",  # "also": more goods
    "O3 nikla kya? 2 bori aata bhi chahiye",  # "bhi": more goods
    "O3 निकला क्या? 2 बोरी आटा भी चाहिए",
])
def test_goods_added_beside_the_question_are_still_ordered(text):
    assert reading(text) == [("ask_delivery", None, None, None, "O3", None), ("order", "atta-5kg", 20, None, None, None)]


# 2. "Baaki sab theek?" / "बाकी सब ठीक?" / "Everything fine?" is small talk: it agrees to nothing, and a bare price
#    beside it stays a price with no intent word (lang.all_well; holdout145 q77032).

@pytest.mark.parametrize("text", [
    "Moong dal ₹98 a kilo. Baaki sab theek?",
    "Moong dal ₹98 a kilo. Everything fine?",
    "Moong dal ₹98 a kilo. Sab theek hai?",
    "मूंग दाल ₹98 किलो। बाकी सब ठीक?",
    "मूंग दाल ₹98 किलो। सब ठीक है?",
    "Moong daal ₹98 kilo. Baaki sab theek?",
])
def test_all_well_asked_is_no_agreement(text):
    assert reading(text) == "ambiguous_intent.no_word"


@pytest.mark.parametrize("text, want", [
    ("Send 20 kg rice. Baaki sab theek?", [("order", "rice-1kg", 20, None, None, None)]),
    ("20 किलो चावल भेजो। बाकी सब ठीक?", [("order", "rice-1kg", 20, None, None, None)]),
    ("20 kilo chawal bhejo. Baaki sab theek?", [("order", "rice-1kg", 20, None, None, None)]),
    ("Moong dal ₹98 a kilo. Theek hai?", [("offer", "moong-dal-1kg", None, 9800, None, None)]),  # the price asked
    ("Moong dal ₹98 sab theek hai, 20 kilo bhej do.",
     [("accept", "moong-dal-1kg", None, 9800, None, None), ("order", "moong-dal-1kg", 20, None, None, None)]),
])
def test_an_agreement_or_request_beside_it_stands(text, want):
    assert reading(text) == want


# 3. Goods priced in a question and then "Send it." are no offer (lang.asked_then_sent): the order is asked as a
#    question, and refused so, never read as an offer that books nothing (holdout47 s100).

@pytest.mark.parametrize("text", [
    "Gud ₹3,000 for 50 kg? Send it.",
    "Rice ₹36 per kg for 50 kg? Please send.",
    "Gud 50 kilo ₹3,000 mein? Bhej do.",
    "Chawal 50 kilo ₹1,800 mein? Bhej dijiye.",
    "गुड़ 50 किलो ₹3,000 में? भेज दो।",
    "चावल 50 किलो ₹1,800 में? भेज दीजिए।",
])
def test_goods_priced_in_a_question_then_sent_are_asked(text):
    assert reading(text) == "ambiguous_intent.asked_order"


@pytest.mark.parametrize("text, want", [
    ("Tomato ₹30/kg? We'll take 25 kg.", [("offer", "tomato-1kg", 25, 3000, None, None)]),  # the README's offer
    ("Rice ₹36 per kg? Send it.", [("offer", "rice-1kg", None, 3600, None, None)]),  # no count to order
    ("Chawal ₹36 kilo? Bhej do.", [("offer", "rice-1kg", None, 3600, None, None)]),
])
def test_a_question_without_count_or_with_a_take_word_stays_an_offer(text, want):
    assert reading(text) == want
