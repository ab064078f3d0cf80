"""lang.bounds: a count said as more or less than an earlier one ("10 more packets of milk than last time", "पिछली
बार से 10 पैकेट ज़्यादा दूध", "20 kg rice more than usual") is worked out from another count, so it is refused with
what to write (the count itself). It had been ordered as the bare figure (10 packets, 20 kg) — silently, a new probe
of the thirtieth session; "5 kg less sugar than last week" was already refused."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Send 10 more packets of milk than last time.",
    "This time send 20 kg rice more than usual.",
    "Send 5 kg less sugar than last week.",
    "Pichli baar se 10 packet zyada doodh bhejna.",
    "Pichle hafte se 5 kilo kam chini bhejo.",
    "पिछली बार से 10 पैकेट ज़्यादा दूध भेजना।",
    "हमेशा से 5 किलो कम चीनी भेजना।",
    "Send 5 kg less sugar instead of the usual 20 kg.",  # (had cancelled 15 kg of sugar)
])
def test_a_count_more_or_less_than_an_earlier_one_is_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.worked_out"


@pytest.mark.parametrize("text,read", [
    ("Send 10 packets of milk, more than last time we had none.", [("order", "milk-500ml", 10, None, None, None)]),
    ("Kal se 10 packet doodh bhejna.", [("order", "milk-500ml", 10, None, None, None)]),
    ("Send 10 kg more rice.", [("order", "rice-1kg", 10, None, None, None)]),
    ("Send 20 kg sugar as usual.", [("order", "sugar-1kg", 20, None, None, None)]),
])
def test_a_count_of_its_own_is_still_read(text, read):
    assert intents(text, email=True) == read
