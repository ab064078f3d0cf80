"""Goods refused as a substitute for other goods are refused, nothing is cancelled (``lang.substitute_declined``,
``lang.instead_of``): "टमाटर की जगह प्याज़ मत भेजना" refuses the onion the supplier offered in the tomato's place
(holdout122 i8019, where the Hindi had dropped the refusal beside the stock told, and the English, refusing the
tomato it ordered too, and the Hinglish were refused); "Don't
send potatoes in place of onions" had cancelled both. Fixer CT of the thirty-seventh session."""
from __future__ import annotations

import pytest

from reader_intents import intents

_QUOTE = {
    "en": "On 14 Jul, Ramesh bhai wrote:\n> Only 15 kg tomato available, ₹36. Nashik trucks are stuck at Kasara ghat. "
          "For the other 15 kg, shall I send onion at ₹32?\n\n₹36 for tomato is ok — send the 15 kg.\nNo onion in place "
          "of the tomato please, we still have 20 kg onion in stock.\n\nRajesh",
    "hi": "14 जुलाई को रमेश भाई ने लिखा:\n> टमाटर सिर्फ़ 15 किलो मिलेगा, ₹36. नासिक की गाड़ियाँ कसारा घाट पर फँसी हैं। बाक़ी 15 "
          "किलो की जगह ₹32 वाला प्याज़ भेज दूँ?\n\nटमाटर ₹36 ठीक है — 15 किलो भेज दो।\nटमाटर की जगह प्याज़ मत भेजना, हमारे पास "
          "अभी 20 किलो प्याज़ पड़ा है।\n\nराजेश",
    "hinglish": "14 July ko Ramesh bhai ne likha:\n> Tamatar sirf 15 kilo milega, ₹36. Nashik ki gaadiyan Kasara ghat pe "
                "phasi hain. Baaki 15 kilo ki jagah ₹32 wala pyaaz bhej doon?\n\nTamatar ₹36 theek hai — 15 kilo bhej "
                "do.\nTamatar ki jagah pyaaz mat bhejna, humare paas abhi 20 kilo pyaaz pada hai.\n\nRajesh",
}


@pytest.mark.parametrize("lang", ["en", "hi", "hinglish"])
def test_the_offered_substitute_is_refused(lang):
    assert intents(_QUOTE[lang], email=True) == [("accept", "tomato-1kg", None, 3600, None, None),
                                                 ("order", "tomato-1kg", 15, None, None, None),
                                                 ("reject", "onion-1kg", None, None, None, None)]


@pytest.mark.parametrize("text, sku", [  # probes of our own
    ("टमाटर की जगह प्याज़ मत भेजना।", "onion-1kg"),
    ("Tamatar ki jagah pyaaz mat bhejna.", "onion-1kg"),
    ("No onion in place of the tomato please.", "onion-1kg"),
    ("Don't send potatoes in place of onions.", "potato-1kg"),
    ("Please don't send sugar instead of jaggery.", "sugar-1kg"),
    ("चीनी की बजाय गुड़ मत भेजना।", "jaggery-1kg"),
    ("Chini ke badle gud mat bhejna.", "jaggery-1kg"),
    ("We don't want poha in place of suji.", "poha-500g"),
    ("Please don't replace the tomatoes with onions.", "onion-1kg"),
    ("We don't need onion as a replacement for tomato.", "onion-1kg"),
])
def test_a_substitute_declined_is_refused_alone(text, sku):
    assert intents(text, email=True) == [("reject", sku, None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Send 15 kg tomato. Don't send onion in place of tomato.",
    "टमाटर 15 किलो भेज दो। टमाटर की जगह प्याज़ मत भेजना।",
    "Tamatar 15 kilo bhej do. Tamatar ki jagah pyaaz mat bhejna.",
])
def test_beside_an_order_of_the_goods_replaced(text):
    assert intents(text, email=True) == [("order", "tomato-1kg", 15, None, None, None),
                                         ("reject", "onion-1kg", None, None, None, None)]


def test_near_sentences_read_as_before():
    """An order named: its goods cut and others sent in their place; "उसकी जगह" pointing at the goods sent."""
    assert intents("O60 में 20 किलो प्याज़ मत भेजो, उसकी जगह 20 किलो आलू भेजो।", email=True) == [
        ("cancel", "onion-1kg", 20, None, "O60", None), ("order", "potato-1kg", 20, None, "O60", None)]
    assert intents("Send 20 kg sugar in place of jaggery.", email=True) == [("order", "sugar-1kg", 20, None, None, None)]
    assert intents("Bhaiya atta mat bhejna, uski jagah 10 kilo besan bhej do.", email=True) == [
        ("cancel", "atta-5kg", None, None, None, None), ("order", "besan-500g", 20, None, None, None)]
