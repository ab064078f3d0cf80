"""Text a model wrote, made safe to print on a terminal (``kirana transcript``); the record keeps it as written.

``printable`` (``report.control_chars``, where the reports and the study's tables take it from too) writes each
control character — ESC, NUL, a carriage return, a right-to-left override — as a visible ``\\uXXXX`` escape;
newlines, tabs and the zero-width joiners Indian scripts need are kept.
"""
from __future__ import annotations

from report.control_chars import printable

__all__ = ["printable"]
