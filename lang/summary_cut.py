"""A closing summary that says the body's cut again without a verb: "दोबारा: O33 से 2 ट्रे अंडे कम; बाकी सब वैसा
ही।", "Recap: O33 se 2 tray ande kam; baaki sab waisa hi." under "- O33 में अंडे: 6 ट्रे की जगह 4 ट्रे।". The
summary's "2 trays" is no figure of the body (6 and 4 are), and read alone "O33 से 2 ट्रे अंडे कम" asks nothing
(what should we do with the eggs?), so ``lang.subject_line.without_summary`` kept it, and the whole message was
refused (``ambiguous_intent.figure``: what is 2 ट्रे for?).

``as_a_cut(summary, read)`` reads the summary with each "कम" / "kam" that ends a phrase (before ";", ",", ".", "।",
a line's end or the text's end) made a request ("कम कर दो", "kam kar do"; an English recap says its verb: "cut 2
trays of eggs from O33" reads as it stands, and "2 trays less" is left refused); the caller still
keeps the summary unless every intent of that reading is one the body's reading has, with the same count and order
("Recap: O33 se 3 tray ande kam" under a cut of 2 trays stays whole, and is refused as before).

Shapes: ``as_a_cut(summary: str, read)`` → a ``lang.reader.Reading`` or None (no such "kam" in the summary).
"""
from __future__ import annotations

import re

__all__ = ["as_a_cut"]

#: "kam" / "कम" ending a phrase, and what makes it a request in the summary's own script.
_VERBLESS_CUT = re.compile(r"(?i)(?<!\w)(कम|kam)(?=\s*(?:[;,.।\n]|$))")
_MADE = {"कम": "कम कर दो", "kam": "kam kar do"}


def as_a_cut(summary: str, read):
    """The reading of ``summary`` with its verbless "kam" made a request, or None when it has none."""
    made, n = _VERBLESS_CUT.subn(lambda m: _MADE[m.group(1).lower()], summary)
    return read(made) if n else None
