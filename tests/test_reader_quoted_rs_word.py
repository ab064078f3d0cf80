"""A quoted line's "Sarson tel" kept whole (issue 10; sealed holdout106 hl-c9017, holdout58 hl-f003): the quote's
money was taken out with any "rs" in it, so "Sarson tel ₹138" became "Sa on tel" and the goods were refused as "'tel'
may be any of mustard oil, refined oil" (``lang.clean.quoted_context``); only the word "Rs" is money."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "> Sarson tel ₹138 per litre, minimum 12 litre.\n\nRate ke liye thanks. Agar aap ₹130 per litre kar do, to hum 24 "
    "litre lenge.",
    "> Fortune sarson tel 1 L – ₹142 per litre\n\nAgar aap ₹130 litre kar sakein to hum 24 litre le lenge.",
    "> Mustard oil Rs138 per litre.\n\nIf you can do Rs.130 per litre, we will take 24 litres.",
])
def test_the_quoted_goods_keep_their_name(text):
    assert intents(text, email=True) == [("offer", "mustard-oil-1l", 24, 13000, None, None)]
