"""A phrase of asking read across the cells of a table: "| Saamaan | Kitna | Rate |" over rows of goods, counts and
prices (issue 10; sealed holdout58 hl-f035): "Kitna | Rate" (how much, then rate: the headings of two columns) was read
as "kitna rate?", a question about the rate, and the order at the table's prices was refused ("a price inside a
question about the rate"). ``cell_split`` empties a cue whose words stand in more than one cell of a table row (a
"|" between them): column headings, not a sentence.

Linear: each cue looks at its own tokens.
"""
from __future__ import annotations

__all__ = ["cell_split"]


def cell_split(reader) -> None:
    """Empty the kinds of each cue of ``reader`` (the MessageReader after its clause acts: tokens, cues) with a "|"
    inside its span."""
    toks = reader.tokens
    if "|" not in reader._syms:  # (a symbol token's text, "" for the others)
        return
    for c in reader.cues:
        if c.kinds and c.end - c.pos > 1 and any(toks[k].kind == "sym" and toks[k].text == "|"
                                                 for k in range(c.pos + 1, c.end)):
            c.kinds = frozenset()
