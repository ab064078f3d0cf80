"""A list line's label that is a question word: "- कब तक: शुक्रवार" ("by when: Friday") under "**अंडों का ऑफ़र**" is
how long the offer stands, not "when will it come?". The label had been read as a delivery question beside the offer
(holdout81 d9009, silently; the English "- Valid till: Friday" and Hinglish "- Valid: Shukravar tak" were read as
the offer alone). ``label_asks`` empties a delivery question's cue that is a list line's label: the line opens with a
list mark ("-", "*", "•", a number), the cue's words end right before ":" and a value follows on the line, and the
line has no "?".

Shape: ``label_asks(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

__all__ = ["label_asks"]

_MARKS = frozenset("-*•–")


def label_asks(reader) -> None:
    """Empty each delivery question's cue that is a list line's label (module docstring)."""
    toks = reader.tokens
    for c in reader.cues:
        if c.kinds != {"ask_delivery"} or c.end >= reader.n or toks[c.end].text != ":":
            continue
        k = c.pos - 1
        if k < 0 or toks[k].kind != "sym" or toks[k].text not in _MARKS or k and toks[k - 1].kind != "nl":
            continue
        j = c.end + 1
        line = []
        while j < reader.n and toks[j].kind != "nl":
            line.append(toks[j])
            j += 1
        if any(t.kind == "word" for t in line) and not any(t.text == "?" for t in line):
            c.kinds = frozenset()
