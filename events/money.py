"""Money at the edges: paise inside the engine, rupees with Indian grouping outside.

Every amount the engine stores is an integer number of paise (₹1 = 100 paise).
Rupees appear only where a person reads them (reports, tool results, the CLI),
printed with Indian digit grouping by Babel's ``en_IN`` locale (₹1,43,967).
These are the record's units (every ``*_paise`` field), so they sit with the
record's contract at the bottom of the import graph; GST arithmetic is the
market's (``market.gst``).
"""
from __future__ import annotations

import functools
from decimal import ROUND_HALF_EVEN, Decimal, InvalidOperation

from babel import Locale
from babel.numbers import parse_pattern

_EN_IN = Locale.parse("en_IN")
_WHOLE = parse_pattern("#,##,##0")
_PAISE = parse_pattern("#,##,##0.00")

__all__ = ["paise", "rupees", "format_inr", "format_inr_exact", "MAX_RUPEES", "PAID_TOGETHER"]

#: The ``note`` of each ``pay`` intent of several bills paid with one amount ("Paid ₹4,500 against B7 and B8"),
#: followed by that amount in paise: the supplier's desk pays them only if their bills come to it (a new user's
#: trial, 3 Dec: both had been paid in full, the ₹4,500 dropped). Written by ``lang``, read by the kernel.
PAID_TOGETHER = "paid together, paise: "

MAX_RUPEES = Decimal(10) ** 12


def paise(rupees_amount: float | int | str | Decimal) -> int:
    """Convert an amount in rupees to integer paise, rounding half to even.

    Args:
        rupees_amount: rupees, e.g. ``43``, ``7.5`` or ``"1.25"``.
    Returns:
        int paise, e.g. ``paise(7.5) == 750``.
    Raises:
        ValueError: if the amount is not a finite number, or beyond ±₹10¹² (no shop
            amount comes near it; larger numbers are taken as a mistake).
    """
    try:
        value = Decimal(str(rupees_amount))
    except (InvalidOperation, ValueError, TypeError) as exc:
        raise ValueError(f"not an amount in rupees: {rupees_amount!r}") from exc
    if not value.is_finite():
        raise ValueError(f"not a finite amount in rupees: {rupees_amount!r}")
    if abs(value) > MAX_RUPEES:
        raise ValueError(f"amount out of range (more than ₹10^12): {rupees_amount!r}")
    return int((value * 100).quantize(Decimal(1), rounding=ROUND_HALF_EVEN))


def rupees(amount_paise: int) -> float:
    """Integer paise to rupees as a float (for JSON scores); ``rupees(750) == 7.5``."""
    return amount_paise / 100


@functools.lru_cache(maxsize=1 << 16)
def format_inr(amount_paise: int, *, sign: bool = False, decimals: bool = False) -> str:
    """Format paise as rupees with Indian grouping: ``format_inr(14396700) == "₹1,43,967"``.

    Args:
        amount_paise: the amount in paise.
        sign: prefix ``+`` for positive amounts (profit columns).
        decimals: show paise (``₹7.50``); otherwise round to whole rupees.
    """
    if type(amount_paise) is int:  # the engine's paise: grouped in integers, as Babel groups them (about 20x cheaper)
        whole, cents = divmod(abs(amount_paise), 100)
        if not decimals and (cents > 50 or cents == 50 and whole % 2):  # ROUND_HALF_EVEN, as below
            whole += 1
        body = _grouped(whole) + (f".{cents:02d}" if decimals else "")
        if (amount_paise if decimals else whole) == 0:  # the sign goes with the amount shown: −₹0.30 is ₹0
            return f"₹{body}"
        return f"{'−' if amount_paise < 0 else '+' if sign else ''}₹{body}"
    value = Decimal(amount_paise) / 100
    if not decimals:
        value = value.quantize(Decimal(1), rounding=ROUND_HALF_EVEN)
    body = (_PAISE if decimals else _WHOLE).apply(abs(value), _EN_IN)
    prefix = "−" if value < 0 else ("+" if sign and value > 0 else "")
    return f"{prefix}₹{body}"


def format_inr_exact(amount_paise: int, *, sign: bool = False) -> str:
    """Paise as rupees to the paisa, Indian grouping, paise shown only when not whole: ``₹1,20,000``, ``₹27.50``.

    What a model is shown (summaries, tool errors, replies): never rounded, so a price it names back is the one
    it was given (session 51: a quote of 2750 paise shown as ``₹28`` was accepted at ₹28 and refused).
    """
    return format_inr(amount_paise, sign=sign, decimals=amount_paise % 100 != 0)


def _grouped(n: int) -> str:
    """A non-negative whole number with Indian grouping: the last three digits, then pairs (12,34,567)."""
    s = str(n)
    head, tail = s[:-3], s[-3:]
    pairs = [head[max(0, i - 2):i] for i in range(len(head), 0, -2)][::-1]
    return ",".join([*pairs, tail])
