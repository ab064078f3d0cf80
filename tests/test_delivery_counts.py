"""``lang.delivery_counts``: goods told not yet come, with their count, beside a question when they come: the
delivery question carries the count, in every language (holdouts 98, 112)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text, want", [
    ("when order O9 coming?? rice 30 kg not came yet. when coming", ("ask_delivery", "rice-1kg", 30, "O9")),
    ("Arre bhai saab, O30 wali paanch peti Parle-G abhi tak nahi aayi. Kab tak aayegi?",
     ("ask_delivery", "biscuits-65g", 60, "O30")),
    ("अरे भाई साहब, O30 वाली पाँच पेटी पारले-जी अभी तक नहीं आई। कब तक आएगी?", ("ask_delivery", "biscuits-65g", 60, "O30")),
])
def test_the_count_not_come_is_asked_after(text, want):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == [want]


def test_a_delay_beside_an_order_adds_no_count():
    r = read_message("Rice 30 kg not came yet. Send 10 kg sugar.", CAT, email=True)
    assert ("ask_delivery", "rice-1kg", 30) not in [(i.kind, i.sku, i.quantity) for i in r.intents]
