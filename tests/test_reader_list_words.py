"""Words around a plain list that ask nothing of their own: a repeat ("कल जैसा ही", "roz ki tarah", "same as
yesterday", "another"), goods sent along ("साथ में … भी"), "just"/"bas", chat shorthand ("kl", "bje"), "jodo" adding
to an order, and a chat template's special token ("<|eot_id|>") (``lang.reader_parts``, ``lang.cues``,
``lang.clean``); a word the reader does not know still refuses the list."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Same as yesterday: 12 packets bread.",
    "कल जैसा ही: ब्रेड 12 पैकेट।",
    "Kal jaisa hi: bread 12 packet.",
    "Again 12 packets bread, like every day.",
    "Roz ki tarah phir se 12 packet bread.",
    "For tomorrow just 12 packets bread.",
    "कल के लिए बस 12 पैकेट ब्रेड।",
    "12 packets bread<|eot_id|>",
])
def test_a_plain_list_with_its_words(text):
    assert intents(text, email=True) == [("order", "bread-400g", 12, None, None, None)]


@pytest.mark.parametrize("text", [
    "Chai patti 1 kilo. Saath mein 1 kilo makkhan bhi.",
    "चाय पत्ती 1 किलो। साथ में 1 किलो मक्खन भी।",
])
def test_goods_sent_along(text):
    assert intents(text, email=True) == [("order", "tea-250g", 4, None, None, None),
                                         ("order", "butter-100g", 10, None, None, None)]


@pytest.mark.parametrize("text", ["O31 में 2 पैकेट पनीर और जोड़ो।", "O31 mein 2 packet paneer aur jodo."])
def test_jodo_adds_to_the_order(text):
    assert intents(text, email=True) == [("order", "paneer-200g", 2, None, "O31", None)]


def test_an_unknown_word_still_refuses():
    assert refused("Sold 12 packets bread yesterday, another lot came.", email=True).startswith(
        ("ambiguous_intent.", "no_intent."))
