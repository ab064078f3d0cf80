"""lang.order_ids: "bill 20 ka laga hai" is a count billed (the bill is for 20 kg), not a bill B20 — sealed78 (hi/hl
i8037, measured at the thirtieth session's end) had disputed B19 and a bill B20 that does not exist."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "B19: tamatar 14 kilo aaya, bill 20 ka laga hai. Theek karo.",
    "B19: टमाटर 14 किलो आया, बिल 20 का लगा है। ठीक करो।",
])
def test_a_count_billed_is_no_bill_id(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B19")]


def test_a_bill_named_by_its_number_still_is():
    assert intents("Bill 20 ka payment kar diya.", email=True) == [("pay", None, None, None, None, "B20")]
