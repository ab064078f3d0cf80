"""A revised amount paid: "संशोधित राशि ₹4,982 NEFT से भेज दी है", "sanshodhit rakam ₹4,982 bhej di hai". "संशोधित"
(revised) is a word of dispute when it asks a bill made again ("संशोधित बिल भेजिए"), but in a sentence that pays, the
revised amount is what is paid: the supplier corrected the bill already. The reader had read both a payment and a
dispute of the one bill and refused ("B9 is both paid and disputed", holdout119 hi-f8039); the English and Hinglish
("Revised amount … paid") had no dispute word.

``revised_paid`` takes the dispute out of a cue that is only that word ("संशोधित", "sanshodhit") when a payment cue
stands in its sentence. A bill asked revised ("संशोधित बिल भेजिए") has no payment cue and is left a dispute.

Shape: ``revised_paid(reader)`` → None; changes ``reader.cues`` in place (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["revised_paid"]

_REVISED = fold_words("संशोधित sanshodhit")


def revised_paid(reader) -> None:
    """Empty the dispute of a cue that is only "संशोधित" in a sentence with a payment cue (module docstring).
    ``reader``: the MessageReader after its clause acts (cues, tokens)."""
    if _REVISED.isdisjoint(reader._keys):
        return
    paying = {c.clause for c in reader.cues if "pay" in c.kinds}
    for c in reader.cues:
        if c.kinds == {"dispute"} and c.clause in paying and all(reader._word(k) in _REVISED for k in range(
                c.pos, c.end)):
            c.kinds = frozenset()
