"""Every model request a served role made, one line each as it happens: ``calls.jsonl`` in the run folder, so a
call the server answered (and billed) is counted even when the day it was made is thrown away by a resume.

A daily checkpoint holds the shop at the close of a day; a run killed (Ctrl-C, SIGKILL, a person's console ending)
inside the next day resumes from it, and the partial day's model calls are asked again. Their answers were paid
for, so they must stay in what ``usage.json`` and the report say the month cost (a new user's trial, session 35:
two interruptions in 14 days hid 238 of 2,956 requests, 8 % of the bill).

- ``CallLog.write`` appends one JSON line per request of a served role (not a scripted policy, whose "calls" cost
  nothing and replay the same) and flushes it: ``id`` (unique in the run), ``role``, ``day``, ``outcome``
  (``answered``, ``failed``, ``timed_out`` or ``stopped``: sent, and unanswered when the run was stopped), ``prompt_tokens`` and ``completion_tokens`` as the server reported
  them, ``estimated_prompt_tokens`` and ``estimated_completion_tokens`` (the offline count of an answer without
  usage, ``agents.guard``), ``timed_out_prompt_tokens`` (the offline count of a request that timed out),
  ``stopped_prompt_tokens`` (the offline count of a request in flight when the run was stopped) and
  ``status`` (a failed request's HTTP status, or "").
- Each checkpoint records how many lines the log held when it was written (``RunCheckpoint.calls_logged``).
- ``discard_after(folder, n)`` — called by a resume — moves the lines after the checkpoint's ``n`` to
  ``calls.discarded.jsonl`` (appended and flushed first, then ``calls.jsonl`` is cut back atomically; a kill between
  the two moves them twice, and ``discarded`` counts each ``id`` once).
- ``discarded(folder)`` sums ``calls.discarded.jsonl`` per role (``discarded_on_resume`` in ``usage.json``).
"""
from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

__all__ = ["CallLog", "CALL_LOG", "DISCARDED_LOG", "discard_after", "discarded", "logged_lines", "SUMMED", "wall_utc"]

CALL_LOG = "calls.jsonl"
DISCARDED_LOG = "calls.discarded.jsonl"
#: The counts a line carries and ``discarded`` sums (besides ``calls`` and ``failed_requests``).
SUMMED = ("prompt_tokens", "completion_tokens", "estimated_prompt_tokens", "estimated_completion_tokens",
          "timed_out_prompt_tokens", "stopped_prompt_tokens")


class CallLog:
    """``calls.jsonl`` of a run folder, appended to line by line (see the module docstring)."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / CALL_LOG
        self._n = 0  # the last id's number (counted on from the folder's lines at the first write)
        self._fh = None

    def write(self, role: str, day: int, outcome: str, **counts: Any) -> None:
        """One request's line, flushed to the file at once (a kill right after loses none)."""
        if self._fh is None:
            self._n = logged_lines(self.path.parent) + len(_read(self.path.parent / DISCARDED_LOG))
            self._fh = open(self.path, "a", encoding="utf-8")
        self._n += 1
        line = {"id": f"c{self._n}", "role": role, "day": day, "outcome": outcome,
                **{k: v for k, v in counts.items() if v}}
        if outcome != "answered":  # a failure's line says when (an answered one stays the same run to run)
            line["at_utc"] = wall_utc()
        self._fh.write(json.dumps(line, ensure_ascii=False) + "\n")
        self._fh.flush()

    def lines(self) -> int:
        """The lines the log holds now (what a checkpoint written now records)."""
        if self._fh is not None:
            self._fh.flush()
        return logged_lines(self.path.parent)

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


def wall_utc() -> str:
    """The wall-clock time now, UTC, ISO 8601 with milliseconds ("2026-12-07T15:20:01.123Z"): on each calls.jsonl
    line of a request not answered (timed out, failed, stopped) and each model_retried / model_error event, so a researcher can line failures up with a server's incidents
    (a new user's trial, session 53). Never in a scripted month's record: those events never occur there."""
    now = datetime.now(timezone.utc)
    return now.strftime("%Y-%m-%dT%H:%M:%S.") + f"{now.microsecond // 1000:03d}Z"


def _read(path: Path) -> list[str]:
    """The whole lines of a log (a last line cut off by a kill is dropped)."""
    if not path.exists():
        return []
    text = path.read_text(encoding="utf-8", errors="replace")
    lines = text.split("\n")
    return [line for line in lines[:-1] if line]  # after the last "\n": nothing, or a line cut short


def logged_lines(folder: Path) -> int:
    """How many whole lines ``folder``'s ``calls.jsonl`` holds (0 when there is none)."""
    return len(_read(Path(folder) / CALL_LOG))


def discard_after(folder: Path, keep: int | None) -> list[dict]:
    """Move the lines of ``calls.jsonl`` after its first ``keep`` to ``calls.discarded.jsonl``; the lines moved (as
    dicts). ``keep`` None (a checkpoint written before the log existed) moves nothing."""
    folder = Path(folder)
    path = folder / CALL_LOG
    lines = _read(path)
    if keep is None or len(lines) <= keep:
        if path.exists() and keep is not None and path.read_bytes().count(b"\n") != len(lines):
            _replace(path, lines)  # only a cut-off last line to drop
        return []
    moved = lines[keep:]
    with open(folder / DISCARDED_LOG, "a", encoding="utf-8") as fh:
        fh.write("".join(line + "\n" for line in moved))
        fh.flush()
        os.fsync(fh.fileno())
    _replace(path, lines[:keep])
    return [_parsed(line) for line in moved]


def _replace(path: Path, lines: list[str]) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    os.replace(tmp, path)


def _parsed(line: str) -> dict:
    try:
        value = json.loads(line)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def discarded(folder: Path) -> dict[str, dict[str, int]]:
    """Per role, the requests thrown away by resumes so far (each ``id`` once): ``calls`` (answered),
    ``failed_requests`` (failed or timed out), ``stopped_requests`` (in flight when the run was stopped: sent,
    answer unread; absent when there were none), ``calls_without_usage`` (answered with no usage reported) and the
    ``SUMMED`` token counts."""
    out: dict[str, dict[str, int]] = {}
    seen: set = set()
    for line in _read(Path(folder) / DISCARDED_LOG):
        call = _parsed(line)
        if not call.get("role") or call.get("id") in seen:
            continue
        seen.add(call.get("id"))
        sums = out.setdefault(call["role"], {"calls": 0, "failed_requests": 0, "calls_without_usage": 0,
                                             **{k: 0 for k in SUMMED}})
        answered = call.get("outcome") == "answered"
        if call.get("outcome") == "stopped":
            sums["stopped_requests"] = sums.get("stopped_requests", 0) + 1
        else:
            sums["calls" if answered else "failed_requests"] += 1
        if answered and not (call.get("prompt_tokens") or call.get("completion_tokens")):
            sums["calls_without_usage"] += 1
        for k in SUMMED:
            sums[k] += int(call.get(k) or 0)
    return out
