"""The rest of a delivery asked after is of the goods counted in its unit, when others are named beside them ("O2 में
गाड़ी सिर्फ 8 ट्रे अंडे लाई; पारले-जी पूरा आया। कृपया बताइए बाकी 2 ट्रे कब आएँगी।", holdout126 k8013;
``lang.delivery_asked``)."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text", [
    "O2 में गाड़ी सिर्फ 8 ट्रे अंडे लाई; पारले-जी पूरा आया। कृपया बताइए बाकी 2 ट्रे कब आएँगी।",
    "O2 mein gaadi sirf 8 tray ande laayi; Parle-G poora aaya. Kripya bataiye baaki 2 tray kab aayengi.",
    "For O2 the van brought only 8 trays of eggs; the Parle-G was complete. Please let us know when the remaining 2 "
    "trays will come.",
])
def test_the_rest_in_trays_is_of_the_eggs(text):
    assert reading(text) == [("ask_delivery", "eggs-1pc", 60, None, "O2", None)]


def test_one_goods_as_before():
    assert reading("O2 में चीनी पूरी आई, चावल 20 किलो कम आया। बाकी 20 किलो कब आएगा?") == [
        ("ask_delivery", "rice-1kg", 20, None, "O2", None)]
