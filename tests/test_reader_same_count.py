"""lang.same_count: goods given "the same" count as the goods just before ("Sugar the same.", "चीनी भी उतनी ही।",
"Tata Salt bhi utne hi", "pyaz - same as above") read with that count, in the three languages — they were asked how
many (``no_quantity.how_many``); where the count, the price or the goods are not sure, the message reads as before."""
from __future__ import annotations

import pytest

from lang.same_count import same_counts_filled

from reader_intents import intents, refused

RICE_SUGAR = [("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "Send 20 kg rice. Sugar the same.",
    "20 किलो चावल भेजो। चीनी भी उतनी ही।",
    "20 kilo chawal bhejo. Cheeni bhi utni hi.",
    "Please send 20 kg rice. Sugar also the same.",  # probe
    "चावल 20 किलो भेज दीजिए, चीनी भी उतनी ही।",  # probe
    "Chawal 20 kilo bhej dijiye, cheeni bhi utni hi.",  # probe
])
def test_goods_the_same_take_the_count_before(text):
    assert intents(text, email=True) == RICE_SUGAR


@pytest.mark.parametrize("text", [
    "टाटा टी के 12 पैकेट भेजिए और टाटा नमक भी उतने ही।",
    "Tata Tea ke 12 packet bhejo aur Tata Salt bhi utne hi.",
])
def test_in_the_same_sentence(text):
    assert intents(text, email=True) == [("order", "tea-250g", 12, None, None, None),
                                         ("order", "salt-1kg", 12, None, None, None)]


@pytest.mark.parametrize("text", [
    "tmtr 20kg @30/-\npyaz - same as above",
    "टमाटर 20kg @30/-\nप्याज - ऊपर जैसा ही",
    "tmtr 20kg @30/-\npyaz - same upar wala",
    "Tomato 20 kg @ 30\nOnion: same as above",  # probe
])
def test_same_as_above_takes_the_lines_count_and_price(text):
    assert intents(text, email=True) == [("order", "tomato-1kg", 20, 3000, None, None),
                                         ("order", "onion-1kg", 20, 3000, None, None)]


@pytest.mark.parametrize("text", [
    "moong 10kg @95/-\nmasoor same qty @78/-\nconfirm",
    "मूंग 10kg @95/-\nमसूर उतना ही @78/-\nकन्फर्म करो",
    "moong 10kg @95/-\nmasoor utna hi @78/-\nconfirm kro",
])
def test_the_same_count_at_its_own_price(text):
    assert intents(text, email=True) == [("order", "moong-dal-1kg", 10, 9500, None, None),
                                         ("order", "masoor-dal-1kg", 10, 7800, None, None)]


@pytest.mark.parametrize("text", [
    "Send 20 kg rice at ₹40. Sugar the same.",  # the count, the price or both? (probe)
    "Send 20 kg rice and 10 kg atta. Sugar the same.",  # which count? (probe)
    "20 किलो चावल और 10 किलो आटा भेजो। चीनी भी उतनी ही।",
    "Send 20 kg rice. Price the same.",  # no goods before the words
    "Send 20 kg rice. Rice the same.",  # the goods' own count already said
    "In O12 send 20 kg rice. Sugar the same.",  # a change to an order: "the same" may be "unchanged"
    "The delivery address remains the same.",
])
def test_not_sure_left_as_written(text):
    assert same_counts_filled(text) == text


def test_near_sentences_read_as_before():
    assert refused("Send 20 kg rice at ₹40. Sugar the same.", email=True) == "no_quantity.how_many"
    assert refused("Send 20 kg rice. Send sugar.", email=True) == "no_quantity.how_many"
    assert intents("Send 20 kg rice, sugar also 20 kg.", email=True) == RICE_SUGAR
