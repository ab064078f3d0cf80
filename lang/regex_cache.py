"""Regular expressions compiled once per machine: the compiled code of the reply phrasings' patterns, kept.

``lang.replies`` reads a supplier's or a customer's rendered line with one pattern per phrasing; a scripted month
uses about 350 of them, and compiling them (Python's ``re`` parses and compiles in pure Python; 24 of them hold
the whole list grammar twice, ~4,000 characters) took 0.35–0.45 s of the first month's CPU in every process.
The patterns are the same in every process, so their compiled code is kept in ``$KIRANA_CACHE_DIR/regex/``
(default ``~/.cache/kiranabench``, where ``kirana.anchors`` keeps the anchors), one file per Python bytecode
and regex engine version (``sys.implementation.cache_tag``, ``_sre.MAGIC``, ``_sre.CODESIZE``), read once
(about 10 ms) and written when a process compiled a pattern it did not hold (at exit).

``compiled(pattern)`` is ``re.compile(pattern)``: the cached code is what ``re.compile`` made of the same
pattern string with the same engine, and the ``Pattern`` built from it compares equal to ``re.compile``'s
(``Pattern.__eq__`` compares the pattern, the flags and the code: a pattern is kept only after the code
built here made a ``Pattern`` equal to ``re.compile``'s; ``tests/test_regex_cache.py`` checks every phrasing's). A missing, damaged or foreign file, an unwritable folder, or a Python whose ``re`` internals
differ only mean compiling as before.
"""
from __future__ import annotations

import atexit
import marshal
import os
import re
import sys
from pathlib import Path

__all__ = ["compiled", "cache_file", "stats"]

try:  # the engine's own parser and compiler, as re.compile calls them (3.11+: re._parser; 3.10: sre_parse)
    import _sre
    from re import _compiler, _parser
except ImportError:  # pragma: no cover - Python 3.10
    try:
        import _sre
        import sre_compile as _compiler
        import sre_parse as _parser
    except ImportError:
        _sre = None

_MAX_ENTRIES = 20_000  # a file grown past this (many catalogues) starts afresh

_entries: dict[tuple[str, int], tuple] | None = None  # (pattern, flags) -> what _sre.compile takes after them
_path: Path | None = None
_added = 0
_counts = {"cached": 0, "compiled": 0}


def cache_file() -> Path:
    """This interpreter's file: ``$KIRANA_CACHE_DIR`` (or ``~/.cache/kiranabench``) ``/regex/TAG-MAGIC-SIZE``."""
    base = Path(os.environ.get("KIRANA_CACHE_DIR") or Path.home() / ".cache" / "kiranabench")  # kirana.anchors'
    tag = f"{sys.implementation.cache_tag}-{getattr(_sre, 'MAGIC', 0)}-{getattr(_sre, 'CODESIZE', 0)}"
    return base / "regex" / f"{tag}.marshal"


def _read(path: Path) -> dict:
    try:
        data = marshal.loads(path.read_bytes())
        return data if isinstance(data, dict) else {}
    except (OSError, EOFError, ValueError, TypeError):
        return {}


def _load() -> dict:
    global _entries, _path
    if _entries is None:
        _path = cache_file()
        _entries = _read(_path) if _sre is not None else {}
    return _entries


def _code(pattern: str, flags: int) -> tuple:
    """What ``re.compile`` hands ``_sre.compile`` after the pattern string (re/_compiler.py's ``compile``)."""
    parsed = _parser.parse(pattern, flags)
    code = [int(c) for c in _compiler._code(parsed, flags)]
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    return flags | parsed.state.flags, code, parsed.state.groups - 1, groupindex, tuple(indexgroup)


def compiled(pattern: str, flags: int = 0) -> re.Pattern:
    """``re.compile(pattern, flags)``, from this machine's cached code when it holds the pattern."""
    global _added
    entries = _load()
    entry = entries.get((pattern, flags))
    if entry is not None:
        try:
            out = _sre.compile(pattern, *entry)
            _counts["cached"] += 1
            return out
        except Exception:  # another engine's code after all: compiled afresh below
            pass
    _counts["compiled"] += 1
    out = re.compile(pattern, flags)
    if _sre is None:
        return out
    try:
        entry = _code(pattern, flags)
        if _sre.compile(pattern, *entry) != out:  # re's internals differ from what this module knows
            return out
    except Exception:
        return out
    entries[(pattern, flags)] = entry
    if not _added:
        atexit.register(save)
    _added += 1
    return out


def save() -> None:
    """Write the patterns this process compiled into the machine's file (merged with what is there now)."""
    global _added
    if not _added or _path is None or _entries is None:
        return
    try:
        merged = _read(_path)
        if len(merged) + _added > _MAX_ENTRIES:
            merged = {}
        merged.update(_entries)
        _path.parent.mkdir(parents=True, exist_ok=True)
        tmp = _path.with_name(f"{_path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(marshal.dumps(merged))
        tmp.replace(_path)
        _added = 0
    except (OSError, ValueError):
        pass  # a read-only home: the next process compiles again


def stats() -> dict[str, int]:
    """Patterns this process took from the cache and compiled itself."""
    return dict(_counts)
