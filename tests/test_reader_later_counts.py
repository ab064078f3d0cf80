"""A count needed at a time to come, beside goods sent now, is news (``lang.later_counts``): the goods are sent at
today's count. A need to come alone, or with a price of its own, is refused as before."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text, asked", [
    ("Next week we'll need around 40 kg sugar; for now send 10 kg.", ("sugar-1kg", 10)),  # probes33 q043
    ("Please send 50 kg rice. Next month I'll need 100 kg more.", ("rice-1kg", 50)),  # q045
    ("Send 3 trays eggs today. From Monday we'll need 5 trays daily.", ("eggs-1pc", 90)),  # q046
    ("Send 20 kg sugar. Atta we will order next week.", ("sugar-1kg", 20)),
    ("अगले हफ़्ते करीब 40 किलो चीनी चाहिए होगी; अभी 10 किलो भेजो।", ("sugar-1kg", 10)),
    ("50 किलो चावल भेज दो। अगले महीने 100 किलो और लगेगा।", ("rice-1kg", 50)),
    ("आज 3 ट्रे अंडे भेजो। सोमवार से रोज़ 5 ट्रे लगेंगी।", ("eggs-1pc", 90)),
    ("Agle hafte kareeb 40 kg cheeni chahiye hogi; abhi 10 kg bhejo.", ("sugar-1kg", 10)),
    ("50 kg chawal bhej do. Agle mahine 100 kg aur lagega.", ("rice-1kg", 50)),
    ("Aaj 3 tray ande bhejo. Monday se roz 5 tray lagegi.", ("eggs-1pc", 90)),
])
def test_todays_count_is_sent(text, asked):
    sku, n = asked
    assert reading(text) == [("order", sku, n, None, None, None)]


@pytest.mark.parametrize("text, key", [
    ("Once the festival rush starts we'll need about 10 cases of Coke.", "ambiguous_intent.tentative"),  # alone
    ("Send 50 kg rice. Next month I'll need 100 kg more at ₹36.", "contradictory.two_counts"),  # a later term
])
def test_a_need_to_come_alone_or_priced_stays_refused(text, key):
    assert reading(text) == key
