"""Run-folder checkpoints and the stop error, without importing AutoGen (the direct engine and study workers use them)."""
from __future__ import annotations

import json
from pathlib import Path

__all__ = ["RunStopped", "latest_checkpoint", "load_checkpoint", "KEEP_CHECKPOINTS", "CHECKPOINT_KEYS"]

KEEP_CHECKPOINTS = 3  # the newest daily checkpoints kept in a run folder (default of the scenario's keep_checkpoints)
CHECKPOINT_KEYS = {"day", "shop", "contexts", "usage"}  # what a readable checkpoint holds at least


class RunStopped(RuntimeError):
    """The run stopped early (a model error after retries); the run folder can be resumed.

    ``str()`` is one line for the user; ``log`` is the file holding the traceback (or None)."""

    def __init__(self, message: str, log: Path | None = None) -> None:
        super().__init__(message)
        self.log = log


def latest_checkpoint(run_dir: Path) -> Path | None:
    """The newest ``checkpoints/day-NNN*.json`` of a run folder (a mid-turn ``day-NNN-turn.json`` included), or None."""
    found = sorted((Path(run_dir) / "checkpoints").glob("day-*.json"))
    return found[-1] if found else None


def load_checkpoint(run_dir: Path) -> tuple[Path, dict] | None:
    """The newest checkpoint that reads as a whole, and its data; None when there is none.

    Checkpoints that cannot be read (cut short, not JSON, missing ``CHECKPOINT_KEYS``) are skipped,
    newest first.
    """
    for path in sorted((Path(run_dir) / "checkpoints").glob("day-*.json"), reverse=True):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and CHECKPOINT_KEYS <= set(data):
            return path, data
    return None
