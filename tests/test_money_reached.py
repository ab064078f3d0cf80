"""``lang.money_reached``: a bill's money asked after ("B22 का पैसा मिला?") is refused in all three languages, as
"B22 ka payment mila kya?" is — neither a bill asked for nor a payment; a bill asked for still reads."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", ["B22 का पैसा मिला?", "B22 ka paisa mila?", "Did the money for B22 reach you?",
                                  "B22 ka payment mila kya?"])
def test_a_bills_money_asked_after_is_refused(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "ambiguous_intent.not_sure")


def test_a_bill_asked_for_still_reads():
    r = read_message("Please send the bill for O19.", CAT, email=True)
    assert r.readable and [(i.kind, i.order_id) for i in r.intents] == [("ask_bill", "O19")]
