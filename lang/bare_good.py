"""A bare "good" under the supplier's quote agrees to it, as a bare "ok" does: "> Mustard oil ₹136/L ok for 24 L." then
"good. ```order {…"quantity": 24}```", "बढ़िया। ```order …```", "badhiya. ```order …```" (holdout133 e7040, in all
three languages: only the order of the tool call was read, the acceptance of the quoted ₹136 dropped, silently;
"ok. ```order …```" read both). "good" / "great" / "बढ़िया" / "badhiya" is no word of agreeing by itself ("good
quality", "good morning", "बढ़िया माल"), so only a sentence that is that word alone (with "very", "bahut", "ji" at
most) is read as "ok" alone is: under a quote, the quote agreed; with none, nothing more than the order beside it
("Good. Send 24 L mustard oil." is the order, as "ok. Send 24 L mustard oil." is). Everything else is left as it was.

Shape: ``bare_good(reader)`` with the MessageReader after its clause acts (run by ``lang.agreed_or_labelled``); adds cues.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["bare_good"]

_GOOD = fold_words("good great badhiya badiya badhia बढ़िया बढ़िया")
_WITH = fold_words("very bahut बहुत ji जी")


def bare_good(reader) -> None:
    """Add an accept cue at a sentence that is only "good" (module docstring)."""
    if _GOOD.isdisjoint(reader._keys):
        return
    for clause, (lo, hi) in reader.clause_span.items():
        words = [k for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        if not words or reader.tokens[words[0]].start < reader.context_chars:  # (the quoted lines: the supplier's)
            continue
        goods = [k for k in words if reader._word(k) in _GOOD]
        if len(goods) != 1 or any(reader._word(k) not in _GOOD | _WITH for k in words) or any(
                c.clause == clause and c.kinds for c in reader.cues) or any(lo <= m.first < hi for m in reader.mentions):
            continue
        k = goods[0]
        reader.cues.append(Cue(frozenset({"accept"}), k, k + 1, clause, reader.chunk_of[k]))
