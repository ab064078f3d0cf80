"""A bill said not to match, not to show something, not to be right, then asked corrected: the bill named is disputed.

"Your bill B4 doesn't match the order confirmation — please recheck and correct it.", "The ₹50 discount you promised
on B5 isn't there — please correct the bill.", "Bill B6 doesn't tally with what we received. Please correct it." (a
new user's trial, session 33: each was read as nothing at all, ``no_intent``). The contracted negation right after
the id ("B4 doesn't", "B5 isn't") negates the sentence's verb ("match", "there"), not the bill; it had been read as
a denial of the id ("Paid ₹450 for B17, B16 nahi": B16 is not meant), so the dispute ("please correct it") had no
bill. The Hindi and Hinglish ("बिल B4 ऑर्डर से मेल नहीं खाता, ठीक कीजिए", "Bill B4 order se match nahi karta, sahi
karo") put the verb between the id and the negation and were read as disputes already.

``mismatch_ids`` names the positions of such ids: a bill id followed by an English verb's contracted negation
("doesn't", "isn't", "didn't", "hasn't", "wasn't", "aren't", "don't") whose next word is no word of the dispute
itself ("B4 isn't wrong" denies the complaint, it does not make one: ``lang.order_bills`` keeps that id denied), in
a message with a dispute word. "Paid B7; B8 isn't due yet" (a payment) keeps B8 out, as before.

Shape: ``mismatch_ids(reader)`` with the MessageReader after its clause acts → frozenset of token positions.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["mismatch_ids"]

#: An English verb's contracted negation (folded: "doesn't" → "doesnt").
_VERB_NOT = fold_words("doesnt isnt didnt hasnt wasnt arent dont werent havent")


def mismatch_ids(reader) -> frozenset[int]:
    """Positions of bill ids right before a verb's contracted negation in a message that disputes (docstring)."""
    tokens, n = reader.tokens, len(reader.tokens)
    disputes = [c for c in reader.cues if "dispute" in c.kinds]
    if not disputes or _VERB_NOT.isdisjoint(reader._keys):
        return frozenset()
    cue_at = {k for c in disputes for k in range(c.pos, c.end)}
    found = set()
    for pos, _ident in reader.bill_ids:
        k = pos + 1
        while k < n and k <= pos + 2 and tokens[k].kind != "word":  # the id's number ("B" "4")
            k += 1
        if k < n and tokens[k].key in _VERB_NOT and not cue_at & {k + 1, k + 2}:
            found.add(pos)
    return frozenset(found)
