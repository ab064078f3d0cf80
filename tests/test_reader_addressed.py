"""The name a message opens by addressing asks nothing ("Gopal ji, tomorrow: …", ``lang.addressed``); a name told
otherwise, as another's price, is still asked."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Ramesh ji, tomorrow: 20 packets milk, 8 bread.",
    "रमेश जी, कल: दूध 20 पैकेट, ब्रेड 8।",
    "Ramesh ji kal ke liye: doodh 20 packet, bread 8.",
])
def test_the_supplier_addressed(text):
    assert intents(text, email=True) == [("order", "milk-500ml", 20, None, None, None),
                                         ("order", "bread-400g", 8, None, None, None)]


def test_another_named_with_a_price_is_still_asked():
    assert refused("Gupta ji, chana dal ₹68 mein de rahe hain.", email=True).startswith("ambiguous_intent.")
