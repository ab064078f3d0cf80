"""format_inr groups digits as Babel's en_IN locale does (the reference it replaced), over many amounts."""
from __future__ import annotations

import random

import pytest
from babel import Locale
from babel.numbers import parse_pattern

from events.money import format_inr, indian_grouping

_EN_IN = Locale.parse("en_IN")
_WHOLE, _PAISE = parse_pattern("#,##,##0"), parse_pattern("#,##,##0.00")


def _babel(amount_paise: int, sign: bool = False, decimals: bool = False) -> str:
    """format_inr as it was written with Babel."""
    from decimal import ROUND_HALF_EVEN, Decimal
    value = Decimal(amount_paise) / 100
    if not decimals:
        value = value.quantize(Decimal(1), rounding=ROUND_HALF_EVEN)
    body = (_PAISE if decimals else _WHOLE).apply(abs(value), _EN_IN)
    prefix = "−" if value < 0 else ("+" if sign and value > 0 else "")
    return f"{prefix}₹{body}"


def _amounts() -> list[int]:
    rng = random.Random(13)
    edges = [0, 1, 49, 50, 51, 149, 150, 250, 99_999, 100_000, 14_396_700, -50, -150, -14_396_750, 10 ** 14]
    return edges + [rng.randint(-10 ** k, 10 ** k) for k in range(1, 15) for _ in range(300)]


@pytest.mark.parametrize("sign,decimals", [(False, False), (True, False), (False, True), (True, True)])
def test_format_inr_matches_babel_en_in(sign, decimals):
    for amount in _amounts():
        assert format_inr(amount, sign=sign, decimals=decimals) == _babel(amount, sign, decimals), amount


def test_indian_grouping_examples():
    assert format_inr(14_396_700) == "₹1,43,967" and format_inr(750, decimals=True) == "₹7.50"
    assert [indian_grouping(n) for n in ("0", "999", "1000", "123456", "1234567.25")] == \
        ["0", "999", "1,000", "1,23,456", "12,34,567.25"]
