"""Text a model wrote, made safe to show (a report's Markdown and HTML, a study's tables, ``kirana transcript`` on a
terminal); the record keeps it as written.

A model's words may hold control characters — an ESC sequence that recolours or clears the terminal, NUL, a
carriage return that overwrites the line, a right-to-left override (U+202E) that shows the rest of a line
backwards. ``printable`` writes each as a visible ``\\uXXXX`` escape (inside JSON strings that is the same
character, so ``--json`` output reads back unchanged); newlines and tabs, and the zero-width joiners Indian
scripts need (U+200C, U+200D), are kept. A trial (session 54) found a weak model's answer's NUL and ESC raw in a
run's ``report.md`` and ``report.html`` (the answers-that-ended-turns table), while ``kirana transcript`` escaped them.
"""
from __future__ import annotations

import re

__all__ = ["printable"]

# C0 controls but tab and newline, DEL and C1 controls, bidirectional controls (marks, embeddings, overrides,
# isolates), the Arabic letter mark, line and paragraph separators, and the byte-order mark
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]")


def printable(text: str) -> str:
    """``text`` with every character that could control a terminal or hide text (``_UNSAFE``) written as a
    ``\\uXXXX`` escape; a text without any is returned as it is."""
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
