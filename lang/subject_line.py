"""An e-mail's subject line (part of reading, ``lang.reader``): a heading over the body, not a request of its own.

Chat models head an e-mail with a subject that sums up its body ("Subject: Payment for B17 and invoice for O26",
"Subject: O812 – cancellation of two lines", "विषय: O880 — एक आइटम रद्द"). Read with the body, the summary's words
join the body's requests and change them (the bill asked for O26 was taken as the payment's order). The body is
read alone when it reads and names every order and bill id the subject names; otherwise the whole message is read
(a subject may carry what the body leaves out: "Subject: O5 / Please cancel it").
"""
from __future__ import annotations

import re
from typing import Callable

from lang.clean import MAX_CHARS

__all__ = ["body_under_subject"]

_SUBJECT = re.compile(r"\A\s*(?:subject|sub|विषय)\s*:[^\n]*\n", re.IGNORECASE)
_ANY_ID = re.compile(r"\b[OB]-?\d{1,6}\b")


def body_under_subject(text: object, read: Callable[[str], object]):
    """The body's reading (``read(body)``, a ``lang.reader.Reading``) when ``text`` opens with a subject line, the
    body names every id the subject names, and the body reads; None otherwise. Never raises."""
    m = _SUBJECT.match(text[:MAX_CHARS]) if isinstance(text, str) else None
    if m is None:
        return None
    body = text[m.end():]
    if not set(_ANY_ID.findall(m.group())) <= set(_ANY_ID.findall(body)):
        return None
    reading = read(body)
    return reading if reading.readable else None
