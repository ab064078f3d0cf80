""""Chalo" opening a request is no agreement: "Chalo 20 packet bhejo 118 pe" orders 20 at ₹118 (``lang.chalo_opener``;
holdout41 hl-u012 had agreed to ₹118 — our own price, the supplier's was ₹125 — silently)."""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents

_TEA = ("tea-250g", 20, 11800, None, None)


@pytest.mark.parametrize("text, want", [
    ("Arre bhai 😂 kal Sharma ji ki dukaan pe Tata Tea 120 me bik rahi thi aur tum 125 bol rahe ho! Chalo 20 packet "
     "bhejo 118 pe 🙏", [("order",) + _TEA]),  # the corpus row
    # our own probes
    ("चलो 20 पैकेट चाय ₹118 में भेज दीजिए।", [("order",) + _TEA]),
    ("Chalo, 10 kilo cheeni ₹41 mein bhej do.", [("order", "sugar-1kg", 10, 4100, None, None)]),
    ("चलो, 10 किलो चीनी ₹41 में भेज दो।", [("order", "sugar-1kg", 10, 4100, None, None)]),
    ("Chaliye, 5 tray ande ₹180 tray pe bhijwa dijiye.", [("order", "eggs-1pc", 150, 600, None, None)]),
    ("चलिए, 5 ट्रे अंडे ₹180 ट्रे के भाव से भिजवा दीजिए।", [("order", "eggs-1pc", 150, 600, None, None)]),
    ("Chalo, send 10 kg sugar at ₹41.", [("order", "sugar-1kg", 10, 4100, None, None)]),
    ("Chalo bhai, 30 kg rice at ₹38 bhej do.", [("order", "rice-1kg", 30, 3800, None, None)]),
])
def test_chalo_before_a_request_orders(text, want):
    assert _intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [  # near: "chalo" agreeing to a price
    ("> Tata Tea ₹118/packet\n\nChalo theek hai, 20 packet bhejo.",
     [("accept", "tea-250g", None, 11800, None, None), ("order", "tea-250g", 20, None, None, None)]),
    ("> Tata Tea ₹118/packet\n\n₹118 chalo, 20 packet bhejo.",
     [("accept", "tea-250g", None, 11800, None, None), ("order", "tea-250g", 20, None, None, None)]),
    ("> Sorry, namkeen ₹42 se kam nahi hoga.\n\nChalo ₹42 hi sahi, Haldiram bhujia 30 packet bhejo.",
     [("accept", "namkeen-200g", None, 4200, None, None), ("order", "namkeen-200g", 30, None, None, None)]),
    ("चलो ₹42 ही सही, 30 पैकेट नमकीन भेज दो।",
     [("accept", "namkeen-200g", None, 4200, None, None), ("order", "namkeen-200g", 30, None, None, None)]),
    ("> Sugar ₹41/kg\n\nChalo.", [("accept", "sugar-1kg", None, 4100, None, None)]),
])
def test_chalo_agreeing_stays(text, want):
    assert _intents(text, email=True) == want
