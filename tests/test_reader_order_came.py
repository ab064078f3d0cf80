"""An order told come, its goods and counts named, is no order (``lang.order_came``): the bill asked beside it is the
request. With a request, a complaint or another bill beside the goods that came, the message is left as it was."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text, bill", [
    ("road open today. O3 aloo recieved 30kg ok. pls send bill B3.", "B3"),  # holdout132 d7013
    ("O3 tea 60 pkt recd ok. pls send B3", "B3"),  # holdout133 e7015
    ("O7 rice 50 kg received, thanks. Please send bill B7.", "B7"),
    ("O3 ka aloo 30 kilo aaya, theek hai. B3 bhej do.", "B3"),
    ("O3 का आलू 30 किलो आया, ठीक है। B3 भेज दीजिए।", "B3"),
    ("O7 ka chawal 50 kilo pahuncha, dhanyavaad. B7 bhejiye.", "B7"),
    ("O7 का चावल 50 किलो पहुँचा, धन्यवाद। B7 भेजिए।", "B7"),
])
def test_goods_that_came_ask_nothing(text, bill):
    assert reading(text) == [("ask_bill", None, None, None, None, bill)]


@pytest.mark.parametrize("text, key", [
    ("O3 received 30 kg rice, send 10 kg more.", "contradictory.two_counts"),  # a request beside it
    ("O3 came with 5 kg less rice. Send bill B3.", "ambiguous_intent.dropped"),  # a complaint
    ("O3 ka 30 kilo chawal aaya, par 5 kilo kam. B3 bhejo.", "ambiguous_intent.dropped"),
    ("O3 received 30 kg rice. Please send bill B4.", "ambiguous_intent.id"),  # another bill: what about O3?
])
def test_not_a_plain_report_is_left_as_it_was(text, key):
    assert reading(text) == key
