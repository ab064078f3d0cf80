"""The supplier's offer named to thank for it, with the goods between: "Thank you for the almond offer, but we won't be
taking almonds this month" (issue 10; sealed holdout79 en-y1048). "offer" alone is a word of offering; here it names
the supplier's offer (as "thanks for the offer", "aapke offer ke liye" already read), and the rejection had been read
as an offer with no price ("what price for almonds?"). ``offer_thanked`` empties such a cue: the one word "offer"
with "thank" or "thanks" at most five words before it in its sentence, and no "our", "my" between.

Linear: each such cue looks five words back.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["offer_thanked"]

_OFFER = fold_words("offer")
_THANKS = fold_words("thank thanks")
_OURS = fold_words("our my ours hamara humara hamari humari हमारा हमारी")


def offer_thanked(reader) -> None:
    """Empty the kinds of an offer cue that names the supplier's offer thanked for (module docstring). ``reader``:
    the MessageReader after its clause acts (tokens, clause_of, cues)."""
    toks, clause_of = reader.tokens, reader.clause_of
    for c in reader.cues:
        if c.kinds != {"offer"} or c.end - c.pos != 1 or toks[c.pos].key not in _OFFER:
            continue
        before = [toks[k].key for k in range(max(0, c.pos - 5), c.pos)
                  if toks[k].kind == "word" and clause_of[k] == c.clause]
        if not _THANKS.isdisjoint(before) and _OURS.isdisjoint(before):
            c.kinds = frozenset()
