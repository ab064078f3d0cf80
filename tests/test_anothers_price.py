"""lang.anothers_price: another seller's price told beside our own request at our price is news; the request is read,
in all three languages (fixer N, s27). The supplier's own price, or one beside a match, is still asked about."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Send 20 litres mustard oil at ₹132 a litre. The shop next door is charging ₹138.",
    "20 लीटर सरसों तेल ₹132 लीटर भेज दो। बगल वाला ₹138 ले रहा है।",
    "20 litre sarson tel ₹132 litre bhej do. Bagal wala ₹138 le raha hai.",
])
def test_the_shop_next_doors_price_is_news(text):
    assert _read(text) == (True, "", [("order", "mustard-oil-1l", 20, 13200)])


@pytest.mark.parametrize("text", [
    "राहुल ट्रेडर्स ₹205 में 5 किलो आटा दे रहा है। आप ₹208 कर दो तो 30 पैकेट पक्का।",
    "Rahul Traders ₹205 mein 5 kilo aata de raha hai. Aap ₹208 kar do toh 30 packet pakka.",
])
def test_anothers_price_beside_our_offer(text):
    assert _read(text) == (True, "", [("offer", "atta-5kg", 30, 20800)])


def test_the_suppliers_own_price_is_still_asked():
    ok, reason, _ = _read("Send 20 litres mustard oil at ₹132 a litre. You are charging ₹138.")
    assert not ok and "₹138" in reason


def test_a_price_asked_back_keeps_the_refusal():
    """"₹140 for toor? Gupta gives ₹132. No.": the ₹140 read as offered may be the supplier's, refused (breaker AH)."""
    ok, reason, _ = _read("₹140 for toor? Gupta gives ₹132. No.")
    assert not ok and "₹132" in reason


def test_a_match_keeps_the_refusal():
    assert not _read("Gupta gives sugar at ₹40. Match that and send 50 kg at ₹42.")[0]


@pytest.mark.parametrize("text", [
    "गुप्ता जी 60 में गुड़ देते हैं, आप 57 का रेट करो तो 30 किलो ले लेंगे।",
    "Gupta ji 60 mein gud dete hain, aap 57 karoge to 30 kilo le lenge.",
])
def test_anothers_bare_price_in_a_phrase_of_its_own(text):
    """The phrase before the comma tells Gupta's price; the one after it, with "aap", is our bid."""
    assert _read(text) == (True, "", [("offer", "jaggery-1kg", 30, 5700)])


def test_a_bill_charging_is_the_suppliers():
    """"B30 charges paneer at ₹85": the supplier's own bill, not another seller's price — still asked."""
    assert not _read("B30 charges paneer at ₹85 a packet, we had agreed ₹78. And when will O25 come?")[0]
