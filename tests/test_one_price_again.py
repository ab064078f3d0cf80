"""lang.one_price_again: the one price of a reading about one goods, said again ("We can do ₹128 per litre … Please
confirm whether ₹128 works for you"), is the offer's, in all three languages; a price a rupee apart is still asked."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Counter-offer: We can do ₹128 per litre for mustard oil. At that rate we will take 2 cases.\n"
    "Action needed: Please confirm whether ₹128 works for you.",
    "प्रस्ताव: सरसों तेल हम ₹128 प्रति लीटर दे सकते हैं। इस भाव पर 2 पेटी लेंगे।\nज़रूरी: कृपया बताइए कि ₹128 आपको मंज़ूर है या नहीं।",
    "Offer: Sarson tel hum ₹128 per litre de sakte hain. Is rate pe 2 peti lenge.\nAction needed: Please batayiye ₹128 chalega ya nahi.",
])
def test_the_one_price_said_again_is_the_offers(text):
    assert intents(text, email=True) == [("offer", "mustard-oil-1l", 24, 12800, None, None)]


@pytest.mark.parametrize("text", [
    "Counter-offer: We can do ₹128 per litre for mustard oil. At that rate we will take 2 cases.\n"
    "Action needed: Please confirm whether ₹127 works for you.",
    "प्रस्ताव: सरसों तेल हम ₹128 प्रति लीटर दे सकते हैं। इस भाव पर 2 पेटी लेंगे।\nज़रूरी: कृपया बताइए कि ₹127 आपको मंज़ूर है या नहीं।",
])
def test_another_figure_is_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"
