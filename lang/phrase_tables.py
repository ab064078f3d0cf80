"""The phrase tables: each language's phrasings, unit words and code phrases (``lang/phrases/<language>.yaml``)."""
from __future__ import annotations

import functools
from importlib.resources import files

import yaml

from scenarios.vocabulary import LANGUAGES

__all__ = ["phrases"]


@functools.cache
def phrases(language: str) -> dict:
    """The phrase table of one language (``lang/phrases/<language>.yaml``). Raises KeyError if unknown."""
    if language not in LANGUAGES:
        raise KeyError(f"language must be one of {LANGUAGES}, got {language!r}")
    return yaml.safe_load((files("lang") / "phrases" / f"{language}.yaml").read_text(encoding="utf-8"))
