"""Goods cancelled because they have not come: the "not come" is the cancel's reason, no delivery question
(``lang.cancel_because_late``; holdout143 o7034 had asked when O8 comes beside cancelling it, silently). Asked with a
question mark, or in a sentence of its own, it still asks."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.order_id) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    "And cancel the tomato from O8, it still hasn't come.",
    "और O8 का टमाटर कैंसल करो, अब तक नहीं आया।",
    "Aur O8 ka tamatar cancel karo, ab tak nahi aaya.",
])
def test_goods_cancelled_for_not_coming_are_cancelled_alone(text):
    assert _read(text) == [("cancel", "tomato-1kg", "O8")]


@pytest.mark.parametrize("text", [
    "O8 abhi tak nahi aaya, cancel kar do.",
    "O8 अभी तक नहीं आया, रद्द कर दीजिए।",
    "O8 has not arrived yet, please cancel it.",
])
def test_the_reason_before_the_cancel_asks_nothing_either(text):
    assert _read(text) == [("cancel", None, "O8")]


def test_asked_with_a_question_mark_it_still_asks():
    assert _read("O8 nahi aaya? Cancel kar do.") == [("ask_delivery", None, "O8"), ("cancel", None, "O8")]


@pytest.mark.parametrize("text", ["O8 abhi tak nahi aaya. O9 cancel karo.", "Cancel O9. O8 has not arrived yet."])
def test_another_orders_delay_in_its_own_sentence_still_asks(text):
    assert sorted(_read(text)) == [("ask_delivery", None, "O8"), ("cancel", None, "O9")]
