"""Devanagari → ITRANS by ``indic-transliteration``, its answers kept between processes.

``itrans(word)`` is ``indic_transliteration.sanscript.transliterate(word, DEVANAGARI, ITRANS)``, always. Importing
that library costs 0.16–0.42 s of a process's CPU (it parses its 88 scheme files with the pure-Python ``toml``
package) and each call about 60 µs, while a scripted month asks for only a few hundred distinct words (the
item matcher's names, the reader's tables, the renderer's Hindi). So the library's answers are kept in
``$KIRANA_CACHE_DIR/deva/`` (default ``~/.cache/kiranabench``, where ``kirana.anchors`` keeps the anchors), one
file per version of the library, read once (a few ms) and written at exit by a process that asked the library
for a word the file did not hold. The library is imported only for such a word: a new word of the project's
tables, a model's or a person's text. A missing, damaged or unwritable file only means asking the library.

A new machine's empty cache starts from ``SHIPPED`` (``lang/data/deva_itrans.json``): the library's answers for
the words a cold default month asks for (1,775 words, 54 KB), for one library version (ignored under another),
written by ``python -m kirana.shipped --write`` and checked word by word against the library by
``tests/test_shipped.py``. It is a copy of the library's answers, not the simulation's data, so
``kirana.anchors.code_digest`` leaves it out.
"""
from __future__ import annotations

import atexit
import json
import os
from pathlib import Path

import orjson

__all__ = ["itrans", "cache_file", "LIBRARY", "SHIPPED", "shipped_words", "start_afresh", "write_shipped"]

LIBRARY = "indic-transliteration"
_MAX_WORDS = 200_000  # a file grown past this (people's and models' words) starts afresh

_known: dict[str, str] | None = None  # the file's words, then this process's
_path: Path | None = None
_added = 0
_transliterate = None
_use_shipped = True

SHIPPED = Path(__file__).resolve().parent / "data" / "deva_itrans.json"


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


def shipped_words() -> dict[str, str]:
    """``SHIPPED``'s words (Devanagari → ITRANS) if it was written for the installed library's version, else {}."""
    try:
        data = orjson.loads(SHIPPED.read_bytes())
        if data.get("library") != LIBRARY or data.get("version") != _library_version():
            return {}
        words = data["words"]
        return words if isinstance(words, dict) and all(type(v) is str for v in words.values()) else {}
    except (OSError, ValueError, KeyError, AttributeError):
        return {}


def start_afresh() -> None:
    """Forget this process's words and read neither file again (``kirana.shipped``: to learn which words a
    month asks for, with ``KIRANA_CACHE_DIR`` pointing at an empty folder)."""
    global _known, _path, _added, _use_shipped
    _known, _path, _added, _use_shipped = None, None, 0, False


def write_shipped() -> int:
    """Write the words this process asked for into ``SHIPPED`` (after ``start_afresh``); returns how many."""
    words = dict(sorted((_known or {}).items()))
    SHIPPED.write_text(json.dumps({"library": LIBRARY, "version": _library_version(), "words": words},
                                  ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    return len(words)


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
        _known = {**shipped_words(), **_read(_path)} if _use_shipped else _read(_path)
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
