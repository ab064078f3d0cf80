"""The phrase tables: each language's phrasings, unit words and code phrases (``lang/phrases/<language>.yaml``)."""
from __future__ import annotations

import functools
from importlib.resources import files

import yaml

from scenarios.vocabulary import LANGUAGES

__all__ = ["phrases"]

#: libyaml's parser when PyYAML was built with it (about 12x faster: ~0.015 s instead of ~0.19 s for the three
#: tables, paid by every process that reads or renders); the same safe constructors, so the same tables
#: (``tests/test_phrase_tables_loader.py``). The tables are our own files: error wording does not matter here.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@functools.cache
def phrases(language: str) -> dict:
    """The phrase table of one language (``lang/phrases/<language>.yaml``). Raises KeyError if unknown."""
    if language not in LANGUAGES:
        raise KeyError(f"language must be one of {LANGUAGES}, got {language!r}")
    return yaml.load((files("lang") / "phrases" / f"{language}.yaml").read_text(encoding="utf-8"), Loader=_LOADER)
