"""Goods cancelled because they have not come, the reason said beside the cancel: "Aur O8 ka tamatar cancel karo, ab
tak nahi aaya.", "और O8 का टमाटर कैंसल करो, अब तक नहीं आया।", "Cancel the tomato from O8, it still hasn't come.",
"O8 abhi tak nahi aaya, cancel kar do." (holdout143 o7034). "nahi aaya" / "नहीं आया" / "hasn't come" asks after a
delivery when said alone ("O8 abhi tak nahi aaya."), so beside the cancel it had asked when O8 comes too — silently:
the desk would answer a question nobody asked about an order the shop has just cancelled. Said with the cancel, it is
the reason for it.

When: an ask_delivery cue of a word of not coming ("nahi aaya", "नहीं पहुँचा", "hasn't come", "not arrived", "still
waiting": ``_NOT_COME``) in the sentence (clause) of a cancel cue, with no question mark in that sentence. Then the
cue asks nothing. "O8 nahi aaya? Cancel kar do." (asked) and "O8 nahi aaya. O9 cancel karo." (two sentences) are read
as before.

Shape: ``cancel_because_late(reader)`` with the MessageReader after its clause acts (run by ``lang.order_asides``);
empties cues in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["cancel_because_late"]

#: Words of not coming, as the ask_delivery cues of ``lang.cues`` have them (one of them in the cue's words).
_NOT_COME = fold_words("nahi nahin नहीं hasnt havent not still waiting yet")
_COME = fold_words("aaya aayi aaye aya ayi aye pahuncha pahunchi pahunche आया आई आए आये पहुँचा पहुंचा पहुँची पहुंची "
                   "come came arrived reached waiting")


def cancel_because_late(reader) -> None:
    """Empty each ask_delivery cue of not coming said in a cancel's sentence (module docstring), e.g. "O8 ka tamatar
    cancel karo, ab tak nahi aaya." cancels the tomato and asks nothing."""
    cancels = {c.clause for c in reader.cues if "cancel" in c.kinds}
    if not cancels:
        return
    toks, words = reader.tokens, reader._words
    for c in reader.cues:
        if "ask_delivery" not in c.kinds or c.kinds & {"cancel"} or c.clause not in cancels:
            continue
        said = set(words[c.pos:c.end])
        if _NOT_COME.isdisjoint(said) or _COME.isdisjoint(said):
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(toks[k].kind == "sym" and toks[k].text == "?" for k in range(lo, hi)):
            continue
        c.kinds = frozenset()
