"""A bill thanked for asks nothing: "Revised bill B3 ₹2,585 bhejne ke liye dhanyavaad", "संशोधित बिल B3 ₹2,585 भेजने के
लिए धन्यवाद", "Thanks for sending the revised bill B3 of ₹2,585." (session 55, found by people trying the reader). The
word "revised" / "संशोधित" had read as a dispute of B3, and English "sending … ₹2,585" as a payment of it — silently:
the desk would re-open a bill the writer is thanking it for, or mark it paid. The thanks tells, it asks nothing
(``lang.id_guard`` already lets a bill id thanked for go: "B8 बिल भेजने के लिए धन्यवाद").

``bill_thanked`` empties the cues of paying, disputing or asking a bill (``dispute``, ``pay``, ``ask_bill``) inside a
phrase thanked for that names a bill (the word bill / बिल / invoice or a bill id):

- English "thank(s) (you) for …": from the word of thanks to the sentence's end;
- Hindi / Hinglish "… ke liye dhanyavaad", "… के लिए धन्यवाद" / "shukriya": from the sentence's start to the thanks;

each cut short at a comma, a dash, a semicolon or a word of contrast ("but", "par", "lekin", "पर", "लेकिन") or a new
speaker ("we", "hum", "हम"), so "Thanks for the revised bill B3, but ₹40 is still extra" and "संशोधित बिल के लिए
धन्यवाद, B3 का भुगतान कर दिया" keep their dispute and payment.

Shape: ``bill_thanked(reader)`` with the MessageReader after its clause acts (tokens, cues, clause_span, bill_ids);
empties cues in place; run first by ``lang.bills_said``. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["bill_thanked"]

_THANKS = fold_words("thank thanks dhanyavaad dhanyawad dhanyavad dhanyvad shukriya sukriya धन्यवाद शुक्रिया")
_FOR, _YOU = fold_words("for"), fold_words("you")
_LIYE = fold_words("liye liya लिए लिये")
_BILL = fold_words("bill bills invoice बिल बिलों")
_STOP = fold_words("but however par lekin magar पर लेकिन मगर we i hum ham हम please kindly")
_MARKS = frozenset(",;—–-:")
_TOLD = frozenset({"dispute", "pay", "ask_bill"})


def bill_thanked(reader) -> None:
    """Empty the dispute / pay / ask_bill cues inside a phrase thanking for a bill (module docstring).
    ``reader``: the MessageReader after its clause acts."""
    if _THANKS.isdisjoint(reader._keys):
        return
    toks, bill_pos = reader.tokens, {p for p, _ in reader.bill_ids}
    spans = []
    for k, t in enumerate(toks):
        if t.kind != "word" or t.key not in _THANKS:
            continue
        lo, hi = reader.clause_span[reader.clause_of[k]]
        after = k + 1 + (reader._word(k + 1) in _YOU)
        if reader._word(after) in _FOR:  # "thanks for …", "thank you for …"
            end = after + 1
            while end < hi and not _stops(reader, end):
                end += 1
            spans.append((after + 1, end))
        elif reader._word(k - 1) in _LIYE:  # "… ke liye dhanyavaad"
            start = k - 1
            while start > lo and not _stops(reader, start - 1):
                start -= 1
            spans.append((start, k - 1))
    for lo, hi in spans:
        if not any(reader._word(j) in _BILL or j in bill_pos for j in range(lo, hi)):
            continue
        for c in reader.cues:
            if lo <= c.pos < hi and c.kinds and c.kinds <= _TOLD:
                c.kinds = frozenset()


def _stops(reader, k: int) -> bool:
    """Token ``k`` ends a phrase thanked for: a comma, dash or semicolon, a word of contrast or a new speaker."""
    t = reader.tokens[k]
    return t.kind == "sym" and t.text in _MARKS or t.kind == "nl" or t.kind == "word" and t.key in _STOP
