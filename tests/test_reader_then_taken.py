"""The count of a counter-offer said "then we'll take …" right after it is the offer's count, with other goods in the
message (lang.then_taken, through lang.count_after_counter; issue 10, session 41 helper FX2, holdout135 g7038)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()

_WANT = [("offer", "banana-1dozen", 8, 4700), ("order", "potato-1kg", 20, 2400)]


def _rows(text):
    r = read_message(text, CAT, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Hi Selvam anna 🍌 ₹52 a dozen for bananas this week feels steep — last week it was ₹48, and Ganesh Fruits down the "
    "road is selling at ₹46. Can you do ₹47? Then we'll take 8 dozen. And please send 20 kg potatoes at ₹24 as usual.",
    "नमस्ते सेल्वम भैया 🍌 इस हफ़्ते केले ₹52 दर्जन महँगे लग रहे हैं — पिछले हफ़्ते ₹48 थे, और सड़क के आगे गणेश फ्रूट्स ₹46 "
    "में बेच रहा है। क्या ₹47 कर सकते हैं? तो हम 8 दर्जन लेंगे। और हमेशा की तरह ₹24 पर 20 किलो आलू भेज दीजिए।",
    "Hi Selvam bhaiya 🍌 Is hafte kele ₹52 darjan mehenge lag rahe hain — pichhle hafte ₹48 the, aur road ke aage Ganesh "
    "Fruits ₹46 mein bech raha hai. Kya ₹47 kar sakte hain? To hum 8 darjan lenge. Aur hamesha ki tarah ₹24 par 20 kilo "
    "aloo bhej dijiye.",
    "Bananas ₹52 a dozen is steep. Can you do ₹47? Then we'll take 8 dozen. Please send 20 kg potatoes at ₹24.",
])
def test_the_count_taken_then_is_the_offers(text):
    assert _rows(text) == _WANT


@pytest.mark.parametrize("text", [
    # a count the goods are not sold in
    "Bananas ₹52 a dozen is steep. Can you do ₹47? Then we'll take 8 kg. Please send 20 kg potatoes at ₹24.",
])
def test_a_count_that_does_not_fit_the_goods_is_asked(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable
    assert r.reason_key == "ambiguous_intent.figure"
