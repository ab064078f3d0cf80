"""Fenced blocks: how scripted staff (and any agent that likes) state an intent exactly.

The counterparts' words come from ``lang.render`` in their own language; this
module only writes the fenced JSON blocks that ``lang.blocks`` reads back, and
turns ``*_paise`` fields into ``*_inr`` rupees for such blocks.
"""
from __future__ import annotations

import json
from typing import Any

__all__ = ["block", "to_rupees"]


def block(tag: str, data: Any) -> str:
    """A fenced block: ```tag\\n{json}\\n```."""
    return f"```{tag}\n{json.dumps(data, ensure_ascii=False, sort_keys=True)}\n```"


def to_rupees(obj: Any) -> Any:
    """Turn every ``*_paise`` key (at any depth) into ``*_inr`` in rupees."""
    if isinstance(obj, dict):
        return {(k[:-6] + "_inr" if k.endswith("_paise") else k):
                (None if v is None else v / 100) if k.endswith("_paise") else to_rupees(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [to_rupees(v) for v in obj]
    return obj
