"""A table column of the writer's view of each quoted rate ("Our view", "हमारी राय", "Hamari raay") is an answer column
(``lang.tables``): beside it the supplier's rate is the very price refused or taken, not a reference dropped
(holdout106 c9023: "| Moong dal | ₹108/kg | Too high |" had refused the moong at no price). Fixer CT of the
thirty-seventh session."""
from __future__ import annotations

import pytest

from reader_intents import intents

_C9023 = [
    "Hi,\n\nThanks for the quote. Here's where we stand:\n\n| Item | Your quote | Our view |\n|---|---|---|\n"
    "| Moong dal | ₹108/kg | Too high |\n| Masoor dal | ₹88/kg | Too high |\n\nWe won't take these at these rates. "
    "Could you share your rate for chana dal instead?\n\nRegards,\nPooja",
    "नमस्ते,\n\nकोटेशन के लिए धन्यवाद। हमारी राय यह है:\n\n| सामान | आपका भाव | हमारी राय |\n|---|---|---|\n"
    "| मूँग दाल | ₹108/किलो | बहुत ज़्यादा |\n| मसूर दाल | ₹88/किलो | बहुत ज़्यादा |\n\nइन भावों पर हम ये नहीं लेंगे। "
    "क्या आप इनकी जगह चना दाल का भाव बता सकते हैं?\n\nसादर,\nपूजा",
    "Hi,\n\nQuotation ke liye thanks. Hamari raay ye hai:\n\n| Item | Aapka rate | Hamari raay |\n|---|---|---|\n"
    "| Moong dal | ₹108/kg | Bahut zyada |\n| Masoor dal | ₹88/kg | Bahut zyada |\n\nIn rates pe hum ye nahi lenge. "
    "Kya aap inki jagah chana dal ka rate bata sakte ho?\n\nRegards,\nPooja",
]


@pytest.mark.parametrize("text", _C9023)
def test_rates_refused_in_a_view_column_keep_their_price(text):
    assert intents(text, email=True) == [("reject", "moong-dal-1kg", None, 10800, None, None),
                                         ("reject", "masoor-dal-1kg", None, 8800, None, None),
                                         ("ask_quote", "chana-dal-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", [  # probes of our own
    "| Item | Your price | Our opinion |\n|---|---|---|\n| Sugar | ₹46/kg | Too much |\n| Rice | ₹38/kg | Fine |",
    "| सामान | आपका रेट | हमारी राय |\n|---|---|---|\n| चीनी | ₹46/किलो | बहुत ज़्यादा |\n| चावल | ₹38/किलो | ठीक है |",
    "| Item | Aapka rate | Hamari raay |\n|---|---|---|\n| Cheeni | ₹46/kg | Bahut zyada |\n| Chawal | ₹38/kg | Theek hai |",
])
def test_probes_refuse_and_take_at_the_quoted_rates(text):
    assert intents(text, email=True) == [("reject", "sugar-1kg", None, 4600, None, None),
                                         ("accept", "rice-1kg", None, 3800, None, None)]


def test_a_price_of_our_own_in_the_view_column_is_still_our_offer():
    text = "| Item | Your price | Our view |\n|---|---|---|\n| Sugar | ₹46/kg | ₹43 max |"
    assert intents(text, email=True) == [("offer", "sugar-1kg", None, 4300, None, None)]
