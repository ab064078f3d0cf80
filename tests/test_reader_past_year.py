"""A price told of last year or last month ("पिछले साल हमने आपको ₹44 दर्जन दिया था", holdout142 n7008) is the past,
not our offer (``lang.past_prices``)."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text", [
    "पिछले साल हमने आपको ₹44 दर्जन दिया था। कृपया 40 दर्जन केलों का भाव बताइए।",
    "Pichhle saal humne aapko ₹44 darjan diya tha. Kripya 40 darjan kelon ka rate bataiye.",
    "Last year you gave us bananas at ₹44 a dozen. Please quote for 40 dozen bananas.",
])
def test_last_years_price_is_told_and_the_rate_asked(text):
    assert reading(text) == [("ask_quote", "banana-1dozen", 40, None, None, None)]


@pytest.mark.parametrize("text", [
    "पिछले महीने आपने चीनी ₹41 में दी थी। 20 किलो चीनी का रेट बताइए।",
    "Pichhle mahine cheeni ₹41 mein di thi, 20 kilo cheeni ka rate bataiye.",
    "Last month you gave sugar at ₹41. Please quote for 20 kg sugar.",
])
def test_last_months_price_is_told(text):
    assert reading(text) == [("ask_quote", "sugar-1kg", 20, None, None, None)]


def test_a_price_of_today_is_still_offered():
    assert reading("Is saal kele ₹44 darjan mein de do?") == [("offer", "banana-1dozen", None, 4400, None, None)]
