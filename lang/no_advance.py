"""A payment term refused beside a deal refuses no goods: "₹95.50 for almonds is fine but we won't pay any advance.
Send 10 packets." (a new user's trial, session 31: the "won't" had made the sentence agree and refuse at once, and
the whole mail was refused). A chat model buying says what it will not pay up front; a shopkeeper reads the deal,
and the term only as what it is (the shop pays no advance unless it pays an advance bill by its id).

The negation is passed over when a word of advance or credit stands right by it: just before ("Advance nahi dunga",
"एडवांस नहीं देंगे", "udhaar nahi chahiye"), or after it with only words of paying or "any" between ("we won't pay
any advance", "no advance", "नहीं देंगे कोई एडवांस", "not on credit"). Anything else between ("no, advance the
delivery") keeps the negation.

    "₹95.50 for almonds is fine but we won't pay any advance. Send 10 packets." → accept almonds ₹95.50, order 10
    "Badam ₹95.50 theek hai, par advance nahi denge. 10 packet bhejo." → the same
    "बादाम ₹95.50 ठीक है, पर एडवांस नहीं देंगे। 10 पैकेट भेजिए।" → the same

Shapes: ``term_refused(keys, k)`` with the sentence's folded word keys and the negation's index among them → bool
(``lang.acts`` passes over such a negation); ``advance_refused(reader)`` empties the offer and pay cues of the term's
own words ("advance nahi **denge**", "won't **pay** any advance"), run from ``lang.after_acts``.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["term_refused", "advance_refused"]

#: Words naming a term of payment (an advance, credit).
_TERM = fold_words("advance advances एडवांस agrim अग्रिम credit udhaar udhar उधार")
#: Words that may stand between the negation and the term ("won't pay any advance", "नहीं देंगे कोई एडवांस").
_BETWEEN = fold_words("pay paying give giving do any an the on in koi कोई de denge dunga dungi देंगे दूँगा दूंगा dena "
                      "देना karenge करेंगे payment bhugtan भुगतान")


_PAYMENT = fold_words("payment bhugtan भुगतान पेमेंट")


def term_refused(keys: list[str], k: int) -> bool:
    """Whether the negation at ``keys[k]`` refuses a term of payment (module docstring)."""
    if k >= 1 and keys[k - 1] in _TERM or k >= 2 and keys[k - 2] in _TERM and keys[k - 1] in _PAYMENT:
        return True  # "Advance nahi dunga", "एडवांस नहीं देंगे", "advance payment nahi"
    for j in range(k + 1, min(len(keys), k + 5)):
        if keys[j] in _TERM:
            return True  # "we won't pay any advance", "no advance"
        if keys[j] not in _BETWEEN:
            return False
    return False


def advance_refused(reader) -> None:
    """Empty the offer and pay cues said of a term refused (module docstring): "advance nahi denge" gives nothing
    ("denge" is a word of offering), "we won't pay any advance" pays nothing. A cue is the term's when it starts
    within three words after a negation that ``term_refused`` reads, in the negation's chunk. ``reader``: the
    MessageReader after its clause acts (tokens, cues, chunk_of)."""
    if _TERM.isdisjoint(reader._keys):
        return
    from lang.acts import NEGATIONS  # (lang.acts imports this module)
    words = [k for k, t in enumerate(reader.tokens) if t.kind == "word"]
    keys = [reader.tokens[k].key for k in words]
    spans = []
    for j, key in enumerate(keys):
        if key in NEGATIONS and term_refused(keys, j):
            spans.append((words[j], words[min(len(words) - 1, j + 3)], reader.chunk_of[words[j]]))
    for c in reader.cues:
        if c.kinds & {"offer", "pay"} and not c.kinds - {"offer", "pay", "neutral"} and any(
                lo <= c.pos <= hi and reader.chunk_of[c.pos] == chunk for lo, hi, chunk in spans):
            c.kinds = frozenset()
