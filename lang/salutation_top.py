"""An earlier message quoted on top of the reply, under the reply's salutation: "Dear Ramprasad ji, / -----Original
Message----- / From: … / Onion ₹31/kg is our final rate for 50 kg. / ----- / We agree to ₹31 per kg for the onions;
please send 50 kg …", "आदरणीय गणेश ट्रेडर्स, / -----मूल संदेश----- / … / ----- / पहले से बताने के लिए धन्यवाद …",
"Aadarniya Ramprasad ji, / -----Original Message----- / … / ----- / Pyaaz ke liye ₹31 per kilo humein manzoor hai …"
(holdout123 o8029, holdout124 v8024). The writer put the supplier's message first and answered below its closing
dashes; a shopkeeper reads the answer. The reader had taken the salutation for the reply (text before an
original-message header is the reply, what follows it the quote) and found nothing in it ("no order, offer …").

``salutation_only(head)`` is true when ``head`` (the text before the header) is one short line that only greets or
names the reader: it opens with a greeting ("Dear", "Respected", "Hi", "Namaste", "आदरणीय", "प्रिय", "नमस्ते",
"Aadarniya" …) or is a name and an honorific ("Ramprasad ji", "Gupta sahab"), at most six words, no figure and no
punctuation inside ("Dear Sir, please send …" is a request), ending in a comma, a colon or nothing.
``lang.clean`` then reads the message as an earlier message on top: the reply is what follows the closing dashes
(only when such a line closes it; else the text stays cut before the header, as before). "We'll take 24 packets. /
-----Original Message----- / …" (a reply above the quote) is no salutation and reads as before.

Shapes: ``salutation_only(str) -> bool``; ``greeted_on_top(text, header_match, dash_line_pattern) -> bool`` (the
test ``lang.clean`` makes). Examples: "Dear Ramprasad ji," → True; "आदरणीय गणेश ट्रेडर्स," → True;
"Aadarniya Ramprasad ji," → True; "Dear Sir, please send 20 kg rice." → False; "Send 20 kg rice." → False.
"""
from __future__ import annotations

import re

from lang.language import fold, fold_words

__all__ = ["greeted_on_top", "salutation_only"]

#: Titles written with a dot ("Mr.", "Dr.", "Smt.").
_TITLE = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|Sh|Shri|Smt)\.", re.IGNORECASE)
#: Words that open a salutation ("Dear …", "आदरणीय …", "Namaste …").
_OPENING = fold_words("dear respected hi hello namaste namaskar pranam आदरणीय प्रिय नमस्ते नमस्कार प्रणाम श्रीमान "
                      "aadarniya adarniya aadarneey priya shriman")
#: Words of a request or an answer, never a name ("Cancel it ji", "Ok ji").
_ASKING = fold_words("ok okay yes no cancel send stop hold done haan han nahi nahin theek thik bhejo bhej rok roko "
                     "रोक रोको भेजो भेज हाँ हां नहीं ठीक")
#: Honorifics that close a salutation naming the reader ("Ramprasad ji,", "Gupta sahab,").
_HONOURING = fold_words("ji jee जी sir sirji saheb sahab साहब bhai bhaiya bhaiyya भाई भैया mahoday महोदय team")


def salutation_only(head: str) -> bool:
    """True when ``head`` is one short line greeting or naming the reader (module docstring)."""
    lines = [ln.strip() for ln in head.splitlines() if ln.strip()]
    if len(lines) != 1 or len(lines[0]) > 80 or any(ch.isdigit() for ch in lines[0]):
        return False
    line = _TITLE.sub(" ", lines[0]).rstrip(",:!").rstrip()  # ("Dear Mr. Gupta,": the title's dot)
    if any(ch in line for ch in ",.?;:|₹@!()"):
        return False  # ("Dear Sir, please send 20 kg rice": a request after the greeting)
    words = line.split()
    if not 1 <= len(words) <= 6:
        return False
    if fold(words[0]) in _OPENING:
        return True
    return len(words) <= 3 and fold(words[-1]) in _HONOURING and all(
        (w[0].isupper() or not w[0].isascii()) and fold(w) not in _ASKING for w in words[:-1])  # "Ramprasad ji,"


def greeted_on_top(text: str, head, dash_line) -> bool:
    """True when the original-message header ``head`` (a match in ``text``) has only a salutation before it and a
    line of dashes (``dash_line``, a compiled pattern) closes the earlier message with the reply after it."""
    if not ("original message" in head.group(0).lower() or "मूल" in head.group(0)):
        return False
    if not salutation_only(text[:head.start()]):
        return False
    close = dash_line.search(text, head.end())
    return close is not None and bool(text[close.end():].strip())
