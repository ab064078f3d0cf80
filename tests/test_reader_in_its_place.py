"""Goods taken out of an order and others put "in its place" in one breath (``lang.in_its_place``): the one cancelled,
the other added to the order — read as the English twin is. Without it the rules had cancelled both."""
from __future__ import annotations

import pytest

from reader_intents import reading

OIL = [("cancel", "refined-oil-1l", 5, None, "O13", None), ("order", "mustard-oil-1l", 5, None, "O13", None)]
GUD = [("cancel", "sugar-1kg", None, None, "O9", None), ("order", "jaggery-1kg", 10, None, "O9", None)]


@pytest.mark.parametrize("text, read", [
    ("O13 — 5 लीटर रिफाइंड हटाकर उसकी जगह 5 लीटर सरसों का तेल डाल दीजिए।", OIL),  # holdout104 j3011
    ("O13 — 5 litre refined hata ke uski jagah 5 litre sarson ka tel daal do.", OIL),
    ("O13 — drop the 5 litres refined oil and put 5 litres mustard oil in its place.", OIL),
    ("O9 में से चीनी हटाकर उसकी जगह 10 किलो गुड़ भेज सकते हैं?", GUD),  # holdout89 k9020
    ("O9 se cheeni hata ke uski jagah 10 kilo gud bhej sakte ho?", GUD),
    ("Could you drop the sugar from O9 and send 10 kg jaggery instead?", GUD),
    ("O13 mein se 5 kilo cheeni hata ke uski jagah 5 kilo gud aur 2 kilo namak bhej do.",
     [("cancel", "sugar-1kg", 5, None, "O13", None), ("order", "jaggery-1kg", 5, None, "O13", None),
      ("order", "salt-1kg", 2, None, "O13", None)]),
])
def test_one_out_the_other_in(text, read):
    assert reading(text) == read


def test_rules_alone_no_longer_cancel_both():
    from reader_intents import intents
    assert intents("O13 — 5 litre refined hata ke uski jagah 5 litre sarson ka tel daal do.") == OIL
