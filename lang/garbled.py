"""Text as a model server sometimes delivers it, made plain before reading (part of stage 1, ``lang.reader``).

Breaker X (holdout84, twenty-first session) sent everyday requests the way a bad day at a model server garbles them,
and the reader misread or refused them: HTML entities ("&#8377;540" read as an order id O8377), escapes left in
("\\u20b938" read as a bill B938; a literal "\\n" or "\\t" gluing two words), the rupee sign broken by a wrong
encoding ("â‚¹42", or "�16"), keycap emoji digits ("Cancel O1️⃣2️⃣" cancelled O1, silently; "5️⃣ dozen"), and
no-break or narrow spaces inside a figure ("₹1 650"). ``ungarbled(text)`` undoes each of these, and only these:

- HTML character references and the common named ones (``html.unescape``), and tags ``<br>``/``<p>`` as line
  breaks, ``<b>``-like inline tags dropped — only when the text holds "&#", "&amp;", "&nbsp;", "&lt;" or a tag;
- ``\\uXXXX`` escapes of a printable character, and literal ``\\n``, ``\\t``, ``\\"`` between words;
- "â‚¹" (₹ read as Windows-1252) and "�" right before a digit, as ₹;
- keycap digits ("5️⃣") as the digit, "🔟" as 10; one opening a line before a word as the list's number ("1️⃣
  Chawal – 25 kg" as "1. Chawal – 25 kg");
- a no-break or narrow no-break space between digits (a thousands gap: "1 650") dropped, elsewhere a space.

Nothing else changes; a text without these marks is returned as it is (one scan for their first characters).
Linear in the length: each rewrite is one pass of ``str.replace`` or a regular expression without nesting.
"""
from __future__ import annotations

import html
import re

__all__ = ["ungarbled"]

_MARKS = re.compile("&(?:#\\d|#x|amp;|nbsp;|lt;|gt;|quot;)|<\\s*/?\\s*(?:br|p|b|i|strong|em|span|div)\\b|\\\\[untr\"]|"
                    "â‚¹|\ufffd|\u20e3|\U0001f51f|[\u00a0\u202f\u2007]")
_TAG_BREAK = re.compile(r"(?i)<\s*(?:br|/p|p|/div|div)\s*/?\s*>")
_TAG_INLINE = re.compile(r"(?i)<\s*/?\s*(?:b|i|strong|em|span)\s*>")
_ESCAPED_U = re.compile(r"\\u([0-9a-fA-F]{4})")
_KEYCAP = re.compile("([0-9#*])\ufe0f?\u20e3")
#: A keycap digit opening a line before a word, in a line with a figure of its own: the line's number in a list
#: ("1️⃣ Chawal – 25 kg"; not "5️⃣ dozen eggs bhejo").
_KEYCAP_ITEM = re.compile("(?m)^([ \t]*)([0-9])\ufe0f?\u20e3[ \t]*" r"(?=[^\W\d_][^\n]*\d)")
_GAP_IN_NUMBER = re.compile("(?<=\\d)[\u00a0\u202f\u2007](?=\\d{3}(?!\\d))")


def _unescape_u(m: re.Match) -> str:
    ch = chr(int(m.group(1), 16))
    return ch if ch.isprintable() or ch in "\n\t\u00a0\u202f" else m.group(0)


def ungarbled(text: str) -> str:
    """``text`` with the garbling of the module docstring undone; ``text`` itself when it has none. Never raises."""
    if not isinstance(text, str) or text.isascii() and "&" not in text and "<" not in text and "\\" not in text \
            or _MARKS.search(text) is None:  # (every mark needs "&", "<", "\\" or a character past ASCII)
        return text
    if "&" in text:
        text = html.unescape(text)
    if "<" in text:
        text = _TAG_INLINE.sub("", _TAG_BREAK.sub("\n", text))
    if "\\" in text:
        text = _ESCAPED_U.sub(_unescape_u, text)
        text = text.replace("\\n", "\n").replace("\\t", " ").replace("\\r", "").replace('\\"', '"')
    text = text.replace("â‚¹", "₹")
    if "\ufffd" in text:
        text = re.sub("\ufffd(?=\\s?\\d)", "₹", text)
    if "\u20e3" in text or "\U0001f51f" in text:
        text = _KEYCAP_ITEM.sub(r"\1\2. ", text)  # "1️⃣ Chawal – 25 kg" as "1. Chawal": a list's number
        text = _KEYCAP.sub(r"\1", text).replace("\U0001f51f", "10")
    text = _GAP_IN_NUMBER.sub("", text)
    return text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2007", " ")
