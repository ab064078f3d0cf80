"""The event record: an append-only JSON-lines file, the single ground truth.

Every outcome of a run (a sale, a delivery, a tool call, a fraud, a day's
closing net worth) is one event, one line of JSON, written and flushed the
moment it happens, so killing the process loses no recorded event (the group
chat's runs, which resume from the record). A ``buffered`` record (the direct
engine's, never resumed) writes its lines in large blocks and flushes when told
(each day's close) and when closed: a killed direct run loses the lines since
its last flush, and its file may end in a torn line, which ``read_record`` drops. Scores
and reports are computed from this record alone, never from live objects.

Each event has ``seq`` (0-based order), ``day`` (1-based simulated day),
``minute`` (simulated minutes from 00:00 of day 1), ``kind`` and fields of its
own. Amounts are integer paise in fields ending ``_paise``. Each kind's fields
are those of its model in ``events/`` (the record's contract): every event is
checked against it before it is written (``events.check_event``), and a hidden
kind's ``"hidden": true`` flag is added from its model.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import IO, Any, Iterator

import orjson
from pydantic_core import to_json

from events import check_event
from events.registry import FLOATLESS, SERVING as _SERVING, WRITE_FITS as _FITS

__all__ = ["EventRecord", "read_record", "clock_text", "encodable_text", "torn_tail"]


def clock_text(minute: int) -> str:
    """``"d3 14:05"`` for an absolute simulated minute (day numbers are 1-based)."""
    day, rest = divmod(minute, 1440)
    return f"d{day + 1} {rest // 60:02d}:{rest % 60:02d}"


_BLOCK = 1 << 20  # a buffered record's write size in bytes (about 2,000 lines)
_PY_ENCODE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode  # the reference encoding
_EXPONENT = re.compile(rb"e-(?<=\de-)")  # b"1e-07" (a literal first: searched fast; "rice-1kg" is no exponent)


def _line(event: dict[str, Any], floats: bool = True, end: bytes = b"") -> bytes:
    """One event as its JSON line in UTF-8 bytes (no newline), as ``json`` writes it (compact, text kept as is)
    but for a float below 1e-4, spelled as orjson spells it (below): the record's one encoder, for the file and for
    ``lines()`` alike.

    orjson writes the line, already as UTF-8 bytes (about 2.4x faster than pydantic-core's encoder, which wrote
    it before: the same bytes on every event of the scripted months). Anything orjson does not write as ``json``
    does goes to ``_line_by_pydantic``, the encoder before it: a value orjson refuses (a model, a dataclass, a
    date, a subclass of a builtin type, an integer past 64 bits, a key that is not text, text UTF-8 cannot hold),
    and a line holding ``null`` that may hold a float, since orjson writes a NaN or an infinity as ``null``
    (``json``: ``NaN``, ``Infinity``). A float below 1e-4 is spelled as orjson spells it, not as ``json`` does
    (``0.00001`` / ``1e-05``, ``1e-7`` / ``1e-07``): the same number read back, and no scripted month holds one
    (session 36: the search of every line for such a float, ``0.0000`` and a digit before ``e-``, was some 3 % of a
    direct month's instructions; before it, such a line was written by ``json``). ``floats``
    False: the event holds no float (a kind of ``events.registry.FLOATLESS``, checked), so the line is not
    searched. ``end``: ``b"\n"`` for the line with its newline, as the record keeps it (orjson appends it as it
    writes, instead of a copy of the line to add it).

    A line whose every ``null`` is one of the event's own fields left None (``"result":null``, ``"offer_paise":null``:
    some 3,500 of a reference month's 3,900 lines holding one) stays orjson's: each such field writes one
    ``null``, nothing else can overlap it, so a count of ``null`` no larger leaves no room for a NaN or an
    infinity (a ``null`` inside text or a key only makes the count larger, and the line goes the old way).
    Session 34: those lines had been written twice (orjson, then pydantic-core); ``timeit`` of a counter_bill line
    at load 12, 2026-12-05: ~9.2 µs → ~6.5 µs.

    ``EventRecord.add`` runs these same steps inline (session 37: one call fewer an event, and a line holding a
    null no longer encoded twice by orjson; tests/test_record_encoding.py holds the two to the same bytes).
    """
    try:
        data = orjson.dumps(event, option=_ORJSON_LINE if end else _ORJSON_STRICT)
    except Exception:  # noqa: BLE001  (a value orjson does not write as json does: the encoder before it decides)
        return _line_by_pydantic(event, floats) + end
    if floats:
        # ``find``, not ``in``: ``b"..." in data`` first tries the needle as an integer, raising and clearing a
        # TypeError each time. A newline at the end is no needle.
        if data.find(b"null") >= 0 and data.count(b"null") != list(event.values()).count(None):
            return _line_by_pydantic(event, floats) + end  # a null that is not a field's None: maybe a NaN
    return data


#: orjson refuses what it would write otherwise than pydantic-core's encoder: dataclasses, dates and times, and
#: subclasses of str, int, dict and list (an enum on a str, a named tuple's fields as a dict) go the old way.
_ORJSON_STRICT = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_SUBCLASS
_ORJSON_LINE = _ORJSON_STRICT | orjson.OPT_APPEND_NEWLINE  # the same, the newline written after it
_dumps = orjson.dumps


def _line_by_pydantic(event: dict[str, Any], floats: bool = True) -> bytes:
    """``_line`` by pydantic-core's encoder (in Rust): byte for byte what ``json`` writes, and ``json`` writes the
    line instead when pydantic-core cannot (an object JSON cannot hold, whose error is then ``json``'s; text
    UTF-8 cannot hold, whose ``UnicodeEncodeError`` is then raised here) and when the line holds a float below
    1e-4 (above). Every other value is spelled alike (checked over every event of the scripted months); a set or
    bytes, which ``json`` refuses, would be written as a list or text."""
    try:
        data = to_json(event, inf_nan_mode="constants")
    except Exception:  # noqa: BLE001  (the reference encoder raises the error, or writes what this could not)
        return _PY_ENCODE(event).encode("utf-8")
    if floats and (data.find(b"0.0000") >= 0 or (data.find(b"e-") >= 0 and _EXPONENT.search(data))):
        return _PY_ENCODE(event).encode("utf-8")
    return data


def _ENCODE(event: dict[str, Any]) -> str:
    """One event as its JSON line (text): ``_line`` decoded."""
    try:
        return _line(event).decode("utf-8")
    except UnicodeEncodeError:  # text UTF-8 cannot hold: the reference encoder's text, as it was
        return _PY_ENCODE(event)


class EventRecord:
    """Append-only event record, in memory and (optionally) on disk.

    Args:
        path: the ``record.jsonl`` file to append to, or None to keep the
            record in memory only (tests, baselines).
        start_seq: the next sequence number, when continuing a record.
        buffered: False (default): each event's line is flushed to the file as it is recorded, so a killed
            process loses none (a resume depends on it). True: lines collect in a 1 MiB buffer and reach the
            file at ``flush()``, when the buffer fills, and at ``close()`` — for a run that is never resumed
            (the direct engine); one flush per event is about 4% of a scripted month's CPU.
    """

    def __init__(self, path: Path | None = None, *, start_seq: int = 0, buffered: bool = False) -> None:
        self.path = path
        self.events: list[dict[str, Any]] = []
        self._seq = start_seq
        self._serving = 0  # serving events recorded (``shop_seq``); a record continued after its events counts theirs
        self._fh: IO[bytes] | None = None
        self._buffered = buffered
        if path is not None:
            self._open(path)

    @classmethod
    def continuing(cls, events: list[dict[str, Any]]) -> "EventRecord":
        """A record in memory holding ``events`` (seq 0 onwards, as read back from a ``record.jsonl``) and going on
        after them: its ``next_seq`` and ``shop_seq`` are as they were when the last of them was recorded."""
        record = cls(None, start_seq=len(events))
        record.events = events
        record._serving = sum(1 for e in events if e.get("kind") in _SERVING)
        return record

    def _open(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        # bytes: each line is UTF-8-encoded once, here, not again by a text layer
        self._fh = open(path, "ab", buffering=_BLOCK if self._buffered else -1)

    def open_at(self, path: Path) -> None:
        """Write further events through to ``path``, appended: for a record rebuilt in memory first (a resume
        restores everything before it cuts ``record.jsonl`` back, so a checkpoint that fails loses nothing).

        Raises:
            ValueError: the record already writes to a file.
        """
        if self._fh is not None:
            raise ValueError(f"the record already writes to {self.path}")
        self.path = path
        self._open(path)

    def append(self, kind: str, day: int, minute: int, **fields: Any) -> dict[str, Any]:
        """Record one event and write it through to disk; returns the event (``add`` with the fields as keywords)."""
        return self.add(kind, day, minute, fields)

    def add(self, kind: str, day: int, minute: int, fields: dict[str, Any]) -> dict[str, Any]:
        """Record one event, its fields given as one dict (read, not kept or changed), and write it through to
        disk; returns the event.

        The event reaches memory (and takes its ``seq``) only once its line is written: if it
        cannot be encoded (a value JSON cannot hold) or written, this raises and the record is
        as it was. Text that UTF-8 cannot hold (a lone surrogate a model sent as ``"\\ud800"``)
        is stored escaped, as the six characters ``\\ud800``.

        Raises:
            events.EventError: an unknown kind, or a field its model (``events/``) does not allow, naming both;
            TypeError / ValueError: a field JSON cannot encode; OSError: the file cannot be written.
        """
        fits = _FITS.get(kind)  # a kind with no hidden flag to add: its check inline (``check_event`` otherwise)
        if fits is None or not fits(fields):
            fields = check_event(kind, fields)
        event = {"seq": self._seq, "day": day, "minute": minute, "kind": kind, **fields}
        # ``_line`` inline (one call fewer an event, and no second orjson call for a line holding a null)
        floats = kind not in FLOATLESS or type(day) is not int or type(minute) is not int
        try:
            data = _dumps(event, option=_ORJSON_LINE)
        except Exception:  # noqa: BLE001  (a value orjson does not write as json does: ``_line`` decides)
            try:
                data = _line(event, floats, b"\n")
            except UnicodeEncodeError:
                event = _encodable(event)
                data = _line(event, floats, b"\n")
        else:
            if floats and data.find(b"null") >= 0 and data.count(b"null") != list(event.values()).count(None):
                data = _line_by_pydantic(event, floats) + b"\n"  # a null that is not a field's None: maybe a NaN
        if self._fh is not None:
            self._fh.write(data)
            if not self._buffered:
                self._fh.flush()
        self._seq += 1
        if kind in _SERVING:
            self._serving += 1
        self.events.append(event)
        return event

    @property
    def next_seq(self) -> int:
        """The sequence number the next event will get."""
        return self._seq

    @property
    def shop_seq(self) -> int:
        """The shop's own events recorded so far: ``next_seq`` less the serving events (``events.registry.SERVING``:
        model requests retried or failed, reasoning, a renderer model's fallback, a resume, roles swapped). What
        a counterpart's phrasing is keyed on (``engine.shop.Shop.pick``), so that a retried model request or a
        resume leaves every later supplier and customer text as it was; equal to ``next_seq`` in a month of
        scripted players, which records no serving event."""
        return self._seq - self._serving

    def flush(self) -> None:
        """Write every line recorded so far through to the file (a buffered record's; a no-op otherwise)."""
        if self._fh is not None:
            self._fh.flush()

    def close(self) -> None:
        """Close the file (the in-memory events stay readable)."""
        if self._fh is not None:
            self._fh.close()
            self._fh = None

    def lines(self) -> Iterator[str]:
        """The record as JSON lines, exactly as written to disk."""
        for event in self.events:
            yield _ENCODE(event)


def encodable_text(text: str) -> str:
    """``text`` with anything UTF-8 cannot hold (lone surrogates) escaped as ``\\udXXX``."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _encodable(value: Any) -> Any:
    """A JSON value with every string (and key) made encodable; iterative, so depth cannot overflow."""
    if isinstance(value, str):
        return encodable_text(value)
    if not isinstance(value, (dict, list)):
        return value
    root: Any = {} if isinstance(value, dict) else []
    stack = [(value, root)]
    while stack:
        src, dst = stack.pop()
        items = src.items() if isinstance(src, dict) else enumerate(src)
        for k, v in items:
            if isinstance(v, (dict, list)):
                new: Any = {} if isinstance(v, dict) else []
                stack.append((v, new))
            else:
                new = encodable_text(v) if isinstance(v, str) else v
            if isinstance(dst, dict):
                dst[encodable_text(str(k))] = new
            else:
                dst.append(new)
    return root


def read_record(path: Path) -> list[dict[str, Any]]:
    """Read a ``record.jsonl`` file into a list of events.

    A last line cut short by a killed process is dropped (it was never whole).
    Raises:
        FileNotFoundError: if the file does not exist.
        ValueError: if a line other than the last is not valid JSON.
    """
    text = Path(path).read_text(encoding="utf-8")
    lines = text.split("\n")
    events = []
    for number, line in enumerate(lines, start=1):
        if not line:
            continue
        try:
            events.append(json.loads(line))
        except json.JSONDecodeError as exc:
            if number >= len(lines) - 1:
                break
            raise ValueError(f"{path}: line {number} is not valid JSON: {exc}") from exc
    return events


def torn_tail(path: Path) -> bool:
    """True when the record's last line was cut short (a killed writer): ``read_record`` drops it.

    Raises:
        FileNotFoundError: if the file does not exist.
    """
    with open(path, "rb") as fh:
        fh.seek(0, 2)
        if fh.tell() == 0:
            return False
        fh.seek(-1, 2)
        return fh.read(1) != b"\n"  # every whole line ends with a newline
