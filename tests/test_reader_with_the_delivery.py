"""Goods sent "with" a delivery the writer names (session 53, SILENT): the goods after "with" / "के साथ" / "ke saath"
say when the count goes, not what it counts (``lang.with_goods``). The kinds: a weekday's delivery ("with Monday's
bread"), the stressed "के साथ ही" / "ke saath hi", and ambiguous goods counted beside it (which dal?). These
sentences are new, not the corpus rows that showed the kind (holdout182 p3021, p3013; holdout184 r3004)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Toor dal at ₹112 is fine. Please send 15 kg with Friday's bread.",
    "तूर दाल ₹112 में ठीक है। 15 किलो शुक्रवार की ब्रेड के साथ ही भेज दीजिए।",
    "Toor dal ₹112 pe theek hai. 15 kilo Friday wali bread ke saath hi bhej dena.",
])
def test_the_count_is_of_the_goods_agreed(text):
    assert intents(text, email=True) == [("accept", "toor-dal-1kg", None, 11200, None, None),
                                         ("order", "toor-dal-1kg", 15, None, None, None)]


@pytest.mark.parametrize("text", [
    "Poha at ₹48 a kg is agreed. Send 10 kg with the sugar itself.",
    "पोहा ₹48 किलो में पक्का। चीनी के साथ ही 10 किलो भेज दीजिए।",
    "Poha ₹48 kilo pe pakka. Cheeni ke saath hi 10 kilo bhej dena.",
])
def test_the_stressed_with_counts_the_goods_agreed(text):
    assert intents(text, email=True) == [("accept", "poha-500g", None, 2400, None, None),
                                         ("order", "poha-500g", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "Send 3 kg of dal with tomorrow's bread.",
    "कल की ब्रेड के साथ 3 किलो दाल भी भेज दीजिए।",
    "Kal ki bread ke saath 3 kilo dal bhi bhej dena.",
])
def test_ambiguous_goods_beside_the_delivery_are_asked_which(text):
    assert refused(text, email=True) == "ambiguous_item.which"
