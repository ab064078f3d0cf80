"""Text a model wrote, made safe to print on a terminal (``kirana transcript``); the record keeps it as written.

A model's words may hold control characters — an ESC sequence that recolours or clears the terminal, NUL, a
carriage return that overwrites the line, a right-to-left override (U+202E) that shows the rest of a line
backwards. ``printable`` writes each as a visible ``\\uXXXX`` escape (inside JSON strings that is the same
character, so ``--json`` output reads back unchanged); newlines and tabs, and the zero-width joiners Indian
scripts need (U+200C, U+200D), are kept.
"""
from __future__ import annotations

import re

__all__ = ["printable"]

# C0 controls but tab and newline, DEL and C1 controls, bidirectional controls (marks, embeddings, overrides,
# isolates), the Arabic letter mark, line and paragraph separators, and the byte-order mark
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]")


def printable(text: str) -> str:
    """``text`` with every character that could control the terminal written as a ``\\uXXXX`` escape."""
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
