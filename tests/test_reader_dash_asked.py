"""The supplier's price, a dash, and our lower price asked as a question on the same line: "Poha at ₹36 — can you
keep it at ₹35? Then we'll take 30 packets." offers ₹35 for 30 packets; the ₹36 is theirs (``lang.declined_prices``),
and "₹35 पर रख सकते हो?" / "₹35 pe rakh sakte ho?" ask for ₹35 (``lang.cues``). Fixer R of the thirty-first session
(sealed holdout 122 i8035 in three languages)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "<think>\nPandey ji says the corrected B10 came yesterday. Hitesh's new list says poha ₹36.\n</think>\n"
    "Hitesh bhai, paid B10 ₹1,040 by UPI (ref 420761239981). Poha at ₹36 — can you keep it at ₹35? Then we'll take 30 "
    "packets.",
    "हितेश भाई, B10 का ₹1,040 UPI से भेज दिया (ref 420761239981)। पोहा ₹36 — ₹35 पर रख सकते हो? तो 30 पैकेट ले लें।",
    "Hitesh bhai, B10 ka ₹1,040 UPI se bhej diya (ref 420761239981). Poha ₹36 — ₹35 pe rakh sakte ho? Toh 30 packet le "
    "lenge.",
])
def test_the_price_then_ours_asked_after_a_dash(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B10"), ("offer", "poha-500g", 30, 3500, None, None)]


@pytest.mark.parametrize("text, read", [  # probes of our own
    ("Poha ₹36 — ₹35 pe rakh sakte ho? 30 packet lenge.", [("offer", "poha-500g", 30, 3500, None, None)]),
    ("चीनी ₹44 — ₹42 पर रख सकते हो?", [("offer", "sugar-1kg", None, 4200, None, None)]),
])
def test_probe_keep_it_at(text, read):
    assert intents(text, email=True) == read


def test_a_count_between_the_prices_is_still_asked():
    assert refused("Sugar at ₹44 — 50 kg — can you do ₹42?", email=True) == "ambiguous_intent.figure"
