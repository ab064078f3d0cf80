"""A negation in a condition about something else refuses no goods ("If your van is still not repaired by the 13th,
we can send our own tempo to pick up the ghee.", holdout142 en-n7019; ``lang.if_not_done``)."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text", [
    "Will O6 reach us by the 12th? If your van is still not repaired by the 13th, we can send our own tempo to pick "
    "up the ghee.",
    "Will O6 come by Thursday? If the van is not fixed by Friday, we will collect the ghee ourselves.",
    "O6 12 तक पहुँच जाएगा? अगर आपकी गाड़ी 13 तक ठीक नहीं हुई, तो हम अपना टेम्पो भेजकर घी ले लेंगे।",
    "O6 12 tak pahunch jayega? Agar aapki gaadi 13 tak theek nahi hui, to hum apna tempo bhej kar ghee le lenge.",
])
def test_the_condition_refuses_nothing(text):
    assert reading(text) == [("ask_delivery", None, None, None, "O6", None)]


def test_goods_in_the_condition_are_left_as_read():
    assert reading("If the rice is not good, we will return it.") == [("reject", "rice-1kg", None, None, None, None)]
