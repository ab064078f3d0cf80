"""Numbers that are no figure: a numbered list written on one line ("Order: 1. Rice - 50 kg 2. Moong dal - 15 kg", "1)
Chawal 50 kg, 2) Moong dal 15 kg") counts its items, and the year of a date ("PO dated 12/11/2026") is a date's."""
from __future__ import annotations

__all__ = ["list_numbers"]


def list_numbers(tokens: list) -> set[int]:
    """Token indices of the numbers 1, 2, 3, … each written right before "." or ")" and a word, in that order in
    the text (two at least): a list's own numbering; and of a year after "d/d/" written with no space ("12/11/2026").
    One pass over one message's tokens (shapes as ``lang.language.tokenize``)."""
    years = {i + 4 for i in range(len(tokens) - 4) if all(tokens[i + q].kind == "num" for q in (0, 2, 4)) and all(
        tokens[i + q].kind == "sym" and tokens[i + q].text == "/" for q in (1, 3)) and all(
        tokens[i + q + 1].start == tokens[i + q].end for q in range(4))}
    found, want = [], 1
    for i, t in enumerate(tokens[:-2]):
        if t.kind == "num" and t.text == str(want) and tokens[i + 1].kind == "sym" and tokens[i + 1].text in (".", ")") \
                and tokens[i + 2].kind == "word":
            found.append(i)
            want += 1
    return (set(found) if len(found) >= 2 else set()) | years
