"""Money for goods returned on another day taken off today's bill at the counter is refused as the advance is
(``lang.returned_before``; holdout43 hi-v046 "बिल ₹575 हुआ, कल का लौटाया घी ₹90 कम करके ₹485 लीजिए" had billed ₹485,
silently, where the English billed ₹575): goods total or net is the cashier's to say."""
from __future__ import annotations

import pytest

from lang.counter_words import read_at_counter
from reader_intents import CAT, counter_bill


@pytest.mark.parametrize("text", [
    "बिल ₹575 हुआ, कल का लौटाया घी ₹90 कम करके ₹485 लीजिए।",  # the corpus row
    # our own probes
    "Bill ₹575 hua, kal ka lautaya ghee ₹90 kam karke ₹485 dijiye.",
    "Your bill is ₹575; ₹90 for the ghee you returned yesterday comes off, so ₹485 please.",
    "₹640 हुए, परसों लौटाए तेल के ₹150 घटाकर ₹490 दीजिए।",
    "₹640 hue, pichhle hafte wapas kiye tel ke ₹150 ghata ke ₹490 dijiye.",
    "Total ₹640. Minus ₹150 for the oil returned last week, that makes ₹490.",
])
def test_a_return_of_another_day_taken_off_is_refused(text):
    r = read_at_counter(text, CAT)
    assert not r.readable and r.reason_key == "ambiguous_intent.counter_bill", (text, r.intents)


@pytest.mark.parametrize("text", [  # near: money off today's bill, a return within today's basket
    "₹575 hue, 1 ghee wapas -₹90, ₹485 dijiye.",
    "Bill ₹575 hua, ₹90 discount karke ₹485 dijiye.",
    "कुल ₹575 हुए, ₹90 की छूट के बाद ₹485 दीजिए।",
    "Your total is ₹575, with ₹90 off it's ₹485.",
])
def test_money_off_today_is_still_the_net(text):
    assert counter_bill(text) == 48500
