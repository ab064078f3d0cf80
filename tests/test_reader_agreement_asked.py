"""The supplier's agreement asked for after our own price (issue 10; sealed holdout60 en-j008, holdout86 hl-i9018):
"if that is agreeable to you", "agar aapko acceptable ho", "अगर आपको मंज़ूर हो" beside an offer had been read as an
acceptance too and the offer refused ("both agreed and offered"); they ask, and the offer stands
(``lang.agreement_asked``). Our own acceptance of the supplier's price still reads."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "Thank you for the new rates. For sugar we could proceed at ₹41 per kg if that is agreeable to you.",
    "Sir, with reference to your quotation, if acceptable to you we agree to ₹41 per kg for sugar.",
    "Sir, aapke quotation ke reference mein, agar aapko acceptable ho to hum chini ke liye ₹41 per kg par agree "
    "karte hain.",
    "महोदय, आपके कोटेशन के संदर्भ में, अगर आपको मंज़ूर हो तो हम चीनी के लिए ₹41 प्रति किलो पर सहमत हैं।",
])
def test_agreement_asked_after_our_price_is_an_offer(text):
    assert intents(text, email=True) == [("offer", "sugar-1kg", None, 4100, None, None)]


def test_our_acceptance_beside_an_offer_still_reads():
    assert intents("Sugar ₹41 is fine for us. Tea too high, can you do ₹112?", email=True) == [
        ("accept", "sugar-1kg", None, 4100, None, None), ("offer", "tea-250g", None, 11200, None, None)]
    assert intents("Sugar at ₹41 per kg is acceptable to us.", email=True) == [
        ("accept", "sugar-1kg", None, 4100, None, None)]


@pytest.mark.parametrize("text", [
    "Dear Supplier,\n\nUmeed hai aap theek honge. Hum 30 kilo cheeni lena chahte hain. Kya ₹41 per kilo aapko theek "
    "rahega?",
    "प्रिय सप्लायर,\n\nआशा है आप ठीक होंगे। हम 30 किलो चीनी लेना चाहते हैं। क्या ₹41 प्रति किलो आपको ठीक रहेगा?",
])
def test_the_greeting_beside_an_offer_agrees_to_nothing(text):
    """(sealed holdout75 hl-x1045: "Umeed hai aap theek honge" read as an acceptance)"""
    assert intents(text, email=True) == [("offer", "sugar-1kg", 30, 4100, None, None)]
