"""lang.stock_then_plan: stock left joined by "so" to a plan to order later ("We have about 6 kg of toor dal left, so we
will place an order later this week", "… 6 किलो अरहर दाल बची है, इसलिए … ऑर्डर देने की संभावना है", "… 8 kg chawal bache
hain, isliye … hum order de denge") orders nothing: the rates asked are read, in the three languages — the stock had
been taken for an order (how many kg of toor dal?)."""
from __future__ import annotations

import pytest

from lang.stock_then_plan import stock_then_plan

from reader_intents import intents

DALS = [("ask_quote", "toor-dal-1kg", None, None, None, None), ("ask_quote", "moong-dal-1kg", None, None, None, None),
        ("ask_quote", "chana-dal-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Please send your current rates for toor dal, moong dal and chana dal. We have about 6 kg of toor dal left, so we "
    "will most likely place an order later this week once we have your rates.",
    "कृपया अरहर दाल, मूँग दाल और चना दाल के भाव बता दीजिए। हमारे पास अभी लगभग 6 किलो अरहर दाल बची है, इसलिए भाव मिलते "
    "ही इसी हफ़्ते ऑर्डर देने की संभावना है।",
    "Toor dal, moong dal aur chana dal ke rate bata dijiye. Hamare paas 6 kilo toor dal bachi hai, isliye rate milte hi "
    "hum order de denge.",  # probe
    "Rates please: toor dal, moong dal, chana dal. Only 6 kg toor dal left, so we shall order once we see your prices.",
])
def test_stock_then_a_plan_orders_nothing(text):
    assert intents(text, email=True) == DALS


@pytest.mark.parametrize("text", [
    "Only 5 kg sugar left, so send 20 kg.",  # an order now
    "Only 5 kg sugar left, so we will order 20 kg.",  # a figure in the plan: as before
    "Abhi 6 kilo toor dal bachi hai, toh rate milte hi order dene ka plan hai.",  # "toh": the reader's condition
    "We will place an order soon, so please send rates.",  # no stock told
])
def test_left_as_written(text):
    assert stock_then_plan(text) == text


def test_near_sentence_reads_as_before():
    assert intents("Only 5 kg sugar left, so send 20 kg sugar.", email=True) == [("order", "sugar-1kg", 20, None, None,
                                                                                  None)]
