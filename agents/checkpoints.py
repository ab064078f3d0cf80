"""Run-folder checkpoints and the stop error, without importing AutoGen (the direct engine and study workers use them)."""
from __future__ import annotations

from pathlib import Path

__all__ = ["RunStopped", "latest_checkpoint", "KEEP_CHECKPOINTS"]

KEEP_CHECKPOINTS = 3  # the newest daily checkpoints kept in a run folder


class RunStopped(RuntimeError):
    """The run stopped early (a model error after retries); the run folder can be resumed."""


def latest_checkpoint(run_dir: Path) -> Path | None:
    """The newest ``checkpoints/day-NNN.json`` of a run folder, or None."""
    found = sorted((Path(run_dir) / "checkpoints").glob("day-*.json"))
    return found[-1] if found else None
