"""Rin's washing powder is the detergent, its bar the laundry bar ("Send 10 packets of Rin powder (1 kg) and 40 Rin
bars": holdout82), in all three languages; a bare "Rin" stays the bar."""
from __future__ import annotations

import pytest

from reader_intents import intents

_BOTH = [("order", "detergent-1kg", 10, None, None, None), ("order", "laundry-bar-1pc", 40, None, None, None)]


@pytest.mark.parametrize("text", [
    "Send 10 packets of Rin powder (1 kg) and 40 Rin bars.",
    "रिन पाउडर 1 किलो के 10 पैकेट और 40 रिन बार भेज दो।",
    "Rin powder 1 kg ke 10 packet aur 40 Rin bar bhej do.",
])
def test_rin_powder_is_the_detergent(text):
    assert intents(text, email=True) == _BOTH


def test_a_bare_rin_is_the_bar():
    assert intents("रिन 24 भेजो", email=True) == [("order", "laundry-bar-1pc", 24, None, None, None)]
