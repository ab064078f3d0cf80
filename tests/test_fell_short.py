"""``lang.fell_short``: goods told to have fallen short ("weren't enough", "kam pad gaye", "कम पड़ गए") are a report,
in every language, and the count asked after them is ordered; a sentence that asks goods itself keeps its order."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity) for i in r.intents]


@pytest.mark.parametrize("text", ["The 20 kg potatoes weren't enough. Send 10 kg more.",
                                  "20 kilo aloo kam pad gaye. Das kilo aur bhejo.", "20 किलो आलू कम पड़ गए। 10 किलो और भेजो।"])
def test_the_report_is_no_request(text):
    assert _read(text) == (True, [("order", "potato-1kg", 10)])


def test_asked_in_the_same_sentence_it_is_ordered():
    assert _read("Chini kam pad gayi, 20 kilo bhejo aur 10 kilo chawal bhi.") == (
        True, [("order", "sugar-1kg", 20), ("order", "rice-1kg", 10)])


def test_the_report_alone_asks_nothing():
    assert _read("The 20 kg potatoes weren't enough.") == (False, [])
