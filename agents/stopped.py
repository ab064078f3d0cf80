"""``RunStopped``: a run that stopped early and can be resumed, in a module of its own so that ``kirana run``
can name it without importing the checkpoints' models (``agents.checkpoints`` re-exports it); ``RunEnded`` and
``record_ended``: a record that ends with ``run_end`` is finished, and never resumed or appended to."""
from __future__ import annotations

from pathlib import Path

__all__ = ["RunStopped", "RunEnded", "record_ended"]


class RunStopped(RuntimeError):
    """The run stopped early (a model error after retries); the run folder can be resumed.

    ``str()`` is one line for the user; ``log`` is the file holding the traceback (or None)."""

    def __init__(self, message: str, log: Path | None = None) -> None:
        super().__init__(message)
        self.log = log


class RunEnded(RunStopped):
    """Asked to resume a run whose record already ends with ``run_end``: nothing is played or written (a second
    study on the same folder had resumed a month another had finished, and appended ``run_resumed`` after its
    ``run_end``: the new user's trial, session 41)."""


_TAIL_BYTES = 4096  # the record's end read for its run_end: the last event and more


def record_ended(record: Path) -> bool:
    """Whether the event record at ``record`` (``record.jsonl``) has its ``run_end``, the month's last event: its
    last 4 KB hold ``"kind":"run_end"`` (inside an event's text the quotes would be escaped). False when there is no
    record."""
    try:
        with open(record, "rb") as fh:
            fh.seek(0, 2)
            fh.seek(max(0, fh.tell() - _TAIL_BYTES))
            return b'"kind":"run_end"' in fh.read()
    except OSError:
        return False
