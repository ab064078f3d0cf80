"""lang.slip_named: a price corrected with its goods named again among other goods' prices ("… masoor at ₹80 —
sorry, masoor at ₹82") corrects that goods' price, in all three languages; a correction naming no goods, or other
goods, is still asked."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_READ = [("order", "moong-dal-1kg", 10, 10000, None, None), ("order", "masoor-dal-1kg", 5, 8200, None, None)]


@pytest.mark.parametrize("text", [
    "Send 10 kg moong dal at ₹100, 5 kg masoor at ₹80 — sorry, masoor at ₹82.",
    "10 किलो मूंग दाल ₹100 में, 5 किलो मसूर ₹80 में — माफ़ कीजिए, मसूर ₹82 में भेजिए।",
    "10 kilo moong dal ₹100 mein, 5 kilo masoor ₹80 mein — sorry, masoor ₹82 mein bhejo.",
])
def test_the_goods_named_again_say_whose_price_is_corrected(text):
    assert intents(text, email=True) == _READ


@pytest.mark.parametrize("text", [
    "Send 10 kg moong dal at ₹100, 5 kg masoor at ₹80 — sorry, moong at ₹82.",  # moong's ₹100 is not right before
    "Send 10 kg moong dal at ₹100, 5 kg masoor at ₹80 — sorry, ₹82.",  # which one?
])
def test_a_correction_that_names_no_goods_or_others_is_asked(text):
    assert refused(text, email=True)
