"""Another seller's price matched "that much" reads alike in the three languages (session 56, LEFT56 item 2): "आप भी
इतने में दे सकें तो 30 किलो चावल भेज दीजिए" after another's price had been refused (the price another's, none
left to offer), where the Hinglish "itne mein de sakein" and the English "if you can match that" read an offer at
that price with its count. "इतने में" / "उतने में" / "में दे सकें" are offer cues as "itne mein" was."""
from __future__ import annotations

import pytest

from tests.reader_intents import intents

_OFFER = [("offer", "sugar-1kg", 20, 5200, None, None)]


@pytest.mark.parametrize("text", [
    "बगल वाले होलसेलर ₹52 में दे रहे हैं। आप भी इतने में दे सकें तो 20 किलो चीनी भेज दीजिए",
    "बगल वाले होलसेलर ₹52 में दे रहे हैं। आप भी उतने में दे सकें तो 20 किलो चीनी भेज दीजिए",
    "Bagal wale wholesaler ₹52 mein de rahe hain. Aap bhi itne mein de sakein to 20 kilo cheeni bhej dijiye",
    "Bagal wale wholesaler ₹52 mein de rahe hain. Aap bhi utne mein de sakein to 20 kilo cheeni bhej dijiye",
    "The wholesaler next door is giving it at ₹52. If you can match that, send 20 kg sugar."])
def test_another_sellers_price_matched_is_our_offer_with_its_count(text):
    assert intents(text, email=True) == _OFFER


@pytest.mark.parametrize("text", ["चीनी ₹52 में दे सकें तो 20 किलो भेज दीजिए", "Cheeni ₹52 mein de sakein to 20 kilo bhej dijiye",
                                  "If you can do sugar at ₹52, send 20 kg."])
def test_a_price_we_could_be_given_is_an_offer(text):
    assert intents(text, email=True) == _OFFER


@pytest.mark.parametrize("text", ["> चीनी ₹52 किलो\nठीक है, इतने में 20 किलो भेज दीजिए",
                                  "> Cheeni ₹52 kilo\nTheek hai, itne mein 20 kilo bhej dijiye"])
def test_the_suppliers_price_taken_at_that_much_is_still_an_acceptance(text):
    assert intents(text, email=True) == [("accept", "sugar-1kg", None, 5200, None, None),
                                         ("order", "sugar-1kg", 20, None, None, None)]
