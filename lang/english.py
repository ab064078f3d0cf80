"""Fenced blocks: how scripted staff (and any agent that likes) state an intent exactly.

The counterparts' words come from ``lang.render`` in their own language; this
module only writes the fenced JSON blocks that ``lang.blocks`` reads back.
"""
from __future__ import annotations

import json
from typing import Any

__all__ = ["block"]


_ENCODE = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode  # made once (json.dumps with options makes a
# new encoder per call); the same text as json.dumps(data, ensure_ascii=False, sort_keys=True)


def block(tag: str, data: Any) -> str:
    """A fenced block: ```tag\\n{json}\\n```."""
    return f"```{tag}\n{_ENCODE(data)}\n```"
