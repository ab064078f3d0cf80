"""Requests a shopkeeper reads at once that the reader had refused (a new user's trial, session 34: A51, A10, A69,
A13; fixer BD), each in the three languages with probes of our own and near sentences that read as before:

- a bill put off for a later talk beside an order asks nothing of it now (``lang.talk_later``): "… कल के बिल B2 पर
  बात बाद में करेंगे।";
- a tin or box "of one litre" is its own pack, counted (``lang.one_priced.one_pack``): "1 लीटर वाले 12 डिब्बे" is 12
  litres; and one crate in a question of its price beside the crates wanted is the price's unit
  (``lang.one_priced``): "एक crate (12 पैकेट) कितने का है? 4 crate चाहिए।" asks the rate of 48 packets (the golds:
  "price? need N" asks the rate of N);
- prices named in turn in a sentence of their own, after the goods they price (``lang.rates_apart``): "… Colgate
  100g ke 36 bhej do. Rate wahi ₹88 aur ₹48 rakhna."
"""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text, want", [
    # a bill put off for a later talk (trial 34 A51, then probes)
    ("२० ब्रेड और ४० दूध भेजिए। कल के बिल B2 पर बात बाद में करेंगे।",
     [("order", "bread-400g", 20, None, None, None), ("order", "milk-500ml", 40, None, None, None)]),
    ("20 bread aur 40 doodh bhejiye. Kal ke bill B2 par baat baad mein karenge.",
     [("order", "bread-400g", 20, None, None, None), ("order", "milk-500ml", 40, None, None, None)]),
    ("Send 20 bread and 40 milk. We'll talk about yesterday's bill B2 later.",
     [("order", "bread-400g", 20, None, None, None), ("order", "milk-500ml", 40, None, None, None)]),
    # one-litre tins and a crate priced (trial 34 A69, A10's size, then probes)
    ("Amul Gold दूध 500ml का एक crate (12 पैकेट) कितने का है? 4 crate चाहिए।",
     [("ask_quote", "milk-500ml", 48, None, None, None)]),
    ("Amul Gold doodh 500ml ka ek crate (12 packet) kitne ka hai? 4 crate chahiye.",
     [("ask_quote", "milk-500ml", 48, None, None, None)]),
    ("How much is one crate (12 packets) of Amul Gold milk 500ml? We need 4 crates.",
     [("ask_quote", "milk-500ml", 48, None, None, None)]),
    ("घी का भाव क्या है? 1 लीटर वाले 12 डिब्बे चाहिए।", [("ask_quote", "ghee-1l", 12, None, None, None)]),
    ("Ghee ka bhav kya hai? 1 litre wale 12 dabbe chahiye.", [("ask_quote", "ghee-1l", 12, None, None, None)]),
    ("What is your ghee rate? We need 12 tins of 1 litre.", [("ask_quote", "ghee-1l", 12, None, None, None)]),
    ("Send 12 tins of 1 litre ghee.", [("order", "ghee-1l", 12, None, None, None)]),
    # prices in turn in their own sentence (trial 34 A13, then probes)
    ("Bhaiya Surf Excel 1kg ke 20 packet aur Colgate 100g ke 36 bhej do. Rate wahi ₹88 aur ₹48 rakhna.",
     [("order", "detergent-1kg", 20, 8800, None, None), ("order", "toothpaste-100g", 36, 4800, None, None)]),
    ("सर्फ़ एक्सेल 1 किलो के 20 पैकेट और कोलगेट 100 ग्राम के 36 भेज दो। रेट वही ₹88 और ₹48 रखना।",
     [("order", "detergent-1kg", 20, 8800, None, None), ("order", "toothpaste-100g", 36, 4800, None, None)]),
    ("Send 20 packets of Surf Excel and 36 Colgate. Keep the rates the same, ₹88 and ₹48.",
     [("order", "detergent-1kg", 20, 8800, None, None), ("order", "toothpaste-100g", 36, 4800, None, None)]),
    ("Send 25 kg sugar and 10 kg salt. Rate ₹40 and ₹22 per kg.",
     [("order", "sugar-1kg", 25, 4000, None, None), ("order", "salt-1kg", 10, 2200, None, None)]),
    # near: as read before
    ("Amul Gold doodh 500ml ka ek crate (12 packet) bhejo.", [("order", "milk-500ml", 12, None, None, None)]),
    ("2 peti (1 litre ki bottle) sarson tel bhejo", [("order", "mustard-oil-1l", 24, None, None, None)]),
    ("Bhai 25 kilo cheeni aur 10 kilo namak bhejo, rate wahi purana ₹40 aur ₹22",
     [("order", "sugar-1kg", 25, 4000, None, None), ("order", "salt-1kg", 10, 2200, None, None)]),
])
def test_read_beside_orders(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, key", [
    ("Send 20 packets of Surf Excel. Rate ₹88 and ₹48.", "ambiguous_intent.figure"),  # two prices, one goods
    ("20 bread aur 40 doodh bhejiye. Bill B2 galat hai, baad mein baat karenge.", "ambiguous_intent.tentative"),
])
def test_near_still_refused(text, key):
    assert refused(text, email=True) == key
