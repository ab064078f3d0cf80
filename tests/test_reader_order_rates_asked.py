"""A list under an order heading, then its rates asked, reads as the order of the listed goods and a rate asked of
each, alike in three languages (``lang.order_rates_asked``, session 56, LEFT56 item 3): "confirm rates" had been an
order alone, "रेट बता दीजिए" / "rate bata dijiye" the rates alone, "Please tell the rates." refused."""
from __future__ import annotations

import pytest

from tests.reader_intents import intents

_BOTH = [("order", "atta-5kg", 10, None, None, None), ("order", "sugar-1kg", 25, None, None, None),
         ("order", "mustard-oil-1l", 12, None, None, None), ("ask_quote", "atta-5kg", None, None, None, None),
         ("ask_quote", "sugar-1kg", None, None, None, None), ("ask_quote", "mustard-oil-1l", None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Order for tomorrow:\nAtta – 10 packets\nSugar – 25 kg\nMustard oil – 12 litres\nPlease confirm rates.",
    "Order for tomorrow:\n- Atta 10 packets\n- Sugar 25 kg\n- Mustard oil 12 litres\nPlease tell the rates.\n\nThanks,\nRamesh",
    "कल का ऑर्डर:\nआटा – 10 पैकेट\nचीनी – 25 किलो\nसरसों तेल – 12 लीटर\nकृपया रेट बता दीजिए।",
    "कल का ऑर्डर:\nआटा – 10 पैकेट\nचीनी – 25 किलो\nसरसों तेल – 12 लीटर\nकृपया इनके रेट कन्फर्म कर दीजिए।\nधन्यवाद",
    "Kal ka order:\nAtta – 10 packet\nCheeni – 25 kilo\nSarson tel – 12 litre\nRate bata dijiye.",
    "Kal ka order:\nAtta – 10 packet\nCheeni – 25 kilo\nSarson tel – 12 litre\nRate confirm kar dijiye please."])
def test_the_order_and_its_rates_asked(text):
    assert intents(text, email=True) == _BOTH


@pytest.mark.parametrize("text, last", [
    ("Order for tomorrow:\nAtta – 10 packets\nSugar – 25 kg\nNo need to confirm rates.", None),
    ("Order for tomorrow:\nAtta – 10 packets\nSugar – 25 kg\nPlease confirm the rate of rice.",
     ("ask_quote", "rice-1kg", None, None, None, None))])
def test_rates_not_asked_or_of_other_goods_are_left_as_read(text, last):
    got = intents(text, email=True)
    assert got[:2] == [("order", "atta-5kg", 10, None, None, None), ("order", "sugar-1kg", 25, None, None, None)]
    assert got[2:] == ([last] if last else [])
