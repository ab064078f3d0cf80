"""``lang.confirm_if_yes``: goods booked, their price asked after and "if yes, I'll confirm" order nothing: refused in
all three languages with the reason to write the price as an offer; a single offer with its count reads as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Manoj ji, namaste. For Chhath we want to book 3 bori Aashirvaad atta and 1 quintal gud in one go. Can you do ₹215 "
    "per 5 kg packet for the atta and ₹52/kg for the gud? If yes, I'll confirm today itself.",
    "मनोज जी, नमस्ते। छठ के लिए हम एक साथ 3 बोरी आशीर्वाद आटा और 1 क्विंटल गुड़ बुक करना चाहते हैं। क्या आटा ₹215 प्रति 5 "
    "किलो पैकेट और गुड़ ₹52 किलो में हो जाएगा? हाँ हो तो आज ही पक्का कर देता हूँ।",
    "Manoj ji, namaste. Chhath ke liye hum ek saath 3 bori Aashirvaad aata aur 1 quintal gur book karna chahte hain. Kya "
    "aata ₹215 per 5 kg packet aur gur ₹52 kilo me ho jayega? Haan ho to aaj hi pakka kar deta hoon.",
])
def test_a_booking_confirmed_only_if_the_price_is_agreed_is_refused(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key, r.reason_args.get("item")) == (False, "ambiguous_intent.if_priced", "wheat flour")


@pytest.mark.parametrize("text", ["Onion at ₹31/kg? If yes, please send 40 kg.",
                                  "We want to book 30 kg onion. Can you do ₹31/kg? If yes, I'll confirm today."])
def test_one_offer_with_its_count_reads_as_before(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("offer", "onion-1kg", 40 if "40" in text else 30, 3100)]
