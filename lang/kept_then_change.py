"""An order said not to be cancelled, then ", just" a change of its goods, in one sentence (part of stage 1,
``lang.before_reading``):

    O5 रद्द नहीं करना है, बस केले 8 दर्जन की जगह 5 दर्जन कर दीजिए।
    O5 cancel nahi karna, bas kele 8 darjan ki jagah 5 darjan kar dijiye.
    Don't cancel O8, just cut the mustard oil by 5 litres.

The shopkeeper keeps O5 and sends 5 dozen bananas instead of 8 (a new user's trial, session 33). Written as two
sentences ("O5 रद्द नहीं करना है। बस केले 8 दर्जन की जगह 5 दर्जन कर दीजिए।") it was read so (``lang.kept_whole``: the
negated cancel keeps the order, the change is read of it); in one sentence the change's cut word took the order id
of the same sentence and cancelled O5 whole beside the kept O5, and the mail was refused ("the cancel is taken
back"). ``kept_then_change(text)`` ends the sentence before "bas" / "बस" / "sirf" / "just" / "only" when the part
before names an order id, a word of cancelling and a negation ("रद्द नहीं", "cancel nahi", "cancel mat", "don't
cancel"), and names no figure. Linear; compiled once, on first use.
"""
from __future__ import annotations

import re

__all__ = ["kept_then_change"]

_ANY = re.compile(r"(?:रद्द|cancel)", re.I)
_KEPT_CACHE: dict[str, re.Pattern] = {}
#: The longest sentence looked at.
_LONGEST = 400


def _pattern() -> re.Pattern:
    if not _KEPT_CACHE:
        _KEPT_CACHE["join"] = re.compile(
            r"(?P<kept>[^.!?।\n,\d]*?(?:\bO-?\d+\b[^.!?।\n,]*?(?:रद्द|\bcancel\b)[^.!?।\n,\d]*?(?:नहीं|नही|मत|\bnahi\b|"
            r"\bnahin\b|\bmat\b)|\b(?:don'?t|don’t|do not)\s+cancel\s+(?:order\s+)?O-?\d+\b)[^.!?।\n,\d]*?),\s*"
            r"(?P<just>बस|सिर्फ़|सिर्फ|\bbas\b|\bsirf\b|\bjust\b|\bonly\b)\s", re.I)
        _KEPT_CACHE["ends"] = re.compile(r"(?<=[.!?।\n])")
    return _KEPT_CACHE["join"]


def kept_then_change(text: str) -> str:
    """``text`` with an order kept and ", just" a change after it as two sentences (module docstring); else unchanged.
    Never raises. E.g. "O5 cancel nahi karna, bas kele 5 darjan kar do." → "O5 cancel nahi karna. Bas kele 5 darjan
    kar do."."""
    if not isinstance(text, str) or len(text) > 4000 or _ANY.search(text) is None:
        return text

    def split(m: re.Match) -> str:
        mark = "।" if any("\u0900" <= ch <= "\u097f" for ch in m.group("kept")) else "."
        just = m.group("just")
        return f"{m.group('kept')}{mark} {just[:1].upper() + just[1:]} "

    pattern = _pattern()
    parts = _KEPT_CACHE["ends"].split(text)  # sentence by sentence, each short: the lazy pattern stays linear
    return "".join(pattern.sub(split, part) if len(part) <= _LONGEST else part for part in parts)
