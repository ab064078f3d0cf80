"""An earlier message quoted in the middle of a reply, closed by a line of dashes, with the reply going on below it
(issue 10, session 38, fixer DC): "Bill B9 charges … please send a corrected bill. / -----Original Message----- /
From: … / Rice at ₹40 per kg we can accept — please send 50 kg. / ----- / Separately, may we know when O14 (30 kg gur
and 30 kg chura) will be dispatched?" (holdout128 o9035, in the three languages: "-----मूल संदेश----- … ----- / अलग
से, O14 (30 किलो गुड़ और 30 किलो चूड़ा) कब रवाना होगा?", "-----Original Message----- … ----- / Alag se, O14 … kab
dispatch hoga?"). The writer pasted its own earlier mail as evidence and went on writing after the closing dashes.
``lang.clean`` had cut the text at the header (what follows an original-message header below a reply is the quote),
so the question after the quote was dropped, silently: the desk answered the dispute and never the delivery asked.

``reply_below(text, head, dash_line)`` is the text after the line of dashes that closes the quote, when: the header
is an original-message header ("-----Original Message-----", "-----मूल संदेश-----"), a dash line closes it, and
after that line comes a paragraph with words that is not a sign-off and a signature alone ("----- / Regards, Alok"
is no reply: ""). ``lang.clean.strip_quoted`` keeps it after the reply above; ``lang.clean.quoted_lines`` reads the
quote only up to the dashes. A reply above an original with nothing below its dashes, or with no closing dashes
("We'll take 24 packets. / -----Original Message----- / From: … / Detergent ₹88"), reads as before.

Shapes: ``reply_below(text: str, head: re.Match, dash_line: re.Pattern) -> str`` (the reply below, or "");
``quote_end(text, head, dash_line) -> int`` (where the quote ends: the closing dashes' start when a reply follows
them, else the text's end). Examples: "Pay B9 once revised. / -----Original Message----- / Rice ₹40 ok. / ----- /
When will O14 come?" → "When will O14 come?"; "B9 ठीक कीजिए। / -----मूल संदेश----- / … / ----- / O14 कब आएगा?" →
"O14 कब आएगा?"; "B9 theek kijiye. / -----Original Message----- / … / ----- / O14 kab aayega?" → "O14 kab aayega?".
"""
from __future__ import annotations

import re

__all__ = ["reply_below", "quote_end"]

#: A sign-off line ("Regards,", "सादर,", "Saadar,", "Thanks"): what follows it is a signature.
_SIGN_OFF = re.compile(r"^[ \t]*(?:regards|best regards|warm regards|kind regards|thanks(?: (?:&|and) regards)?|"
                       r"thank you|yours (?:sincerely|faithfully|truly)|sincerely|cheers|सादर|saadar|sadar|धन्यवाद|"
                       r"dhanyavaad|dhanyavad|shukriya|शुक्रिया)[ \t,.!]*$", re.IGNORECASE | re.MULTILINE)
#: A letter of any script the messages are written in.
_WORD = re.compile(r"[^\W\d_]{2,}")


def _closing(text: str, head: re.Match, dash_line: re.Pattern):
    """The dash line closing the quote that ``head`` opens, when the header is an original message's; else None."""
    label = head.group(0).lower()
    if "original message" not in label and "मूल" not in label:
        return None
    return dash_line.search(text, head.end())


def reply_below(text: str, head: re.Match, dash_line: re.Pattern) -> str:
    """The reply after the dashes closing the quote opened by ``head`` (module docstring), or ""."""
    close = _closing(text, head, dash_line)
    if close is None:
        return ""
    below = text[close.end():]
    sign = _SIGN_OFF.search(below)
    said = below[:sign.start()] if sign is not None else below
    return below if _WORD.search(said) else ""


def quote_end(text: str, head: re.Match, dash_line: re.Pattern) -> int:
    """Where the quote opened by ``head`` ends: the start of its closing dashes when a reply follows them
    (``reply_below``), else ``len(text)``."""
    if not reply_below(text, head, dash_line):
        return len(text)
    return _closing(text, head, dash_line).start()
