""""Alright" agrees as "Okay" does: "Alright, ₹34 final for poha. 2 cases." accepts ₹34 and orders 24 packets
(holdout45 en-q022 had offered ₹34, silently; the Hindi "चलो, पोहा ₹34 फ़ाइनल। 2 पेटी।" read so already)."""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents, refused as _refused


@pytest.mark.parametrize("text, want", [
    ("Alright, ₹34 final for poha. 2 cases.",  # the corpus row
     [("accept", "poha-500g", None, 3400, None, None), ("order", "poha-500g", 24, None, None, None)]),
    ("चलो, पोहा ₹34 फ़ाइनल। 2 पेटी।",
     [("accept", "poha-500g", None, 3400, None, None), ("order", "poha-500g", 24, None, None, None)]),
    ("Chalo, poha ₹34 final. 2 peti.",
     [("accept", "poha-500g", None, 3400, None, None), ("order", "poha-500g", 24, None, None, None)]),
    # our own probes
    ("Alright, ₹41 for sugar. Send 50 kg.",
     [("accept", "sugar-1kg", None, 4100, None, None), ("order", "sugar-1kg", 50, None, None, None)]),
    ("> Rice ₹38/kg\n\nAlright, send 30 kg.",
     [("accept", "rice-1kg", None, 3800, None, None), ("order", "rice-1kg", 30, None, None, None)]),
    ("All right, ₹205 for atta is fine, 10 packets please.",
     [("accept", "atta-5kg", None, 20500, None, None), ("order", "atta-5kg", 10, None, None, None)]),
    ("Alright bhaiya, ₹34 final poha ka. 2 peti.",
     [("accept", "poha-500g", None, 3400, None, None), ("order", "poha-500g", 24, None, None, None)]),
    # near: a question after it still offers
    ("Alright, can you do ₹36 for rice?", [("offer", "rice-1kg", None, 3600, None, None)]),
])
def test_alright_agrees(text, want):
    assert _intents(text, email=True) == want


def test_alright_alone_asks_nothing():
    _refused("Alright, let me check stock and get back to you.", email=True)
