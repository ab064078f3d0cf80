"""A negation before a cancel word that belongs to another verb: "O7 ab nahi chahiye, cancel kar dijiye" (not wanted,
so cancel it), "O7 अब नहीं चाहिए, कैंसल कर दीजिए", "Agar O7 abhi tak nikla nahi hai toh use cancel kar dijiye" (if it
has not left, cancel it), "O96 should be 10 trays of eggs, not 12 — please cut 2 trays" (the "not" is the count's).
The reader took any negation within four words before a cancel as the cancel's own ("don't cancel O8") and refused
the message (``ambiguous_intent.not_cancel``); a shopkeeper cancels.

``words_before_cue(reader, lo, pos)``: the word keys from token ``lo`` up to the cue at ``pos`` (no number marks),
starting after the last mark of a phrase (",", "—", "-", ";", ":") or word of "then" ("toh", "तो", "then") between
them: only those words can negate the cue. "Don't cancel O8", "No
need to cancel O8", "please do not cancel O8" keep their negation (nothing stands between).
"""
from __future__ import annotations

__all__ = ["words_before_cue"]

#: Words of "then" after which a negation before them is done with ("… nahi hai toh use cancel"); not English "to"
#: ("No need to cancel O8" is said not to cancel), nor a word of wanting ("no need to cancel").
_CLOSE = frozenset("toh tho तो then".split())  # (as written: "toh" folds as "to")
_MARKS = frozenset(",;:—–-")


def words_before_cue(reader, lo: int, pos: int) -> list[str]:
    """The words that may negate the cue at ``pos``, from token ``lo`` (module docstring)."""
    start = lo
    for k in range(pos - 1, lo - 1, -1):
        t = reader.tokens[k]
        if t.kind == "sym" and t.text in _MARKS or t.kind == "word" and t.text.lower() in _CLOSE:
            start = k + 1
            break
    return [reader._word(k) for k in range(start, pos) if not reader._number_mark(k)]
