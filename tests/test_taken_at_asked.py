"""``lang.taken_at_asked``: goods "taken" in the sentence after their price was asked ("can you do onion at ₹30/kg
and potato at ₹22/kg? We'll take 50 kg onion and 40 kg potato.") are offers with their quantities, not orders at
the list price; goods not asked about stay an order; a question the reader cannot read in Hindi stays refused."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text,want", [
    ("Ramesh bhai, can you do onion at ₹30/kg and potato at ₹22/kg? We'll take 50 kg onion and 40 kg potato.",
     [("offer", "onion-1kg", 50, 3000), ("offer", "potato-1kg", 40, 2200)]),
    ("Can you do onion at ₹30/kg? We will take 50 kg onion.", [("offer", "onion-1kg", 50, 3000)]),
    ("Can you do onion at ₹30/kg? We'll take 50 kg onion and 10 kg sugar.",
     [("offer", "onion-1kg", 50, 3000), ("order", "sugar-1kg", 10, None)]),
    ("Tomato ₹30/kg? We'll take 25 kg.", [("offer", "tomato-1kg", 25, 3000)]),
    ("Would you do onion for ₹30 a kg? We'd take 50 kg onion.", [("offer", "onion-1kg", 50, 3000)]),
    ("Pyaaz ₹30 kilo doge? 50 kilo pyaaz lenge.", [("offer", "onion-1kg", 50, 3000)]),
    ("प्याज़ ₹30 किलो दोगे? 50 किलो प्याज़ लेंगे।", [("offer", "onion-1kg", 50, 3000)]),
])
def test_goods_taken_after_a_price_asked_are_offers(text, want):
    assert _read(text) == (True, want)


@pytest.mark.parametrize("text", [
    "Pyaaz ₹30 kilo mein ho jayega? Hum 50 kilo pyaaz lenge.",
    "प्याज़ ₹30 किलो में हो जाएगा? हम 50 किलो प्याज़ लेंगे।",
])
def test_hindi_questions_stay_refused_not_ordered(text):
    readable, intents = _read(text)
    assert not readable or ("order", "onion-1kg", 50, None) not in intents
