"""Goods named with their make said fine beside a rate asked ask the rate (``lang.brand_fine._made_goods_fine``).

The re-trial of the thirty-second session's final reader: "Madhur cheeni theek hai, rate batao." and "अमूल घी ठीक है,
भाव बताइए।" were read as acceptances, and the supplier closed the deal at a price the manager had not yet seen
("Confirmed, ₹46.50 per kg for sugar."). The make will do; no price is agreed.
"""
from __future__ import annotations

import pytest

from tests.reader_intents import priced

_ASKED = {"salt": [("ask_quote", "salt-1kg", None, None)], "sugar": [("ask_quote", "sugar-1kg", None, None)],
          "ghee": [("ask_quote", "ghee-1l", None, None)], "butter": [("ask_quote", "butter-100g", None, None)]}


@pytest.mark.parametrize("text, goods", [
    ("Tata namak theek hai, rate batao.", "salt"),  # the re-trial
    ("Tata namak chalega, rate bhejo.", "salt"),  # the re-trial
    ("टाटा नमक ठीक है, भाव बताइए।", "salt"),  # the re-trial
    ("Madhur cheeni theek hai, rate batao.", "sugar"),  # the re-trial (a deal closed in a run)
    ("अमूल घी ठीक है, भाव बताइए।", "ghee"),  # the re-trial (a deal closed in a run)
    ("अमूल मक्खन ठीक है, भाव बताइए।", "butter"),  # the re-trial
    ("Amul ghee theek hai, rate bhejiye.", "ghee"),  # probe
    ("Tata salt is fine, send the rate.", "salt"),  # probe
    ("मधुर चीनी चलेगी, आज का भाव भेजिए।", "sugar"),  # probe
])
def test_goods_named_with_their_make_said_fine_beside_a_rate_asked_ask_the_rate(text, goods):
    assert priced(text) == _ASKED[goods]


@pytest.mark.parametrize("text, want", [  # near: a price said, goods ordered, or a rate agreed read as before
    ("Tata namak ₹24 theek hai, cheeni ka rate batao.",
     [("accept", "salt-1kg", None, 2400), ("ask_quote", "sugar-1kg", None, None)]),
    ("Tata namak theek hai, 10 kilo bhejo.", [("order", "salt-1kg", 10, None)]),
])
def test_a_price_or_an_order_beside_the_make_reads_as_before(text, want):
    assert priced(text) == want
