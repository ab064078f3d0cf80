"""Readings handed over between processes: how they are keyed and checked, and the reply reader's lines.

A reading is a pure function of the words, the catalogue and the code; ``kirana.readings`` keeps a month's
readings on disk keyed by the code, and each entry here by the catalogue's content (``catalogue_digest``). An
entry is given only when its JSON rebuilds the very value read (``same_value``). The reader's texts are handed
over in ``lang.read_cache``; the reply reader's lines (``lang.replies``: a rendered line back to its slot and
fields) here: ``kept_lines`` wraps its line reading so that a line handed over (``preload_lines``) is not
matched again, and remembers the lines it did read (``learned_lines``).
"""
from __future__ import annotations

import hashlib
import json

__all__ = ["catalogue_digest", "same_value", "kept_lines", "preload_lines", "learned_lines"]

_DIGESTS: dict[int, tuple[object, str]] = {}  # id(catalogue) → (the catalogue, kept so its id is not reused; digest)


def catalogue_digest(catalogue) -> str:
    """SHA-256 of the catalogue's content (its items as JSON): what a handed-over reading was read against."""
    hit = _DIGESTS.get(id(catalogue))
    if hit is None or hit[0] is not catalogue:
        hit = _DIGESTS[id(catalogue)] = (catalogue, hashlib.sha256(catalogue.model_dump_json().encode()).hexdigest())
    return hit[1]


def same_value(a, b) -> bool:
    """``a`` and ``b`` alike in every respect a reader of them could tell: types, values, and for pydantic models
    their fields and which of them were set (``model_fields_set``), all the way down."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_value(v, b[k]) for k, v in a.items())
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b))
    if hasattr(a, "model_fields_set"):
        return a.model_fields_set == b.model_fields_set and same_value(dict(a.__dict__), dict(b.__dict__)) and \
            getattr(a, "__pydantic_extra__", None) == getattr(b, "__pydantic_extra__", None) and \
            getattr(a, "__pydantic_private__", None) == getattr(b, "__pydantic_private__", None)
    if isinstance(a, float):
        return a == b and repr(a) == repr(b)  # -0.0 and 0.0, NaN
    return a == b


#: (catalogue digest, line) → [slot, fields, any field a list or dict], or None (no phrasing fits)
_STORED_LINES: dict[tuple[str, str], list | None] = {}
_LEARNED_LINES: dict[tuple[str, str], tuple | None] = {}  # read in this process, not handed over
_MAX_LEARNED = 65536  # lines remembered for handing over (a 30-day month reads about 4,000; a study reads more)
_MISSING = object()


def kept_lines(read, catalogue):
    """``read`` (a line → its reading, for ``catalogue``), answering a line handed over from its entry."""
    def read_line(line: str):
        if _STORED_LINES:
            kept = _STORED_LINES.get((catalogue_digest(catalogue), line), _MISSING)
            if kept is not _MISSING:
                return None if kept is None else tuple(kept)
        out = read(line)
        if len(_LEARNED_LINES) < _MAX_LEARNED:
            _LEARNED_LINES[(catalogue_digest(catalogue), line)] = out
        return out
    return read_line


def preload_lines(entries) -> None:
    """Take lines read by another process: ``[catalogue digest, line, reading]`` each (``learned_lines()``'s
    form)."""
    for digest, line, reading in entries:
        _STORED_LINES[(digest, line)] = reading


def learned_lines() -> list[list]:
    """The lines this process read itself, as ``preload_lines`` takes them; a reading that JSON would not
    rebuild exactly (a tuple, a float, a key not text: ``same_value``) is left out."""
    out = []
    for (digest, line), reading in _LEARNED_LINES.items():
        value = None if reading is None else list(reading)
        if same_value(json.loads(json.dumps(value, ensure_ascii=False)), value):
            out.append([digest, line, value])
    return out
