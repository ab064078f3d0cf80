"""Several bills asked for in one breath are each asked for ("B86 और B87 की कॉपी भेज दीजिए" had asked B87 alone,
"a copy of B86 and B87" B86 alone: breaker AS; ``IdGuardMixin._ids_listed_beside`` with bills); order ids as before."""
from __future__ import annotations

import pytest

from reader_intents import intents


def _asked(*bills):
    return [("ask_bill", None, None, None, None, b) for b in bills]


@pytest.mark.parametrize("text", [
    "B86 और B87 की कॉपी भेज दीजिए", "B86 aur B87 ki copy bhej dijiye", "Please send a copy of B86 and B87",
    "Please send copies of B86 and B87", "B86, B87 ki copy bhejo", "B86 और B87 दोनों की कॉपी चाहिए",
    "Please send a copy of bill B86 and bill B87",
    "30 tareekh tak dues clear kar denge. Tab tak B86 aur B87 ki copy bhej dijiye."])
def test_each_bill_listed_is_asked(text):
    assert intents(text, email=True) == _asked("B86", "B87")


def test_three_bills_listed():
    assert intents("Need copies of bills B86, B87 and B88", email=True) == _asked("B86", "B87", "B88")


@pytest.mark.parametrize("text", ["O86 aur O87 ka bill bhejo", "O86 और O87 का बिल भेजिए", "Send the bills for O86 and O87"])
def test_orders_listed_are_asked_as_before(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, "O86", None),
                                         ("ask_bill", None, None, None, "O87", None)]


def test_a_bill_paid_beside_is_not_asked():
    assert intents("B86 ki copy bhejo, B87 paid", email=True) == [("ask_bill", None, None, None, None, "B86"),
                                                                   ("pay", None, None, None, None, "B87")]


@pytest.mark.parametrize("text", ["Please send a copy of B86. Also send a copy of B87.", "B86 ki copy bhejo. B87 ki copy bhi bhejo.",
                                  "B86 की कॉपी भेजिए। B87 की कॉपी भी भेजिए।"])
def test_a_bill_asked_for_in_a_later_sentence_is_asked(text):
    assert intents(text, email=True) == _asked("B86", "B87")


@pytest.mark.parametrize("text", ["Send the bill for O5. Also send the bill for O6.", "O5 ka bill bhejo. O6 ka bill bhi bhejo."])
def test_an_order_bill_asked_for_in_a_later_sentence_is_asked(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, "O5", None), ("ask_bill", None, None, None, "O6", None)]


def test_the_same_bill_asked_twice_is_asked_once():
    assert intents("Send the bill for O5. Send the bill for O5 again please.", email=True) == [
        ("ask_bill", None, None, None, "O5", None)]
