"""Reading day-stamped books from the day wanted, not from their start.

The sales register (``SaleLine``) and the cash book (``CashBookEntry``) are appended to with the current
simulated day (``market.sales.sell``, ``market.accounts.move_cash``), days only move forward, and the close
drops a prefix of old days without reordering (``market.closing``): both lists are in day order (days are
1-based simulated days; opening entries may carry day 0 or earlier). So the lines of a day, or of the days
from one on, are a slice found by bisection instead of a scan of the up-to-7 days (~2,000 lines) the books
keep. ``tests/test_inbox_and_register_indexes.py`` holds the order and these slices to full scans.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from operator import attrgetter

__all__ = ["since_day", "lines_of_day"]

_DAY = attrgetter("day")


def since_day(lines: list, day: int) -> list:
    """The lines of ``day`` and later, in their order (``lines`` in day order)."""
    return lines[bisect_left(lines, day, key=_DAY):]


def lines_of_day(lines: list, day: int) -> list:
    """The lines of ``day`` alone, in their order (``lines`` in day order): a slice between two bisections, not a
    read of each line's day."""
    return lines[bisect_left(lines, day, key=_DAY):bisect_right(lines, day, key=_DAY)]
