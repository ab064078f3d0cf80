"""An emoji standing for one item before its count (session 31, fixer S; lang.name_signs): "need 🥚 2 trays + 🍌 5 dzn"
orders 60 eggs and 5 dozen bananas in the three languages (holdout85 h9031: refused as naming no item). An emoji of
two items (🧼, 🛢️) or one not before a count names nothing."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from reader_intents import CAT, priced as _rows


@pytest.mark.parametrize("text, rows", [
    ("need 🥚 2 trays + 🍌 5 dzn 2mrw mrng pls 🙏", [("order", "eggs-1pc", 60, None), ("order", "banana-1dozen", 5, None)]),
    ("कल सुबह 🥚 2 ट्रे + 🍌 5 दर्जन चाहिए 🙏", [("order", "eggs-1pc", 60, None), ("order", "banana-1dozen", 5, None)]),
    ("kl subah 🥚 2 tray + 🍌 5 darjan chahiye 🙏", [("order", "eggs-1pc", 60, None), ("order", "banana-1dozen", 5, None)]),
    # probes
    ("Send 🍅 10 kg, 🧅 20 kg", [("order", "tomato-1kg", 10, None), ("order", "onion-1kg", 20, None)]),
    ("🥔 25 किलो भेजो", [("order", "potato-1kg", 25, None)]),
    ("Bananas 🍌 5 dozen please", [("order", "banana-1dozen", 5, None)]),  # the name and its picture: one item
    # near: an emoji after the name, or ending a sentence, names nothing more
    ("we sold 5 dozen bananas! 🍌 Send 6 dozen bananas.", [("order", "banana-1dozen", 6, None)]),
    ("- 10 pkts biskit 🍪\n- 4 ltr refined oil", [("order", "biscuits-65g", 10, None), ("order", "refined-oil-1l", 4, None)]),
])
def test_an_emoji_before_a_count_names_its_goods(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", ["Send 🧼 10 pcs", "🛢️ 5 litre bhejo"])
def test_an_emoji_of_two_items_names_nothing(text):
    assert not read_message(text, CAT, email=True).readable
