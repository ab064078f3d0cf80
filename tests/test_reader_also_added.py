"""Goods said "also … more" right after goods added to a named order join it ("O9 में दूध 40 पैकेट और बढ़ा दो। दही भी
20 और", holdout141 m7025; ``lang.also_added``)."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text", [
    "O9 में दूध 40 पैकेट और बढ़ा दो। दही भी 20 और",
    "O9 mein doodh 40 packet aur badha do. dahi bhi 20 aur",
    "Add 40 more packets of milk to O9. Curd also 20 more.",
    "O9 में दूध 40 पैकेट और जोड़ दो। दही भी 20 पैकेट और बढ़ा दो।",
])
def test_also_more_joins_the_order_added_to(text):
    assert reading(text) == [("order", "milk-500ml", 40, None, "O9", None), ("order", "curd-400g", 20, None, "O9", None)]


@pytest.mark.parametrize("text", [
    "O9 mein doodh 40 packet aur jod do. Dahi bhi 20 packet.",
    "Add 40 more packets of milk to O9. Also send 20 packets of curd.",
])
def test_without_a_word_of_more_a_new_order(text):
    assert reading(text)[1] == ("order", "curd-400g", 20, None, None, None)
