"""format_inr: Babel's en_IN grouping (the last three digits, then pairs), paise only when asked, a true minus."""
from __future__ import annotations

import pytest

from events.money import format_inr


@pytest.mark.parametrize("paise,kw,text", [
    (14_396_700, {}, "₹1,43,967"), (750, {"decimals": True}, "₹7.50"), (0, {}, "₹0"),
    (99_999_900, {}, "₹9,99,999"), (100_000_000, {}, "₹10,00,000"), (123_456_725, {"decimals": True}, "₹12,34,567.25"),
    (-14_396_750, {}, "−₹1,43,968"), (150, {}, "₹2"), (250, {}, "₹2"), (5000, {"sign": True}, "+₹50"),
    (-50, {"sign": True, "decimals": True}, "−₹0.50"),
])
def test_format_inr_groups_the_indian_way(paise, kw, text):
    assert format_inr(paise, **kw) == text
