"""A list line counted at nought beside goods ordered leaves its goods out (a new user's trial, session 34: B0, A32;
fixer BD, ``lang.zero_lines``): "- Sugar: 0 kg (we still have stock)" orders no sugar and refuses none; "Rin bar abhi
nahi chahiye" beside its row of 0 still refuses the bar in its own words. A message whose only count is nought, or a
nought with a price, is refused as before (``no_quantity.zero``)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

B0 = ("Hi Agarwal ji,\n\nFor this week please send:\n- Rice: 80 kg\n- Toor dal: 15 kg\n- Sugar: 0 kg (we still have "
      "stock)\n\nLast month you charged ₹39 for rice; hope the rate is similar.")
A32 = ("Bhaiya ye list bhej do:\n\n| item | qty |\n|---|---|\n| Tata Tea 250g | 20 |\n| Lux soap | 48 |\n| Rin bar | 0 |"
       "\n\nRin bar abhi nahi chahiye.")


@pytest.mark.parametrize("text, want", [
    # trial 34
    (B0, [("order", "rice-1kg", 80, None, None, None), ("order", "toor-dal-1kg", 15, None, None, None)]),
    (A32, [("order", "tea-250g", 20, None, None, None), ("order", "bath-soap-75g", 48, None, None, None),
           ("reject", "laundry-bar-1pc", None, None, None, None)]),
    # probes of our own, in the three languages
    ("इस हफ़्ते भेजिए:\n- चावल: 80 किलो\n- चीनी: 0 किलो (स्टॉक में है)", [("order", "rice-1kg", 80, None, None, None)]),
    ("Is hafte bhejiye:\n- Chawal: 80 kilo\n- Cheeni: 0 kilo (stock mein hai)",
     [("order", "rice-1kg", 80, None, None, None)]),
    ("Please send: rice 80 kg, toor dal 15 kg, sugar 0 kg.",
     [("order", "rice-1kg", 80, None, None, None), ("order", "toor-dal-1kg", 15, None, None, None)]),
    ("भेजिए: चावल 80 किलो, चीनी 0 किलो।", [("order", "rice-1kg", 80, None, None, None)]),
    ("Bhaiya ye list bhej do:\n\n| item | qty |\n|---|---|\n| Tata Tea 250g | 20 |\n| Rin bar | 0 |",
     [("order", "tea-250g", 20, None, None, None)]),
])
def test_zero_line_left_out(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "Sugar: 0 kg",  # nothing else ordered
    "- Rice: 80 kg\n- Sugar: 0 kg @ ₹40",  # a nought with a price
    "Send 80 kg rice and 0 kg sugar.",  # not a list line of its own
])
def test_zero_still_refused(text):
    assert refused(text, email=True) == "no_quantity.zero"
