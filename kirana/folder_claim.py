"""A run folder's claim: one process at a time writes into a run (or study) folder, through a lock on ``.lock``.

``claim_folder`` takes the folder for this process until it exits or calls
``release_folder``; a second claimant gets ``FolderBusy``. Every claim still
held is released at exit.
"""
from __future__ import annotations

import atexit
import os
from pathlib import Path

__all__ = ["claim_folder", "release_folder", "FolderBusy"]


class FolderBusy(RuntimeError):
    """Another process is writing into this run folder."""


_CLAIMS: dict[str, object] = {}
_CLAIMED_BY: dict[int, int] = {}  # id of a claim's open file → the process that claimed it
atexit.register(lambda: [release_folder(Path(key)) for key in list(_CLAIMS)])  # every way out of a command


def claim_folder(folder: Path, busy: str | None = None) -> None:
    """Claim ``folder`` for this process, exclusively, until it exits (a lock on ``folder/.lock``). ``busy`` is the
    FolderBusy message when another process holds it (default: a run's, naming the folder and ``--out``; a study
    folder's says a study holds it, ``kirana.study``).

    The operating system drops the claim when the process ends, however it ends (kill -9 included), so a stopped
    run can always be resumed. Claiming a folder this process holds already is a no-op; ``release_folder`` removes
    the file. The lock is a POSIX record lock (``fcntl.lockf``), which a forked process does not inherit: the run's
    forked helpers (the report's chart painter, ``kirana.anchors``' players) had held the folder's ``flock`` for
    seconds after the run was killed, and ``--resume`` was refused ("in use by another run").

    Raises:
        FolderBusy: another process holds the folder (a second ``kirana run --out`` into it).
        OSError: the folder cannot be created or written.
    """
    key = str(Path(folder).resolve())
    if key in _CLAIMS:
        return
    folder.mkdir(parents=True, exist_ok=True)
    refused = busy or f"{folder} is in use by another run; wait for it or choose another --out"
    while True:
        fh = open(folder / ".lock", "a+", encoding="utf-8")
        try:
            import fcntl
            fcntl.lockf(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except ImportError:  # pragma: no cover - not POSIX: msvcrt locks the first byte instead
            import msvcrt
            try:
                msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)
            except OSError:
                fh.close()
                raise FolderBusy(refused) from None
        except OSError:  # EAGAIN or EACCES: held by another process
            fh.close()
            raise FolderBusy(refused) from None
        if _still_there(fh, folder / ".lock"):
            break
        fh.close()  # the holder removed the file as it let go (release_folder): claim the folder's file anew
    _CLAIMS[key] = fh
    _CLAIMED_BY[id(fh)] = os.getpid()


def _still_there(fh, path: Path) -> bool:
    """Whether ``path`` is still the file ``fh`` holds open (a releasing process unlinks it before letting go)."""
    try:
        return os.path.samestat(os.fstat(fh.fileno()), os.stat(path))
    except OSError:
        return False


def release_folder(folder: Path) -> None:
    """Give up this process's claim on ``folder`` (if any), removing its ``.lock`` while still held (``claim_folder``
    claims a file found gone anew): a run that ended or stopped (a dead model server, an error line, Ctrl-C: at exit at
    the latest) leaves no lock file that reads like a run in progress; one killed outright leaves it, unlocked."""
    fh = _CLAIMS.pop(str(Path(folder).resolve()), None)
    if fh is not None:
        try:
            if _CLAIMED_BY.get(id(fh)) == os.getpid() and _still_there(fh, Path(folder) / ".lock"):  # (not a fork's)
                os.unlink(Path(folder) / ".lock")
        except OSError:  # a folder removed or made read-only meanwhile: the lock still ends with the file's close
            pass
        _CLAIMED_BY.pop(id(fh), None)
        fh.close()
