"""A price the words beside a fenced block give for goods the block orders with none (``lang.block_price_words``,
session 37 fixer CS): the block's order carries it."""
from __future__ import annotations

import pytest

from reader_intents import reading as _read


BLOCK = '```order {"items": [{"item": "toor-dal-1kg", "quantity": 20}, {"item": "soft-drink-750ml", "quantity": 24}]}```'


@pytest.mark.parametrize("words", [
    "Hello Kamakhya Distributors,\n\n1. **Toor dal** — 20 kg at **₹136**/kg\n2. **Coca-Cola 750 ml** — 2 cases",
    "नमस्ते कामाख्या डिस्ट्रीब्यूटर्स,\n\n1. **अरहर दाल** — 20 किलो **₹136**/किलो पर\n2. **कोका-कोला 750 ml** — 2 पेटी",
    "Namaste Kamakhya Distributors,\n\n1. **Toor dal** — 20 kg **₹136**/kg pe\n2. **Coca-Cola 750 ml** — 2 peti",
    "Toor dal 20 kg @ ₹136, Coke 2 peti. Order below:",  # probe
])
def test_the_words_price_goes_to_the_blocks_order(words):
    assert _read(words + "\n\n" + BLOCK) == [("order", "toor-dal-1kg", 20, 13600, None, None),
                                             ("order", "soft-drink-750ml", 24, None, None, None)]


def test_probe_words_restating_a_priced_block_add_nothing():
    text = 'Rice 40 kg at ₹36 — please confirm.\n```order {"items": [{"item": "rice-1kg", "quantity": 40, ' \
           '"unit_price_inr": 36}]}```'
    assert _read(text) == [("order", "rice-1kg", 40, 3600, None, None)]


def test_a_price_other_than_the_blocks_is_still_refused():
    text = 'Rice 40 kg at ₹38.\n```order {"items": [{"item": "rice-1kg", "quantity": 40, "unit_price_inr": 36}]}```'
    assert _read(text) == "contradictory.block_price"
