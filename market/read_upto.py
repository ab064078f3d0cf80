"""Where the unread part of an inbox starts, so reading it does not rescan what was read long ago.

The manager's inbox keeps every supplier e-mail and staff note of the month (about 1,200 by day 30 of
the reference month) and ``read_messages`` used to walk all of them at each of its ~200 calls. Messages
are only ever appended and a read message never becomes unread again, so every message before the
first unread one stays read: this module remembers that position per inbox list (the list object
itself, so a list replaced by a checkpoint's restore starts again from 0, which is merely slower).
Positions are list indices (0-based); nothing here changes what is read or in what order.
"""
from __future__ import annotations

from typing import Callable

__all__ = ["InboxCursor", "open_bills_start", "BillsById", "bills_named"]


class InboxCursor:
    """The index of the first unread message of one inbox list (all messages before it are read).

    ``settled`` says an item is done for good (default: a message read); the same cursor serves any append-only
    list whose items never become unsettled again (the open bills of ``roles.summary``: a bill paid or cancelled
    never opens again)."""

    def __init__(self, settled: Callable[[object], bool] | None = None) -> None:
        self._inbox: list | None = None
        self._start = 0
        self._settled = settled or _read  # (a module function, not a lambda: shops are pickled with their cursors)

    def start(self, inbox: list) -> int:
        """Index from which ``inbox`` may hold unread messages (0 for a list not seen before)."""
        if inbox is not self._inbox or self._start > len(inbox):
            self._inbox, self._start = inbox, 0
        return self._start

    def advance(self, inbox: list) -> None:
        """Move past the read messages that now follow the remembered position."""
        i = self.start(inbox)
        n = len(inbox)
        while i < n and self._settled(inbox[i]):
            i += 1
        self._start = i


def _read(message) -> bool:
    """A message read (the default ``settled`` of ``InboxCursor``)."""
    return message.read


def _closed(bill) -> bool:
    """A bill paid or cancelled: it never opens again (the ``settled`` of the open bills' cursor)."""
    return bill.status != "open"


def open_bills_start(shop) -> int:
    """Index from which ``shop.state.bills`` may hold open bills: bills are only appended and a bill paid or
    cancelled never opens again, so every bill before the first open one stays closed (a cursor kept on the
    shop, not part of its saved state; a list replaced by a restore starts again from 0). A scan of the open
    bills from here (``islice(bills, start, None)``, which also sees bills appended while it runs) meets the
    same bills in the same order as one of the whole list, without walking the month's closed ones."""
    cursor = getattr(shop, "_open_bills_cursor", None)
    if cursor is None:
        cursor = shop._open_bills_cursor = InboxCursor(_closed)
    bills = shop.state.bills
    cursor.advance(bills)
    return cursor.start(bills)


class BillsById:
    """``shop.state.bills`` by bill id, in list order, built on as the list grows (bills are only appended and
    keep their id); a list replaced by a restore is indexed again from its start."""

    def __init__(self) -> None:
        self._bills: list | None = None
        self._n = 0
        self._by_id: dict[str, list] = {}

    def named(self, bills: list, bill_id) -> list:
        """The bills of ``bills`` whose ``bill_id`` is ``bill_id``, in list order (usually one or none)."""
        if bills is not self._bills or self._n > len(bills):
            self._bills, self._n, self._by_id = bills, 0, {}
        if self._n < len(bills):
            by_id = self._by_id
            for bill in bills[self._n:]:
                by_id.setdefault(bill.bill_id, []).append(bill)
            self._n = len(bills)
        return self._by_id.get(bill_id, [])


def bills_named(shop, bill_id) -> list:
    """``shop.state.bills`` with that id, in list order (``BillsById`` kept on the shop)."""
    index = getattr(shop, "_bills_by_id", None)
    if index is None:
        index = shop._bills_by_id = BillsById()
    return index.named(shop.state.bills, bill_id)
