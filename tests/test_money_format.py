"""format_inr: Babel's en_IN grouping (the last three digits, then pairs), paise only when asked, a true minus."""
from __future__ import annotations

import pytest

from events.money import format_inr, format_inr_exact


@pytest.mark.parametrize("paise,kw,text", [
    (14_396_700, {}, "₹1,43,967"), (750, {"decimals": True}, "₹7.50"), (0, {}, "₹0"),
    (99_999_900, {}, "₹9,99,999"), (100_000_000, {}, "₹10,00,000"), (123_456_725, {"decimals": True}, "₹12,34,567.25"),
    (-14_396_750, {}, "−₹1,43,968"), (150, {}, "₹2"), (250, {}, "₹2"), (5000, {"sign": True}, "+₹50"),
    (-50, {"sign": True, "decimals": True}, "−₹0.50"),
])
def test_format_inr_groups_the_indian_way(paise, kw, text):
    assert format_inr(paise, **kw) == text


@pytest.mark.parametrize("paise,text", [
    (2750, "₹27.50"), (2800, "₹28"), (14_396_750, "₹1,43,967.50"), (12_000_000, "₹1,20,000"), (-50, "−₹0.50"),
    (1_234_567, "₹12,345.67"), (0, "₹0"),
])
def test_format_inr_exact_shows_paise_only_when_there_are_some(paise, text):
    """What a model is shown is never rounded (session 51: 2750 paise said as ₹28 by the manager's summary)."""
    assert format_inr_exact(paise) == text


def test_a_price_the_reader_writes_back_to_itself_keeps_every_digit():
    """``lang.reply_context`` re-reads an accept as "Sugar ₹42: Ok."; ``:g`` kept six digits (₹1.23457e+06)."""
    from lang.reply_context import _rupees
    assert [_rupees(p) for p in (4200, 2750, 2705, 1_234_567, 123_456_789)] == \
        ["42", "27.5", "27.05", "12345.67", "1234567.89"]
