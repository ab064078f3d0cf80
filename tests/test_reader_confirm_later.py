"""Goods to be confirmed later ("कल गोदाम देखकर पक्का करूँगा", "kal pakka karenge") are no accept or order yet
(lang/second_thoughts.py ``_TENTATIVE``; holdout77 hi-q9041 had accepted and ordered the sugar, silently), as
"I'll confirm tomorrow" already was; "देखकर कन्फ़र्म कर दीजिए" asks the supplier to confirm, and "फिर ऑर्डर पक्का
करेंगे" after a price asked lower is a condition."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "चीनी ₹42 किलो। कल गोदाम देखकर पक्का करूँगा।",
    "Cheeni ₹42 kilo. Kal pakka karenge.",
    "Cheeni ₹42 kilo. Kal godown dekh ke confirm karunga.",
    "Sugar ₹42/kg. I'll confirm tomorrow after checking the godown.",
])
def test_goods_to_be_confirmed_later_are_not_taken_yet(text):
    assert refused(text, email=True) == "ambiguous_intent.tentative"


def test_asking_the_supplier_to_confirm_still_pays():
    text = "B7 का पूरा भुगतान कर दिया है, ₹8,460 IMPS से, रेफ़ 402918773215। देखकर कन्फ़र्म कर दीजिए 🙏"
    assert intents(text, email=True) == [("pay", None, None, None, None, "B7")]
