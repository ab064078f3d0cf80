"""The renderer model's disk cache: what the model wrote for a prompt, kept across runs.

A key is the sha256 of the model's identity (its files' hash), the generation
settings, the prompt version and the unit being rendered — the kernel's
decision, the language, the speaker's persona and the template reference
(which the phrasing seed fixes). The value is the model's raw text, before the
fidelity guard, so a change to the guard never needs the cache cleared. One
SQLite file (``renders.sqlite3``) in the cache folder holds every model's
entries; several processes of a study may share it.

Errors: ``OSError``/``sqlite3.Error`` when the folder cannot be created or written.
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path

__all__ = ["RenderCache", "cache_key", "default_cache_dir"]


def default_cache_dir() -> Path:
    """``$XDG_CACHE_HOME/kiranabench/renders`` (``~/.cache/kiranabench/renders`` when unset)."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "kiranabench" / "renders"


def cache_key(**parts) -> str:
    """The sha256 of ``parts`` as canonical JSON (sorted keys, no spaces, UTF-8)."""
    text = json.dumps(parts, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class RenderCache:
    """key → text in ``folder/renders.sqlite3``; ``hits`` and ``misses`` count look-ups of this object."""

    def __init__(self, folder: str | Path):
        self.folder = Path(folder).expanduser()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / "renders.sqlite3"
        self._db = sqlite3.connect(self.path, timeout=60)
        with self._db:
            self._db.execute("CREATE TABLE IF NOT EXISTS renders (key TEXT PRIMARY KEY, text TEXT NOT NULL)")
        self.hits = self.misses = 0

    def get_many(self, keys: list[str]) -> dict[str, str]:
        """The cached texts of those ``keys`` that are cached."""
        found: dict[str, str] = {}
        unique = sorted(set(keys))
        for i in range(0, len(unique), 500):
            chunk = unique[i:i + 500]
            rows = self._db.execute(f"SELECT key, text FROM renders WHERE key IN ({','.join('?' * len(chunk))})", chunk)
            found.update(rows.fetchall())
        self.hits += sum(k in found for k in keys)
        self.misses += sum(k not in found for k in keys)
        return found

    def put_many(self, items: dict[str, str]) -> None:
        """Store ``key → text`` (an existing key keeps its first text: a render is never rewritten)."""
        if items:
            with self._db:  # one transaction, committed on leaving
                self._db.executemany("INSERT OR IGNORE INTO renders (key, text) VALUES (?, ?)", items.items())

    def __len__(self) -> int:
        return self._db.execute("SELECT COUNT(*) FROM renders").fetchone()[0]

    def close(self) -> None:
        self._db.close()
