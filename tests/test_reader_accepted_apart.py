"""A quoted price accepted in its own words, before another item's counter-offer, is the acceptance's price
(``lang.accepted_apart``): "Your quote: agarbatti ₹17 is ok. Matchbox ₹1.80 is a bit much, do ₹1.60." accepts the
incense at ₹17 (holdout95 w9044, where a count sold told before had left the incense accepted at no price). Fixer CT of
the thirty-seventh session."""
from __future__ import annotations

import pytest

from reader_intents import intents

_W9044 = ("Good morning ji! Last Diwali we sold 300 packets of agarbatti 😄 so stocking up early. Your quote: agarbatti "
          "₹17 is ok. Matchbox ₹1.80 is a bit much, do ₹1.60. Thanks!")


@pytest.mark.parametrize("text", [
    _W9044,
    "सुप्रभात जी! पिछली दिवाली हमने 300 पैकेट अगरबत्ती बेची थी 😄 इसलिए पहले से स्टॉक कर रहे हैं। आपका रेट: अगरबत्ती ₹17 "
    "ठीक है। माचिस ₹1.80 थोड़ा ज़्यादा है, ₹1.60 कर दो। धन्यवाद!",
    "Good morning ji! Pichli Diwali humne 300 packet agarbatti bechi thi 😄 isliye pehle se stock kar rahe hain. Aapka "
    "rate: agarbatti ₹17 theek hai. Machis ₹1.80 thoda zyada hai, ₹1.60 kar do. Thanks!",
])
def test_the_quoted_price_accepted_is_kept(text):
    assert intents(text, email=True) == [("accept", "incense-1pack", None, 1700, None, None),
                                         ("offer", "matchbox-1pc", None, 160, None, None)]


@pytest.mark.parametrize("text", [  # probes of our own
    "Last month we sold 40 packets of tea. Your quote: tea ₹120 is fine. Salt ₹22 is a bit much, do ₹20.",
    "Last Diwali we sold 300 packets of biscuits. Your quote: tea ₹120 is ok. Salt ₹22 is a bit much, do ₹20.",
    "पिछले महीने हमने 40 पैकेट चाय बेची। आपका रेट: चाय ₹120 ठीक है। नमक ₹22 थोड़ा ज़्यादा है, ₹20 कर दो।",
    "Pichle mahine humne 40 packet chai bechi. Aapka rate: chai ₹120 theek hai. Namak ₹22 thoda zyada hai, ₹20 kar do.",
])
def test_probes_accept_at_the_quoted_price(text):
    assert intents(text, email=True) == [("accept", "tea-250g", None, 12000, None, None),
                                         ("offer", "salt-1kg", None, 2000, None, None)]


def test_a_quoted_price_said_back_alone_stays_a_reference():
    """Said back with no acceptance: only the matchbox is bargained."""
    assert intents("You quoted agarbatti ₹17. Matchbox ₹1.80 is a bit much, do ₹1.60", email=True) == [
        ("offer", "matchbox-1pc", None, 160, None, None)]


def test_the_same_goods_bargained_down_is_not_accepted_at_the_quote():
    from reader_intents import refused
    assert refused("Your quote of ₹17 for agarbatti is ok but do ₹16.", email=True).startswith("ambiguous_intent")
