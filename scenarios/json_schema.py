"""JSON Schema of scenario (and study) files, for editors that complete and check YAML.

A file without ``extends`` must give every required key; a file with
``extends`` overrides only a few, so for it nothing is required (at any
depth). The schema says so with ``if``/``then``/``else`` over two copies of
the definitions: ``Scenario`` (full) and ``ScenarioVariant`` (every
``required`` dropped, plus the ``extends`` key). Use it with the YAML
language server, e.g. a first line
``# yaml-language-server: $schema=scenario.schema.json``.
"""
from __future__ import annotations

import copy
from typing import Any

from pydantic import BaseModel

__all__ = ["file_json_schema"]

_EXTENDS = {"type": "string", "description": "the base this file overrides: a built-in name (default, "
                                            "kirana_s0, ...) or a path relative to this file"}


def _partial(node: Any, suffix: str) -> Any:
    """A copy of a schema node with every ``required`` removed and ``$ref``s pointed at the ``suffix`` copies."""
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key == "required":
                continue
            if key == "$ref" and isinstance(value, str) and value.startswith("#/$defs/"):
                out[key] = value + suffix
            else:
                out[key] = _partial(value, suffix)
        return out
    if isinstance(node, list):
        return [_partial(v, suffix) for v in node]
    return node


def file_json_schema(model: type[BaseModel], title: str) -> dict:
    """JSON Schema (draft 2020-12) for YAML files of ``model`` that may use ``extends``."""
    full = model.model_json_schema()
    defs = full.pop("$defs", {})
    name = model.__name__
    variant = _partial(copy.deepcopy(full), "Variant")
    variant["properties"] = {"extends": _EXTENDS, **variant["properties"]}
    variant["title"] = f"{name} (extends a base)"
    all_defs = {**defs, **{f"{k}Variant": _partial(v, "Variant") for k, v in defs.items()},
                name: full, f"{name}Variant": variant}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": title,
        "description": full.get("description", ""),
        "type": "object",
        "if": {"required": ["extends"]},
        "then": {"$ref": f"#/$defs/{name}Variant"},
        "else": {"$ref": f"#/$defs/{name}"},
        "$defs": all_defs,
    }
