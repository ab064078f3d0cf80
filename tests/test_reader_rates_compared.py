"""Suppliers' rates set side by side in a table headed "Supplier" are context to the offer said below it (fixer CJ of
the thirty-sixth session, ``lang.rates_compared``; holdout126 k8022 had asked "what is ₹25.00 for?" in the three
languages). Probes of our own writing, and near sentences still asked."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

EN = "Rates this week:\n\n| Supplier | Sugar 1 kg |\n|---|---|\n| Gupta Traders | ₹44 |\n| You | ₹45 |\n\n"
HI = "इस हफ़्ते के भाव:\n\n| सप्लायर | चीनी 1 किलो |\n|---|---|\n| गुप्ता ट्रेडर्स | ₹44 |\n| आप | ₹45 |\n\n"
HL = "Is hafte ke rate:\n\n| Supplier | Cheeni 1 kg |\n|---|---|\n| Gupta Traders | ₹44 |\n| Aap | ₹45 |\n\n"
OFFER = [("offer", "sugar-1kg", 50, 4300, None, None)]


@pytest.mark.parametrize("text, want", [
    (EN + "Can you do ₹43 a kg for 50 kg?", OFFER),
    (HI + "क्या आप 50 किलो के लिए ₹43 किलो कर देंगे?", OFFER),
    (HL + "Kya aap 50 kilo ke liye ₹43 kilo kar denge?", OFFER),
    ("## Milk rate — a request\n\nWe compared this week's milk rates:\n\n| Supplier | Milk 500 ml |\n|---|---|\n"
     "| Karavali Traders | ₹25.00 |\n| Sri Durga Wholesale | ₹24.50 |\n\n**If you can match ₹24.50 per packet, we will "
     "take 60 packets a day.**", [("offer", "milk-500ml", 60, 2450, None, None)]),  # holdout126 en-k8022
])
def test_rates_compared_are_context(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    EN + "OK, send 50 kg.",  # no price of the message's own: ₹45 agreed, or ₹44?
    "| Item | Rate |\n|---|---|\n| Sugar 1 kg | ₹44 |\n\nCan you do ₹43 a kg for 50 kg?",  # a table of goods
])
def test_near_tables_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"
