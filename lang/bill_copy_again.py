"""A bill's copy asked sent again, with words between the bill and "again": "B2 बिल की कॉपी GST डिटेल के साथ दोबारा
भेज दो, मेरा CA माँग रहा है", "B2 bill ki copy GST details ke saath dobara bhej do", "O3 ka bill B3 dobara bhejna,
pehli copy kho gayi" (holdouts 152 v77050, 171 v2020; the English "please send the B2 bill copy again" read). The
bill asked for, not a complaint: "dobara" / "दोबारा" is a dispute cue ("do baar bill": charged twice), and
``lang.bill_id_resent`` takes it off only right after the id with filler between; here the id, "बिल की कॉपी … के
साथ", then "again" and a bare send had read as a dispute of B2 beside an order of no goods, and the second opinion
refused it ("I read a complaint about a bill here, but part of it reads like a bill asked for too").

When: a dispute cue made only of a word of again ("dobara", "दोबारा", "dubara", "phir", "again", "se" after one) right
before an order cue made only of words of sending, in one sentence that names a bill by its id, no goods and no
figure but the ids', says no fault (``lang.revised_bill.FAULTS``: "galat", "charged", "short", …), and the message
disputes nothing else. Then the send asks the bill and the "again" leaves. "B2 mein chawal dobara charge kiya hai"
(a fault, no send) and "B2 galat hai, dobara bhejo" (a fault) stay disputes.

Shape: ``copy_sent_again(reader, cues) -> cues`` with the MessageReader as its cues are found (tokens, _words,
bill_ids, clause_of, item_tokens); run by ``lang.bill_sends.bills_sent``. Linear in the cues.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.revised_bill import FAULTS

__all__ = ["copy_sent_again"]

_AGAIN = fold_words("dobara dobaara dubara दोबारा दुबारा phir fir फिर again se से")
_SENDING = fold_words("send resend please kindly pls bhej bhejo bhejiye bhejie bhejna bhejen bhejein bhejiyega bhijwa "
                      "bhijwao bhijwaiye dijiye dijie dijiyega dein den do dena de sakte sakta ho hain bhej भेज भेजो "
                      "भेजिए भेजिये भेजें भेजना भिजवा भिजवाइए भिजवाएँ दीजिए दीजिये दें दो देना दे सकते सकता हो हैं")
_ASK = frozenset({"ask_bill"})


def copy_sent_again(reader, cues: list) -> list:
    """``cues`` with "again" then a bare send, in a sentence naming a bill by its id and nothing wrong, read as the bill
    asked for (module docstring)."""
    if not reader.bill_ids or _AGAIN.isdisjoint(reader._keys):
        return cues
    disputes = [c for c in cues if "dispute" in c.kinds]
    if len(disputes) != 1:
        return cues  # (another complaint in the message: left as read)
    again = disputes[0]
    words, toks = reader._words, reader.tokens
    if again.kinds != {"dispute"} or not all(words[k] in _AGAIN for k in range(again.pos, again.end)):
        return cues
    send = next((c for c in cues if c.pos >= again.end), None)
    if send is None or send.kinds != {"order"} or send.clause != again.clause or send.pos - again.end > 1 or not all(
            words[k] in _SENDING for k in range(send.pos, send.end) if toks[k].kind == "word"):
        return cues
    if send.pos > again.end and words[again.end] not in _AGAIN:
        return cues
    lo, hi = reader.clause_span[again.clause]
    ids = [p for p, _ in reader.bill_ids if lo <= p < hi]
    id_nums = {p + 1 for p, _ in reader.bill_ids + reader.order_ids}  # ("O3 ka bill B3": the ids' numbers)
    if not ids or any(k in reader.item_tokens or toks[k].kind == "num" and k not in id_nums or words[k] in FAULTS
                      for k in range(lo, hi)):
        return cues
    send.kinds = _ASK
    return [c for c in cues if c is not again]
