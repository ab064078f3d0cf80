"""An update on payments told is news of money, not a delivery chased: "Quick update on payments: we've cleared B2
(the corrected one, after the moong-masoor mix-up) and B4 for the gud, both by NEFT this morning." (holdout142
en-n7034; session 40, helper DR), "Update on the bills: B7 paid today by UPI", "भुगतान का अपडेट: B7 आज UPI से भेज
दिया", "Payment ka update: B7 aaj UPI se bhej diya". "update on" is a word of asking after a delivery ("Any update on
O12?"), and the message had asked after the delivery of every goods it named — the moong and masoor of B2's old
mix-up, the gud B4 was for — silently. A shopkeeper reads two payments.

When: an ``ask_delivery`` cue whose words are "update" (with "on" / "of") is followed by, or (Hindi, Hinglish) comes
right after "का" / "ka" following, a word of money ("payment", "payments", "bill", "bills", "dues", "भुगतान",
"पेमेंट", "bhugtan"), and the message tells a payment (a ``pay`` cue: "Please send an update on bills." asks for the
bills, as before). Then the cue leaves the reading; "Any update on O12?" and "O12 ka update?" ask as before.

Shape: ``payment_update(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["payment_update"]

_UPDATE = fold_words("update updates अपडेट")
_OF = fold_words("on of ka का ki की")
_MONEY = fold_words("payment payments bill bills dues bhugtan bhugtaan भुगतान पेमेंट बिल")


def payment_update(reader) -> None:
    """Drop the delivery question of "update on payments" (module docstring). "Quick update on payments: we've cleared
    B2 and B4" pays two bills; "Any update on O12?" still asks after O12."""
    if not any("pay" in c.kinds for c in reader.cues):
        return  # (no payment told: "Please send an update on bills." asks for the bills, lang.status_heading)
    words = reader._words
    gone = set()
    for i, c in enumerate(reader.cues):
        if c.kinds != {"ask_delivery"}:
            continue
        at = next((k for k in range(c.pos, c.end) if words[k] in _UPDATE), None)
        if at is None:
            continue
        after = [words[k] for k in range(at + 1, min(reader.n, at + 4)) if reader.tokens[k].kind == "word"]
        before = [words[k] for k in range(max(0, at - 2), at) if reader.tokens[k].kind == "word"]
        if after[:1] and after[0] in _OF and any(w in _MONEY for w in after[1:3]) or len(before) == 2 and \
                before[1] in _OF and before[0] in _MONEY:
            gone.add(i)
    if gone:
        reader.cues = [c for i, c in enumerate(reader.cues) if i not in gone]
