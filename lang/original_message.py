"""An earlier message quoted whole around the reply — under an "-----Original Message-----", "On … wrote:" or
"From: … / Sent: …" header — found by its header and its closing dashes (or first blank line): its lines and the
reply's text. Used by ``lang.clean`` (``strip_quoted``, ``quoted_lines``); moved from there whole in session 51 when
that module passed 400 lines.
"""
from __future__ import annotations

import re

from lang.reply_around import quote_end
from lang.salutation_top import greeted_on_top

__all__ = ["BLANK_LINE", "QUOTE_HEAD", "DASH_LINE", "HEADER_FIELD", "original_below", "original_on_top"]

BLANK_LINE = re.compile(r"\n[ \t]*\n")

QUOTE_HEAD = re.compile(
    r"^[ \t]*(?:-{2,}[ \t]*(?:original message|forwarded message|मूल संदेश|मूल सन्देश)[ \t]*-{2,}.*"
    r"|on [^\n]{1,120}\bwrote:[ \t]*"
    r"|from:[ \t][^\n]{0,200}\n[ \t]*(?:sent|date):.*)$", re.IGNORECASE | re.MULTILINE)
DASH_LINE = re.compile(r"^[ \t]*-{3,}[ \t]*$", re.MULTILINE)
#: A header field of a quoted message ("From: …", "Sent: …", "विषय: …"): not its words.
HEADER_FIELD = re.compile(r"^[ \t]*(?:from|to|sent|date|subject|cc|प्रेषक|प्रति|दिनांक|विषय)\s*:", re.IGNORECASE)


def original_below(text: str) -> tuple[list[str], str]:
    """An earlier message quoted below the reply ("We'll take 24 packets … / -----Original Message----- / From: … /
    Detergent 1 kg ₹88 …"): (its lines without header fields, the reply above it); ([], text) when there is none."""
    low = text.lower()
    if "original message" not in low and "मूल" not in text and "wrote:" not in low:
        return [], text
    m = QUOTE_HEAD.search(text)
    if m is None or not text[:m.start()].strip():
        return [], text
    end = quote_end(text, m, DASH_LINE)  # (lang.reply_around: the reply going on below the quote's dashes)
    lines = [ln.strip() for ln in text[m.end():end].splitlines()]
    return [ln for ln in lines if ln and not HEADER_FIELD.match(ln) and not DASH_LINE.match(ln)], text[:m.start()] + (
        "\n\n" + text[end:] if end < len(text) else "")


def original_on_top(text: str) -> tuple[list[str], str]:
    """An earlier message on top ("-----Original Message----- / From: … / Sugar ₹44/kg / -----") and the reply below
    its closing dashes (or its first blank line after a line of its own): (its lines but header fields, the reply)."""
    if "मूल" not in text and "original message" not in text.lower():
        return [], text  # the header below names one or the other
    m = QUOTE_HEAD.search(text)
    if m is None or text[:m.start()].strip() and not greeted_on_top(text, m, DASH_LINE) or not (
            "original message" in m.group(0).lower() or "मूल" in m.group(0)):
        return [], text
    close = DASH_LINE.search(text, m.end())
    if close is None:  # no dashes close it: the first blank line does, after a line of the earlier message's own
        close = BLANK_LINE.search(text, m.end())  # ("… / Mustard oil ₹138/L / (blank) / Mustard oil ok, send 12
        if close is None or not any(ln.strip() and not HEADER_FIELD.match(ln) for ln in text[  # litres": holdout148
                m.end():close.start()].splitlines()):  # t77030, holdout149 u77047; fixer FD, session 42)
            return [], text
    if not text[close.end():].strip():
        return [], text
    lines = [ln.strip() for ln in text[m.end():close.start()].splitlines()]
    return [ln for ln in lines if ln and not HEADER_FIELD.match(ln)], text[close.end():]
