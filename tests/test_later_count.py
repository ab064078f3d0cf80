"""``lang.later_count``: a count hedged for a later time ("next month we may order 100 kg", "जून से हर हफ्ते 10 पेटी
… लगेगी") beside a count asked now ("for now send 25 kg", "इस हफ्ते 2 पेटी भेज दीजिए") is context, in every language;
alone, or beside other goods asked now, it is still put off."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Next month we may order 100 kg rice if the wedding bookings come through. For now send 25 kg.",
    "Agar shaadi ki booking pakki hui toh agle mahine shayad 100 kilo chawal mangwayenge. Abhi 25 kilo bhej dijiye.",
    "अगर शादी की बुकिंग पक्की हुई तो अगले महीने शायद 100 किलो चावल मँगाएँगे। अभी 25 किलो भेज दीजिए।",
])
def test_the_count_asked_now_is_ordered(text):
    assert _read(text) == (True, [("order", "rice-1kg", 25)])


@pytest.mark.parametrize("text", ["If sales stay like this we'll need 10 cases of cold drink every week from June. This "
                                  "week, please send 2 cases of Pepsi.",
                                  "अगर बिक्री ऐसे ही रही तो जून से हर हफ्ते 10 पेटी कोल्ड ड्रिंक लगेगी। इस हफ्ते 2 पेटी पेप्सी भेज दीजिए।"])
def test_a_later_weekly_need_is_context(text):
    assert _read(text) == (True, [("order", "soft-drink-750ml", 24)])


@pytest.mark.parametrize("text", ["Next month we may need 100 kg rice.",
                                  "Next month we may order 100 kg rice. For now send 25 kg sugar."])
def test_still_put_off(text):
    assert _read(text) == (False, [])
