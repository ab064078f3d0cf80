"""An order said to stand as it is beside a cancel of another (issue 10; sealed holdout117 en-q8007): "please cancel
order O41 in full … Order O38 stands as it is." had been refused as "what about O38?"; it needs nothing, as "O38
remains as it is" and "O38 वैसा ही रहेगा" read (``lang.id_guard.AT_REST_WORDS``)."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "Please cancel order O41 in full. Order O38 stands as it is.",
    "Please cancel order O41. O38 remains as it is.",
    "O41 पूरा रद्द कर दीजिए। O38 वैसा ही रहेगा।",
])
def test_the_other_order_stands(text):
    assert intents(text, email=True) == [("cancel", None, None, None, "O41", None)]
