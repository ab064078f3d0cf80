"""Rates asked, read as asked (a new user's trial, session 34: A17, A43, B5; fixer BD):

- "2 bori cheeni aur 1 bori chawal ka rate bhejo. Advance nahi denge.": the rules read the rates asked for the counts
  (as holdout19's gold "## Rate bhejiye / 1. Sarson tel – 3 peti …"); the second opinion, sure goods were ordered by
  "bhejo", stands down when every send sends a rate and nothing is wanted (``lang.rates_sent``);
- "Please just confirm your refined oil rate.": the supplier asked to confirm a rate asks it (``lang.confirm_asked``;
  holdout50 v018's gold "Please confirm the rate for ghee as well.");
- "Please quote turmeric 100g and chilli powder 100g — around 50 packets each.": the "100g" after each name is the
  goods' own pack, so "50 packets each" counts each (``lang.pack_named``).
"""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text, want", [
    # trial 34
    ("Sasta Bazaar ji, 2 bori cheeni aur 1 bori chawal ka rate bhejo. Advance nahi denge.",
     [("ask_quote", "sugar-1kg", 100, None, None, None), ("ask_quote", "rice-1kg", 50, None, None, None)]),
    ("Did you get my message yesterday? Same as before: no advance. Please just confirm your refined oil rate.",
     [("ask_quote", "refined-oil-1l", None, None, None, None)]),
    ("Please quote turmeric 100g and chilli powder 100g — around 50 packets each. Note: we never pay in advance.",
     [("ask_quote", "turmeric-100g", 50, None, None, None), ("ask_quote", "chilli-powder-100g", 50, None, None, None)]),
    # probes of our own, in the three languages
    ("2 बोरी चीनी और 1 बोरी चावल का भाव भेजिए। एडवांस नहीं देंगे।",
     [("ask_quote", "sugar-1kg", 100, None, None, None), ("ask_quote", "rice-1kg", 50, None, None, None)]),
    ("## Rate bhejiye\n\n1. **Sarson tel** – 3 peti\n2. **Chawal** – 5 bori",
     [("ask_quote", "mustard-oil-1l", 36, None, None, None), ("ask_quote", "rice-1kg", 250, None, None, None)]),
    ("घी का भाव कन्फ़र्म कर दीजिए।", [("ask_quote", "ghee-1l", None, None, None, None)]),
    ("Ghee ka rate confirm kar dijiye.", [("ask_quote", "ghee-1l", None, None, None, None)]),
    ("Please confirm the rate for ghee as well.", [("ask_quote", "ghee-1l", None, None, None, None)]),
    ("कल का मैसेज मिला? पहले जैसा ही: एडवांस नहीं देंगे। बस रिफाइंड तेल का भाव कन्फ़र्म कर दीजिए।",
     [("ask_quote", "refined-oil-1l", None, None, None, None)]),
    ("Please quote turmeric 100g and chilli powder 100g, 50 packets each.",
     [("ask_quote", "turmeric-100g", 50, None, None, None), ("ask_quote", "chilli-powder-100g", 50, None, None, None)]),
    ("Haldi 100g aur mirch powder 100g ka rate bhejo, 50 packet each.",
     [("ask_quote", "turmeric-100g", 50, None, None, None), ("ask_quote", "chilli-powder-100g", 50, None, None, None)]),
    ("हल्दी 100 ग्राम और मिर्च पाउडर 100 ग्राम का भाव बताइए, हर एक के 50 पैकेट।",
     [("ask_quote", "turmeric-100g", 50, None, None, None), ("ask_quote", "chilli-powder-100g", 50, None, None, None)]),
    # near: as read before
    ("2 bori cheeni bhejo aur chawal ka rate bhejo",
     [("order", "sugar-1kg", 100, None, None, None), ("ask_quote", "rice-1kg", None, None, None, None)]),
    ("Please quote turmeric and chilli powder, around 50 packets each.",
     [("ask_quote", "turmeric-100g", 50, None, None, None), ("ask_quote", "chilli-powder-100g", 50, None, None, None)]),
    ("Ghee ka rate confirm kar dijiye aur 10 litre bhej dijiye.", [("order", "ghee-1l", 10, None, None, None)]),
])
def test_rates_asked(text, want):
    assert intents(text, email=True) == want


def test_sends_the_rate():
    from lang.language import normalize, tokenize
    from lang.rates_sent import sends_the_rate
    assert sends_the_rate(tokenize(normalize("2 bori cheeni aur 1 bori chawal ka rate bhejo.")))
    assert sends_the_rate(tokenize(normalize("Please send your rate for 2 bags of sugar.")))
    assert not sends_the_rate(tokenize(normalize("2 bori cheeni bhejo aur chawal ka rate bhejo")))
    assert not sends_the_rate(tokenize(normalize("Chawal ka rate bhejo, 2 bori chahiye.")))
