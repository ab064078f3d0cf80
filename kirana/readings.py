"""A scripted month's readings kept between runs: the words a direct month reads are read once per code.

The scripted players still speak through the renderer and the reader (``roles.supplier_mail``, the cashier's
``say``, the scripted manager and staff reading rendered replies back: ``lang.read_cache``, ``lang.replies``).
A reading is a pure function of the words, the catalogue and the code, and a direct month of one scenario reads
the same words every time it is played, yet a new process read each of them anew: about a second of a cold
``kirana run --engine direct`` (issue 13), half of it compiling the reply reader's phrasings' expressions.

So ``kirana run --engine direct`` keeps what its month read in ``$KIRANA_CACHE_DIR/readings/`` (where
``kirana.anchors`` keeps the anchors), one file per scenario and code (about 3 MB for a 30-day month; the
newest ``KEEP_FILES`` are kept, older ones removed when a file is written; a study's cells and forks keep
none): the key is the SHA-256 of the resolved
scenario's YAML, of ``kirana.anchors.code_digest`` (the simulation's source and data) and of the Python,
pydantic and ``indic-transliteration`` versions. A later run of the same scenario and code hands the readings to
the reader (``lang.read_cache.preload``, ``lang.handover.preload_lines``), each rebuilt from JSON that was checked
to rebuild it exactly (``lang.handover.same_value``) when it was written; a text the file lacks is read as ever.
The record is the same byte for byte either way. A missing, damaged or unwritable file only means reading again;
``KIRANA_READINGS_CACHE=0`` turns the file off. The default month's file (seed 0) also ships with the code
(``kirana.shipped``), read when this machine's is missing and the keys match (``load_kept``).
"""
from __future__ import annotations

import gzip
import hashlib
import json
import os
import sys
from pathlib import Path

import orjson

__all__ = ["libraries", "readings_file", "load", "load_kept", "save", "KEEP_FILES"]

_VERSION = 1  # of the file's layout
KEEP_FILES = 12  # the newest files kept in the folder (scenarios, seeds, code versions)


def _enabled() -> bool:
    return os.environ.get("KIRANA_READINGS_CACHE", "1") != "0"


def libraries() -> str:
    """The Python, pydantic and ``indic-transliteration`` versions a readings file's key includes."""
    from importlib.metadata import version
    return f"{sys.version}|{version('pydantic')}|{version('indic-transliteration')}"


def readings_file(scenario_text: str) -> Path:
    """The file of the scenario whose resolved YAML is ``scenario_text``, for this code and these libraries."""
    from kirana.anchors import cache_dir, code_digest
    key = hashlib.sha256("\n".join([str(_VERSION), scenario_text, code_digest(), libraries()]).encode()).hexdigest()
    return cache_dir() / "readings" / f"{key}.json"


def load(path: Path) -> bool:
    """Hand the file's readings to the reader; False (nothing handed over) when it is missing or damaged.
    A file named ``*.gz`` is read gzipped (``kirana.shipped``'s)."""
    if not _enabled():
        return False
    try:
        raw = path.read_bytes()
        data = orjson.loads(gzip.decompress(raw) if path.suffix == ".gz" else raw)
        texts, lines = data["texts"], data["lines"]
        if data.get("version") != _VERSION or not isinstance(texts, list) or not isinstance(lines, list):
            return False
    except (OSError, ValueError, KeyError, TypeError, EOFError):
        return False
    from lang.read_cache import preload
    from lang.handover import preload_lines
    preload(texts)
    preload_lines(lines)
    return True


def load_kept(path: Path) -> bool:
    """``load(path)``, or when that file is missing or damaged, the readings shipped with the code
    (``kirana.shipped``: the default month's) if they were worked out under the same key (``path``'s stem)."""
    if load(path):
        return True
    from kirana.shipped import READINGS_PATH, shipped_readings_key
    return _enabled() and shipped_readings_key() == path.stem and load(READINGS_PATH)


def save(path: Path) -> None:
    """Write the readings this process worked out into the file (merged with what it holds), if there are any."""
    if not _enabled():
        return
    from lang.read_cache import learned
    from lang.handover import learned_lines
    texts, lines = learned(), learned_lines()
    if not texts and not lines:
        return
    try:
        old = orjson.loads(path.read_bytes())
        if old.get("version") == _VERSION:  # one entry a key, this process's last
            texts = list({tuple(e[:3]): e for e in [*old["texts"], *texts]}.values())
            lines = list({tuple(e[:2]): e for e in [*old["lines"], *lines]}.values())
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"version": _VERSION, "texts": texts, "lines": lines}, ensure_ascii=False),
                       encoding="utf-8")
        tmp.replace(path)
        _prune(path.parent)
    except OSError:
        pass  # a read-only home: the next run reads its texts again


def _prune(folder: Path) -> None:
    """Remove all but the newest ``KEEP_FILES`` files (an older code's, another scenario's, a torn write's)."""
    files = []
    for f in folder.iterdir():
        try:
            files.append((f.stat().st_mtime, f))
        except OSError:
            pass  # removed meanwhile
    for _, f in sorted(files, reverse=True)[KEEP_FILES:]:
        try:
            f.unlink()
        except OSError:
            pass
