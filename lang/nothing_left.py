"""A message with nothing left to read once cleaned: only reasoning ("<think>…" never closed), only a quote ("> Rice
₹45/kg"), a tool call written with its text empty (``send_message(to='supplier', text='')``), or nothing at all —
each refused with what to write instead, in the writer's language (``lang.reader.read_message``).

Shape: ``nothing_left(text, language, matcher)`` → a refused ``Reading`` (``empty.nothing``, ``empty.tool_call``,
``empty.reasoning`` or ``empty.quoted``). Raises nothing.
"""
from __future__ import annotations

import re

from lang.clean import strip_reasoning
from lang.items import NOT_ITEM_WORDS, ItemMatcher
from lang.language import detect_language, normalize
from lang.reading import Reading
from lang.reasons import why
from lang.tool_call_text import tool_call_text

__all__ = ["nothing_left"]

#: A letter or digit in any script the reader reads (Devanagari's letters and digits among them).
_ALNUM = re.compile(r"[^\W_]|[\u0900-\u0963\u0971-\u097f]")


def nothing_left(text: str, language: str, matcher: ItemMatcher) -> Reading:
    """The refused reading of ``text`` (the raw message) when cleaning left nothing: why, in ``language`` — or, when
    only reasoning or a quote was written, in the language those were written in."""
    key = "empty.nothing"
    called = tool_call_text(text) if "(" in text or "send_message" in text else None
    if called is not None:
        key = "empty.tool_call"  # send_message(to='supplier', text=''): the call was written, its text left empty
    elif _ALNUM.search(text):
        key = "empty.reasoning" if not _ALNUM.search(strip_reasoning(text)) else "empty.quoted"
        language = detect_language(normalize(text), matcher.hinglish_keys, NOT_ITEM_WORDS)
    empty = why(key)
    return Reading(readable=False, reason=empty, reason_key=empty.key, language=language)
