"""Scripted months played once per test session and shared by every pytest-xdist worker.

A 30-day reference month is 6-7 s of CPU on this project's 2-core machine (measured while other jobs
shared it, load 6-7, 1 Dec 2026), and the suite asks for the same
month (the same scenario: shop, seed, days, ...) in several files — the score scale, the scores, conservation,
the khata, HCES, the round trip, determinism — which ``--dist loadfile`` spreads over both workers, so a cache
inside one process played most of them twice. Here the first process that asks for a month plays it
(``agents.direct.play_month``, no record file) and pickles the finished Shop into a folder of this session; any
other process (another worker, or a worker's ``ProcessPoolExecutor`` children) waits on that month's lock and
unpickles it (0.2 s of CPU for a reference month's 9 MB), getting an equal, independent Shop.

The folder is new every session (under pytest's base temporary folder), so a month played by older code is
never read; months are keyed by the SHA-256 of the scenario's JSON, so two scenarios that differ in anything
are two months.
"""
from __future__ import annotations

import gc
import hashlib
import os
import pickle
from contextlib import contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no lock; two processes may both play a month, each result is the same
    fcntl = None

__all__ = ["MonthCache", "locked", "session_folder"]


def session_folder(tmp_path_factory, name: str) -> Path:
    """A folder of this test session that every xdist worker sees (the workers' base temporary folders share
    their parent); without xdist, a folder under the session's base temporary folder."""
    base = tmp_path_factory.getbasetemp()
    root = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@contextmanager
def locked(path: Path):
    """Hold an exclusive lock on ``path`` (created if missing) for the block; released if the process dies."""
    with open(path, "a+b") as fh:
        if fcntl is not None:
            fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(fh, fcntl.LOCK_UN)


def _unpickled(data: bytes):
    """``pickle.loads`` with the cyclic collector paused: a reference month is about a million new objects,
    which set off the collector's passes over everything alive (0.9 s of CPU to load its 9 MB; 0.2 s paused)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return pickle.loads(data)
    finally:
        if collecting:
            gc.enable()


class MonthCache:
    """Finished scripted months of this session, on disk in ``folder`` (see the module docstring)."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)

    def shop(self, scenario):
        """The Shop after ``play_month(scenario)``: played here if no process of this session has played it,
        else unpickled from its file. Each call returns a new Shop, so a test may change it freely."""
        from agents.direct import play_month

        key = hashlib.sha256(scenario.model_dump_json().encode("utf-8")).hexdigest()
        path = self.folder / f"{key}.pickle"
        with locked(self.folder / f"{key}.lock"):
            if path.exists():
                return _unpickled(path.read_bytes())
            shop = play_month(scenario)
            tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
            tmp.write_bytes(pickle.dumps(shop, protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(tmp, path)
            return shop
