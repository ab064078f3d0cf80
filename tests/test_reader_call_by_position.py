"""An order written as a code call with its arguments by position (session 53, SILENT; ``lang.structured``):
"place_order(atta, 40)" says no unit — 40 packets of 5 kg, or 40 kg? The call is put as its goods and count alone and
the reader asks the unit, as it asks "atta 40"; holdout183 q3018 had ordered 40 packets, silently. Keyword arguments
("qty=40") keep their reading. New calls of the kind."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["place_order(moong dal, 12)", "place_order(मूंग दाल, 12)",
                                  "place_order('moong daal', 12)", "send_order(basmati, 25)"])
def test_a_count_by_position_is_asked_its_unit(text):
    assert refused(text, email=True) == "ambiguous_intent.bare_number"


def test_keyword_arguments_are_read():
    assert intents('place_order(item="moong dal", qty=12)', email=True) == [
        ("order", "moong-dal-1kg", 12, None, None, None)]
