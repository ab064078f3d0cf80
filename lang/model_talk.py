"""What a chat model says to its user around the e-mail, not to the supplier (part of stage 1, ``lang.reader``):
"Let me know if you'd like me to add 5 kg salt as well!", "Tip: you may also want to order 5 kg salt", "Would you
like me to include sugar too?", "अगर आप चाहें तो 5 किलो नमक भी जोड़ सकते हैं", "Agar aap chahein to 5 kilo namak bhi
jod sakte hain".

Left in the message, each read as an order of the salt (breaker X probes, holdout84; silent in three languages).
``without_model_talk(text)`` drops each such sentence — one that offers the model's own help ("… me to …", "I can
also …", "If you'd like, I can …"), gives the user a tip, or suggests adding goods to the draft ("you can add",
"jod sakte hain", "जोड़ सकते हैं") — when the rest of the text still holds a figure. A request to the supplier ("Let
me know if you can send 5 kg salt", "अगर आप चाहें तो 5 किलो नमक भी भेज सकते हैं") is no such sentence and stays.
Linear: one regular expression pass without nesting.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS

__all__ = ["without_model_talk"]

_SENTENCE_END = r"[^.!?।\n]{0,160}(?:[.!?।]+|(?=\n)|$)"
_TALK = re.compile(
    r"(?im)(?:^|(?<=[.!?।\n]))[ \t]*(?:"
    r"(?:let me know|tell me|do let me know)\s+if\s+you(?:'d| would)?\s+(?:like|want|prefer)\s+me\s+to\b|"
    r"would you like me to\b|do you want me to\b|shall i\b|should i\b|"
    r"if you(?:'d| would)? (?:like|want|prefer),?\s+i\s+(?:can|could|will)\b|i can also\b|i could also\b|"
    r"(?:pro\s+)?tip:|you (?:may|might) (?:also )?want to (?:add|order|include)\b|"
    r"(?:feel free to|you can also) (?:add|edit|adjust|include|modify)\b|hope this helps\b|"
    r"(?:अगर|agar)\s+(?:आप|aap)\s+(?:चाहें|चाहे|chahein|chahen|chahe|chaahein)\s+(?:तो|to|toh)(?=\s)[^.!?।\n]{0,80}?"
    r"(?:जोड़|जोड|jod|add|शामिल|shamil)"
    r")" + _SENTENCE_END)
_FIGURE = re.compile(r"\d|[०-९]")
#: Substrings one of which every match of ``_TALK`` holds (lower case).
_GATE = ("me to", "shall i", "should i", " i can", " i could", "tip:", "want to", "feel free", "can also", "hope this",
         "चाह", "chah")


def without_model_talk(text: str) -> str:
    """``text`` without the model's words to its user (module docstring), or ``text`` itself. Never raises."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return text
    low = text.lower()
    if not any(s in low for s in _GATE):  # (most messages: a few substring checks, not a regular expression pass)
        return text
    kept = _TALK.sub(" ", text)
    return kept if kept != text and _FIGURE.search(kept) else text
