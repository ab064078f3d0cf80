"""A rate asked "also" after goods agreed: "Sugar ok, also quote tea.", "Rice is fine, also quote sugar." The verb
"quote" opens a part of its own (``lang.verb_chunks``), so the cue "also quote" (``lang.cues``) began in the part before
it and the tea took the sugar's agreement: accepted at a price never quoted (session 32, the kind of the new user's
#1868). ``also_quote`` (run by ``lang.after_acts``) moves a cue that starts with "also" into the part of its last
word, where its goods are.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["also_quote"]

_ALSO = fold_words("also")


def also_quote(reader) -> None:
    """Put each cue of ``reader`` (the MessageReader after its clause acts) that starts with "also" and ends in a
    later part of its sentence into that part."""
    if _ALSO.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if c.end - c.pos > 1 and reader._word(c.pos) in _ALSO and reader.chunk_of[c.end - 1] != c.chunk and \
                reader.clause_of[c.end - 1] == c.clause:
            c.chunk = reader.chunk_of[c.end - 1]
