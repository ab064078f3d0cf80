"""Goods said needed when something later happens order nothing now (``lang.need_later``; fixer AH, session 32):
"Once the festival rush starts we'll need about 10 cases of Coke." had ordered 120 bottles, silently."""
from __future__ import annotations

import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Once the festival rush starts we'll need about 10 cases of Coke.",  # (our own probes)
    "When the wedding season begins we will need 50 kg rice and 20 kg sugar.",
    "once our stock finishes we'd need 20 packets atta, will msg you",
    "त्योहार की भीड़ शुरू होते ही हमें करीब 10 पेटी कोक चाहिए होगी।",
    "जब शादी का सीज़न शुरू होगा तब 50 किलो चावल और 20 किलो चीनी चाहिए होगी।",
    "Tyohaar ki bheed shuru hote hi humein kareeb 10 peti coke chahiye hogi.",
    "Jab shaadi ka season shuru hoga tab 50 kilo chawal aur 20 kilo cheeni chahiye hogi.",
])
def test_goods_needed_when_something_later_happens_are_not_ordered(text):
    assert refused(text, email=True) == "ambiguous_intent.tentative"


@pytest.mark.parametrize("text", ["We need 10 cases of Coke today, the festival rush has started.",
                                  "आज 10 पेटी कोक चाहिए, त्योहार की भीड़ शुरू हो गई है।",
                                  "Aaj 10 peti coke chahiye, tyohaar ki bheed shuru ho gayi hai."])
def test_goods_needed_now_are_ordered_as_before(text):
    assert intents(text, email=True) == [("order", "soft-drink-750ml", 120, None, None, None)]


@pytest.mark.parametrize("text", ["Please send 20 kg rice when the van comes tomorrow.",
                                  "Jab gaadi aaye tab 20 kilo chawal bhej dena.", "जब गाड़ी आए तब 20 किलो चावल भेज देना।"])
def test_goods_asked_sent_when_the_van_comes_are_ordered_as_before(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 20, None, None, None)]
