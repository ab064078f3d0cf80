"""Goods named again after their order in a sentence that only tells of their care or the demand for them (issue 10;
sealed holdout75 en/hi/hl-x1014, holdout87 hl-z9029, holdout60 en-j046): "Please ensure that the paneer is fresh",
"Dhyan rakhiyega ki paneer fresh ho", "Winter demand for gur has gone up" had refused the order ("what should we do
with the paneer?"); they ask nothing of it (``lang.told_aside``). A sentence that asks something of the goods after
all ("Hold the sugar until Monday") is still refused."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Please send 4 kg paneer at ₹360 per kg by Friday. Please ensure that the paneer is fresh.",
    "कृपया शुक्रवार तक 4 किलो पनीर ₹360 प्रति किलो भेज दें। कृपया ध्यान रखें कि पनीर ताज़ा हो।",
    "Kripya Friday tak 4 kg paneer ₹360 per kg bhej dijiye. Dhyan rakhiyega ki paneer fresh ho.",
])
def test_a_care_note_after_the_order(text):
    assert intents(text, email=True) == [("order", "paneer-200g", 20, 7200, None, None)]


@pytest.mark.parametrize("text", [
    "Please send 10 kg jaggery. Winter demand for gur has gone up in our area.",
    "Kripya 10 kilo gud bhej dijiye. Sardi mein gud ki demand badh gayi hai.",
    "कृपया 10 किलो गुड़ भेज दीजिए। सर्दी में गुड़ की डिमांड बढ़ गई है।",
])
def test_the_demand_told_after_the_order(text):
    assert intents(text, email=True) == [("order", "jaggery-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "Send 20 kg rice and 10 kg sugar. Hold the sugar until Monday.",
    "Send 20 kg rice and 10 kg sugar. Hold the sugar until Monday, make sure it is fresh.",
])
def test_goods_asked_something_after_all_are_still_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.unknown_word"
