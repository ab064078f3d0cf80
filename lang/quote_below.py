"""An earlier message quoted below the reply's signature is context: the reply's own prices stand (session 51, QUOTE).

A new user's fake manager ended its e-mails with the supplier's last reply quoted under the sign-off ("Deal at ₹42
per kg for rice. Send 40 kg of rice. ⏎ Thanks, ⏎ Manager, Shubh Kirana Store ⏎ On your last e-mail you wrote: ⏎ >
Rice: our price is ₹42.50 per kg.", "चावल ₹42 प्रति किलो पर पक्का। … सादर, ⏎ रवि ⏎ आपने पिछले ई-मेल में लिखा था: ⏎
> चावल का भाव ₹42.50 प्रति किलो है।", "chawal ₹42 per kilo pe pakka … Thanks ji, ⏎ Ravi ⏎ Aapne pichhle email mein
likha tha: ⏎ > Chawal ka rate ₹42.50 …"). An acceptance at a price of the reply's own that the quote does not give
is read, under a quote the reply answers line by line ("> Ghee ₹525 per litre ⏎ Ok at ₹520."), as a counter-offer
(``lang.quoted_terms``); under a quote kept below the signature it made the reply both agree and offer for the goods
and the whole e-mail was refused (corpus_probes51_try 039–042, 071, 072 in all three languages), though without the
quote it read right. A quote below the signature is the mail client's copy of the earlier message, not what the
reply answers line by line: its figures do not turn the reply's own acceptance into an offer (``lang.context_figures``'
rule: figures in context are not the new request).

Shape: ``quoted_below_signature(text) -> bool``; ``text`` the message as written. True when the message's quoted
part — its first ">" line or quote header ("On … wrote:", "-----Original Message-----", "आपने … लिखा था:",
"Aapne … likha tha:", "पिछला संदेश:") — runs to the end (after a ">" line only quoted, header or blank lines; a
header's lines are all the quote's), and a sign-off line
("Thanks,", "Regards,", "सादर,", "शुक्रिया,", "Thanks ji,", "Shukriya,", "Dhanyavaad,") stands among the last four
lines of the reply above it. Linear: one pass over the lines.
"""
from __future__ import annotations

import re

from lang.original_message import DASH_LINE, HEADER_FIELD

__all__ = ["quote_below_at", "quote_below_lines", "quoted_below_signature"]

#: A header that opens a quoted earlier message on a line of its own.
_HEADER = re.compile(r"^[ \t]*(?:-{2,}[ \t]*(?:original message|forwarded message|मूल संदेश|मूल सन्देश)[ \t]*-{2,}.*"
                     r"|on [^\n]{1,120}\bwrote:"
                     r"|[^\n]{0,60}\b(?:you|aap|aapne)\b[^\n]{0,50}\b(?:wrote|likha|likha tha|likha thaa):"
                     r"|[^\n]{0,60}(?:आपने|आप)[^\n]{0,50}लिखा(?: था)?:"
                     r"|(?:पिछला|पिछले) (?:संदेश|सन्देश|मेल|ई-मेल)[^\n]{0,20}:"
                     r"|(?:pichhla|pichla|pichhle|pichle) (?:sandesh|message|mail|email|e-mail)[^\n]{0,20}:"
                     r"|(?:earlier|previous) (?:message|mail|e-mail|email)[^\n]{0,20}:)[ \t]*$", re.IGNORECASE)
#: A sign-off line: the words that close a letter, alone on their line (a comma or full stop after them).
_SIGN_OFF = re.compile(r"^[ \t]*(?:thanks?(?: (?:you|ji|a lot))?(?: (?:&|and) regards)?|thank you(?: ji)?|"
                       r"(?:best|warm|kind|warmest)(?: regards| wishes)?|regards|sincerely|yours (?:sincerely|faithfully|"
                       r"truly)|cheers|dhanyavaad|dhanyavad|dhanyawad|dhanyawaad|shukriya|aabhaar sahit|abhar sahit|"
                       r"saadar|sadar|धन्यवाद(?: जी)?|शुक्रिया(?: जी)?|सादर|आभार सहित|भवदीय|--|—)[ \t]*[,.!।]?[ \t]*$",
                       re.IGNORECASE)


def quoted_below_signature(text: str) -> bool:
    """Whether ``text`` ends with an earlier message quoted below the reply's sign-off (module docstring)."""
    return quote_below_at(text) is not None


def quote_below_at(text: str) -> tuple[int, bool] | None:
    """(where in ``text`` the earlier message quoted below the reply's sign-off begins, in characters; whether it
    opens with a header line rather than a ">" line), or None when there is none (module docstring)."""
    if not isinstance(text, str) or ">" not in text and ":" not in text and "--" not in text:  # (each header holds one)
        return None
    ends = text.splitlines(keepends=True)
    lines = [ln.rstrip("\r\n") for ln in ends]
    start = next((k for k, ln in enumerate(lines) if ln.lstrip().startswith(">") or _HEADER.match(ln)), None)
    if start is None or not any(ln.strip() for ln in lines[start + 1:]):
        return None
    header = bool(_HEADER.match(lines[start]))
    if not header and any(ln.strip() and not ln.lstrip().startswith(">") and not _HEADER.match(ln)
                          for ln in lines[start + 1:]):
        return None  # (the reply goes on below the quoted lines: it answers them line by line)
    last = max(k for k, ln in enumerate(lines) if ln.strip())  # (one pass: a closing line of dashes before it)
    if header and any(DASH_LINE.fullmatch(lines[j]) for j in range(start + 1, last)):
        return None  # (dashes close the earlier message and the reply goes on: lang.reply_around reads it)
    above = [ln for ln in lines[:start] if ln.strip()]
    if len(above) > 1 and any(_SIGN_OFF.match(ln) for ln in above[-4:]) and not _SIGN_OFF.match(above[0]):
        return sum(len(ln) for ln in ends[:start]), header
    return None


def quote_below_lines(text: str) -> tuple[list[str], str]:
    """(the lines of an earlier message quoted below the reply's signature under a header line — without the header,
    header fields or blank lines —, the reply above it); ([], text) when there is none. ``lang.clean.quoted_lines``
    asks it last ("> " lines and the other headers are read there)."""
    below = quote_below_at(text)
    if below is None or not below[1]:
        return [], text
    lines = [ln.strip() for ln in text[below[0]:].splitlines()[1:]]
    return [ln for ln in lines if ln and not HEADER_FIELD.match(ln) and not DASH_LINE.match(ln)], text[:below[0]]
