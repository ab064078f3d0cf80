"""A revised amount paid: "संशोधित राशि ₹4,982 NEFT से भेज दी है", "sanshodhit rakam ₹4,982 bhej di hai". "संशोधित"
(revised) is a word of dispute when it asks a bill made again ("संशोधित बिल भेजिए"), but in a sentence that pays, the
revised amount is what is paid: the supplier corrected the bill already. The reader had read both a payment and a
dispute of the one bill and refused ("B9 is both paid and disputed", holdout119 hi-f8039); the English and Hinglish
("Revised amount … paid") had no dispute word.

``revised_paid`` takes the dispute out of a cue that is only that word ("संशोधित", "sanshodhit") when a payment cue
stands in its sentence, or when it opens a bracket that asks nothing in a message that pays (a list of payments under
the paying line: "- ₹2,417 — B8 के लिए (संशोधित, अंडे @ ₹183/ट्रे)", session 52). A bill asked revised ("संशोधित बिल भेजिए") has no payment cue and is left a dispute.

So is a corrected or revised bill, or a credit note, named as a thing in a message that pays (session 43, helper RC):
"Thank you for sending the corrected bill B3 … We have paid B3 today", "B4 (the revised bill for O1) is paid",
"Paid ₹5,000 against B1 on UPI. Balance after the sugar credit note.", "… सुधरा हुआ बिल B3 भेजने के लिए धन्यवाद। …
B3 का भुगतान कर दिया है।", "बाकी चीनी का क्रेडिट नोट आने के बाद।" (holdout142 n7044, holdout152 v77012, holdout145
q77011 and q77043, in three languages): the bill was corrected already, the credit note given; nothing is disputed
now. Each had been refused as "B3 is both paid and disputed". The dispute leaves a cue that is only such a noun
("corrected bill", "revised bill", "credit note", "सुधरा हुआ बिल", "क्रेडिट नोट", "sudhra hua bill") when the message
has a payment cue and the cue's sentence asks nothing (no "please", "send", "भेजिए", "issue", "chahiye" …) and denies
nothing: "Paid B3. Please send a revised bill for B4." and "Kindly issue a credit note" stay disputes.

Shape: ``revised_paid(reader)`` → None; changes ``reader.cues`` in place (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["revised_paid"]

_REVISED = fold_words("संशोधित sanshodhit")
#: The words of a corrected bill or a credit note named as a thing (every word of such a dispute cue).
_NOTE = fold_words("corrected revised correct bill invoice credit note सुधरा सुधरी सुधारा हुआ हुई बिल क्रेडिट नोट sudhra "
                   "sudhri sudhara hua hui")
#: Words of asking in the cue's sentence: the bill or note asked for, a dispute.
_ASKING = fold_words("please pls plz kindly send issue give raise need want request correct fix bhejiye bhejo bhejein "
                     "bhej dijiye dijiye dijie dein do karo kijiye karein chahiye chaiye भेजिए भेजें भेजो भेज दीजिए दीजिए दें "
                     "करें करो कीजिए चाहिए कृपया प्लीज़ kripya yet abhi still")

#: "correct" said of the bill ("the revised B4 (₹5,125) is received and correct. Paid in full today": session 51,
#: probes51_cb en-o3044, read as a dispute of B4 by the rules), not asked ("please correct it").
_CORRECT, _IS = fold_words("correct"), fold_words("is and are was")


def revised_paid(reader) -> None:
    """Empty the dispute of a cue that is only "संशोधित" in a sentence with a payment cue (module docstring).
    ``reader``: the MessageReader after its clause acts (cues, tokens)."""
    paying = {c.clause for c in reader.cues if "pay" in c.kinds}
    if paying and not _NOTE.isdisjoint(reader._keys):
        asking: dict[int, bool] = {}  # (once a clause: linear however many cues)
        for c in reader.cues:
            if c.kinds != {"dispute"} or not all(reader._word(k) in _NOTE for k in range(c.pos, c.end)):
                continue
            if c.clause not in asking:
                asking[c.clause] = any(reader._word(k) in _ASKING and not (reader._word(k) in _CORRECT and reader._word(
                    k - 1) in _IS) for k in range(*reader.clause_span[c.clause]))  # (not "is received and correct")
            if not asking[c.clause] and not getattr(reader.acts.get(c.clause), "negative", False):  # (not "the
                c.kinds = frozenset()  # corrected bill has not come"); "B4 (the revised bill for O1) is paid"
    if _REVISED.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if c.kinds == {"dispute"} and (c.clause in paying or paying and _bracketed_note(reader, c)) and all(
                reader._word(k) in _REVISED for k in range(c.pos, c.end)):
            c.kinds = frozenset()


def _bracketed_note(reader, cue) -> bool:
    """"संशोधित" opening a bracket that asks nothing, in a message that pays: "आज NEFT से यह राशि भेजी गई है: ⏎ - ₹2,417 —
    B8 के लिए (संशोधित, अंडे @ ₹183/ट्रे)" (holdout176 hi-b3046, session 52): a list of payments under the paying line,
    the bracket saying the amount is the revised bill's; it had been read as a dispute of B8, silently (the desk
    reopened a bill that was paid)."""
    if reader._sym(cue.pos - 1) != "(":
        return False
    lo, hi = reader.clause_span[cue.clause]
    return not any(reader._word(k) in _ASKING for k in range(lo, hi)) and not getattr(
        reader.acts.get(cue.clause), "negative", False)
