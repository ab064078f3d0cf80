"""``lang.otherwise_not``: a refusal only threatened after "otherwise" / "warna" / "वरना" refuses nothing, in every
language; with a word between ("warna deal nahi") nothing changes."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", ["50 kilo pyaaz tabhi lenge jab ₹28 kilo lagaoge, warna nahi.",
                                  "50 किलो प्याज़ तभी लेंगे जब ₹28 किलो लगाओगे, वरना नहीं।",
                                  "We will take 50 kg onion only if you do ₹28 a kilo, otherwise not."])
def test_the_offer_is_read(text):
    assert _read(text) == (True, [("offer", "onion-1kg", 50, 2800)])


def test_a_word_between_leaves_it_asked():
    assert _read("Rice ₹36 kilo karo, warna deal nahi.")[0] is False
