""""Correct" said of goods or a delivery, not asked of a bill: "O3 reached at 9:40 this morning — 20 kg toor, 15 kg
chana dal, 10 packets besan, all correct and well packed.", "O5 arrived this morning, everything correct." The word
is a word of dispute when it asks ("please correct B5", "correct the bill"), and the thanks for a delivery had been
read as a dispute of O3 (probes51_ca en-n3018, silently: the desk "corrected" a bill nobody disputed; its Hindi and
Hinglish twins, "सब सही", "sab sahi", had read no dispute).

``all_correct`` empties a dispute cue that is only "correct" when the word before it says a state ("all",
"everything", "is", "are", "was", "were", "found", "quite", "perfectly", "and", "sab", "सब", "bilkul"). "Please correct B5", "Kindly correct
the bill" keep the dispute. A sentence left with no request is then background, its figures the goods checked
("Bill B2 received and checked against O2 — 100 kg sugar, 40 besan and 30 litres refined, all correct.", holdout136
en-h7017: "what is 100 kg for?" once the dispute word no longer took them).

Shape: ``all_correct(reader)`` with the MessageReader after its clause acts (a pass of ``lang.beside_requests``);
``reader.cues`` change in place. Linear in the cues.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["all_correct"]

_CORRECT = fold_words("correct")
#: Words before "correct" that make it a state said, not a request.
_STATE = fold_words("all everything is are was were found quite perfectly totally fully absolutely and everythings sab sabhi saara sara सब सभी सारा bilkul बिल्कुल बिलकुल")


def all_correct(reader) -> None:
    """Empty a dispute cue that is "correct" said as a state (module docstring). ``reader``: the MessageReader
    after its clause acts."""
    if _CORRECT.isdisjoint(reader._keys):
        return
    emptied = set()
    for c in reader.cues:
        if c.kinds == {"dispute"} and all(reader._word(k) in _CORRECT for k in range(c.pos, max(c.end, c.pos + 1))) \
                and reader._word(c.pos - 1) in _STATE:
            c.kinds = frozenset()
            emptied.add(c.clause)
    told = {cl for cl in emptied if not any(c.clause == cl and c.kinds for c in reader.cues)}
    if told:  # ("Bill B2 received and checked against O2 — 100 kg sugar, 40 besan …, all correct": the goods checked
        chunks = {reader.chunk_of[k] for k in range(reader.n) if reader.clause_of[k] in told}  # told, background)
        reader.figs = [f for f in reader.figs if reader.clause_of[f.pos] not in told]
        reader.background_chunks = set(reader.background_chunks) | chunks
