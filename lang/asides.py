"""A reason given in brackets after a request: "Bread: cancel all 10 packets (we still have stock from last week)",
"Cancel 5 kg sugar from O7 (sales were slow)". Read as part of its sentence, the reason's report ("we still have
stock", "sales were slow") made the whole sentence background and the cancel was lost (sealed69, silently: the
bread would have come). ``asides_apart`` writes such a bracket as a sentence of its own after its sentence, so the
report is background alone.

Only a bracket with no figure, no "₹" and a word of a report (stock, still, sold, sales, last week, because, since);
or a bracket telling goods still held, figures allowed — "still have", "unsold", "in stock" — with no "₹" and no word
of a request ("Eggs: please cut from 5 trays to 3 trays (we still have 2 trays unsold)", holdout61 en-a005: its count
had read as the bracket's and the cut was lost). A bracket that sets an earlier list aside — "(ignore yesterday's
table)", "(कल वाली टेबल छोड़ दीजिए)", "(kal wali table chhod do)": a word of a list, table or mail and a word of
leaving it, no figure — is dropped: it speaks of a message, not of goods ("छोड़ दीजिए" had refused the list's goods,
corpus_probes52_ta hi/hl-s3009). No other bracket is touched.
"""
from __future__ import annotations

import re

__all__ = ["asides_apart"]

#: A bracket of words (no digit, no ₹, no bracket inside) with a word of a report, at most 160 characters.
_ASIDE = re.compile(r"\(([^()\d₹\n]{0,160}?\b(?:stock|still|sold|sales|selling|because|since|last week|last month|"
                    r"bacha|bache|bachi|बचा|बचे|बिक्री|bikri)\b[^()\d₹\n]{0,160}?)\)([.!]?)", re.IGNORECASE)

#: A bracket telling goods still held, figures allowed ("we still have 2 trays unsold", "3 packets still in stock").
_HELD = re.compile(r"\(([^()₹\n]{0,160}?\b(?:still\s+have|unsold|in\s+stock)\b[^()₹\n]{0,160}?)\)([.!]?)",
                   re.IGNORECASE)
#: Words of a request: such a bracket is left as written ("(still have 2, send 3 more)").
_ASKED = re.compile(r"\b(?:send|need|want|add|cut|cancel|more|please|bhej\w*|chahiye|भेज\w*|चाहिए)\b", re.IGNORECASE)


#: A bracket of words (no digit, no ₹) that sets an earlier list, table or mail aside.
_LIST_SET_ASIDE = re.compile(r"\s*\((?=[^()\d₹\n]{0,120}\))(?=[^()\n]*?(?:\b(?:table|list|mail|e-?mail|message|sheet)\b|"
                             r"टेबल|लिस्ट|सूची|मेल|संदेश))(?=[^()\n]*?(?:\b(?:ignore|disregard|chhod\w*|chod\w*)\b|"
                             r"छोड़|छोड))[^()]*\)", re.IGNORECASE)


def _held(m: re.Match) -> str:
    return m.group(0) if _ASKED.search(m.group(1)) else ". " + m.group(1).strip() + "."


def asides_apart(text: str) -> str:
    """``text`` with each reason in brackets (module docstring) written as its own sentence: "X (we still have stock)."
    -> "X. We still have stock." Never raises; linear in the length."""
    if not isinstance(text, str) or "(" not in text:
        return text
    text = _LIST_SET_ASIDE.sub("", text)  # "(ignore yesterday's table)": dropped
    return _HELD.sub(_held, _ASIDE.sub(lambda m: ". " + m.group(1).strip() + ".", text))
