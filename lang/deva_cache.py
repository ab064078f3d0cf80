"""Devanagari → ITRANS by ``indic-transliteration``, its answers kept between processes.

``itrans(word)`` is ``indic_transliteration.sanscript.transliterate(word, DEVANAGARI, ITRANS)``, always. Importing
that library costs 0.16–0.42 s of a process's CPU (it parses its 88 scheme files with the pure-Python ``toml``
package) and each call about 60 µs, while a scripted month asks for only a few hundred distinct words (the
item matcher's names, the reader's tables, the renderer's Hindi). So the library's answers are kept in
``$KIRANA_CACHE_DIR/deva/`` (default ``~/.cache/kiranabench``, where ``kirana.anchors`` keeps the anchors), one
file per version of the library, read once (a few ms) and written at exit by a process that asked the library
for a word the file did not hold. The library is imported only for such a word: a new word of the project's
tables, a model's or a person's text. A missing, damaged or unwritable file only means asking the library.
"""
from __future__ import annotations

import atexit
import json
import os
from pathlib import Path

import orjson

__all__ = ["itrans", "cache_file", "LIBRARY"]

LIBRARY = "indic-transliteration"
_MAX_WORDS = 200_000  # a file grown past this (people's and models' words) starts afresh

_known: dict[str, str] | None = None  # the file's words, then this process's
_path: Path | None = None
_added = 0
_transliterate = None


def _library_version() -> str:
    from importlib.metadata import version
    return version(LIBRARY)


def cache_file() -> Path:
    """This library version's file: ``$KIRANA_CACHE_DIR`` (or ``~/.cache/kiranabench``) ``/deva/VERSION.json``."""
    base = Path(os.environ.get("KIRANA_CACHE_DIR") or Path.home() / ".cache" / "kiranabench")  # kirana.anchors'
    return base / "deva" / f"{LIBRARY}-{_library_version()}.json"


def _read(path: Path) -> dict[str, str]:
    try:
        data = orjson.loads(path.read_bytes())  # the dict json would give, in about 60% of its time
        return data if isinstance(data, dict) and all(type(v) is str for v in data.values()) else {}
    except (OSError, ValueError):
        return {}


def _library(word: str) -> str:
    global _transliterate
    if _transliterate is None:
        from indic_transliteration.sanscript import DEVANAGARI, ITRANS, transliterate
        _transliterate = lambda w: transliterate(w, DEVANAGARI, ITRANS)  # noqa: E731
    return _transliterate(word)


def itrans(word: str) -> str:
    """``word`` (Devanagari) in ITRANS, as ``indic-transliteration`` writes it."""
    global _known, _path, _added
    if _known is None:
        _path = cache_file()
        _known = _read(_path)
    roman = _known.get(word)
    if roman is None:
        roman = _known[word] = _library(word)
        if not _added:
            atexit.register(save)
        _added += 1
    return roman


def save() -> None:
    """Write the words this process asked the library for into the file (merged with what is there now)."""
    global _added
    if not _added or _path is None or _known is None:
        return
    try:
        merged = _read(_path)
        if len(merged) + _added > _MAX_WORDS:
            merged = {}
        merged.update(_known)
        _path.parent.mkdir(parents=True, exist_ok=True)
        tmp = _path.with_name(f"{_path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(merged, ensure_ascii=False, sort_keys=True), encoding="utf-8")
        tmp.replace(_path)
        _added = 0
    except (OSError, ValueError):
        pass  # a read-only home: the next process asks the library again
