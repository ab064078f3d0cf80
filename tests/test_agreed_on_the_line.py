"""lang.agreed_on_the_line: a price agreed in a sentence naming no goods, right after a sentence naming one item and
no figure on the same line ("Thanks for the tomato rate. ₹29 per kg is fine."), is that item's, beside other goods, in
all three languages; a price on a line of its own, or after goods with a figure of their own, is still asked."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_READ = [("accept", "tomato-1kg", None, 2900, None, None), ("order", "onion-1kg", 30, 3000, None, None)]


@pytest.mark.parametrize("text", [
    "Thanks for the tomato rate. ₹29 per kg is fine. Send 30 kg onion at ₹30.",
    "टमाटर के भाव के लिए धन्यवाद। ₹29 प्रति किलो मंज़ूर है। 30 किलो प्याज़ ₹30 पर भेजिए।",
    "Tamatar ke rate ke liye shukriya. ₹29 per kg manzoor hai. 30 kilo pyaaz ₹30 pe bhejiye.",
])
def test_the_price_agreed_after_the_goods_named_is_theirs(text):
    assert intents(text, email=True) == _READ


@pytest.mark.parametrize("text", [
    "Thanks for the tomato rate.\n₹29 per kg is fine. Send 30 kg onion at ₹30.",  # a line of its own
    "Tomato 40 kg came yesterday. ₹29 per kg is fine. Send 30 kg onion at ₹30.",  # goods with a figure of their own
    "टमाटर 40 किलो कल आया। ₹29 प्रति किलो मंज़ूर है। 30 किलो प्याज़ ₹30 पर भेजिए।",
])
def test_a_price_agreed_not_plainly_after_the_goods_is_asked(text):
    assert refused(text, email=True) in ("ambiguous_intent.figure", "no_price.what_price")
