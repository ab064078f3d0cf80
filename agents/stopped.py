"""``RunStopped``: a run that stopped early and can be resumed, in a module of its own so that ``kirana run``
can name it without importing the checkpoints' models (``agents.checkpoints`` re-exports it)."""
from __future__ import annotations

from pathlib import Path

__all__ = ["RunStopped"]


class RunStopped(RuntimeError):
    """The run stopped early (a model error after retries); the run folder can be resumed.

    ``str()`` is one line for the user; ``log`` is the file holding the traceback (or None)."""

    def __init__(self, message: str, log: Path | None = None) -> None:
        super().__init__(message)
        self.log = log
