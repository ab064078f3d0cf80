"""Goods put in a named order or sent along with it join that order (lang/added_to.py; fixer O of the twenty-seventh
session): "Put 2 more cases of Parle-G in O22.", "O94 के साथ 10 किलो चीनी भी भेज देना।"; and an add said in the count's
own sentence after the goods were named in an earlier one ("we sold 140 eggs … So please add 2 more trays to O36")."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["Put 2 more cases of Parle-G in O22.", "O22 mein 2 peti Parle-G aur daal do",
                                  "O22 में पारले-जी की 2 पेटी और डाल दो"])
def test_goods_put_in_an_order_join_it(text):
    assert intents(text, email=True) == [("order", "biscuits-65g", 24, None, "O22", None)]


@pytest.mark.parametrize("text", ["O94 के साथ 10 किलो चीनी भी भेज देना।", "O94 ke saath 10 kilo cheeni bhi bhej dena.",
                                  "Send 10 kg sugar too, along with O94."])
def test_goods_sent_along_with_an_order_join_it(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 10, None, "O94", None)]


def test_goods_moved_into_another_order():
    assert intents("Cancel O93. Put its 20 kg rice into O94 instead.", email=True) == [
        ("cancel", None, None, None, "O93", None), ("order", "rice-1kg", 20, None, "O94", None)]


@pytest.mark.parametrize("text", [
    "Good morning! We sold 140 eggs on Sunday alone 🥚 So please add 2 more trays to O36.",
    "Good morning ji ☀️ Sunday ko 200 ande bik gaye! O36 me 2 tray aur jod do please.",
    "सुप्रभात जी ☀️ रविवार को 200 अंडे बिक गए! O36 में 2 ट्रे और जोड़ दो।"])
def test_an_add_in_the_counts_own_sentence(text):
    assert intents(text, email=True) == [("order", "eggs-1pc", 60, None, "O36", None)]


def test_goods_beside_an_order_not_put_in_it_are_asked():
    assert refused("Put 2 cases of Parle-G in the van, O22 is late.", email=True) == "ambiguous_intent.id"
