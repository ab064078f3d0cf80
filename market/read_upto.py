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

__all__ = ["InboxCursor"]


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
