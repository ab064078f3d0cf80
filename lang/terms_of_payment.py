"""The terms of payment told beside a request pay no bill: "Give it to us at ₹525 and we'll take 5 litres. Payment in
15 days.", "हमें ₹525 में दे दीजिए तो 5 लीटर ले लेंगे। पेमेंट 15 दिन में।", "Payment 15 din me.", "Payment: 15 days from
the invoice date.", "Cash on delivery.", "पेमेंट डिलीवरी पर नकद।", "Payment delivery pe — aadha cash, aadha UPI."
(session 52, probes52_pt t3015, t3036). A shopkeeper reads when and how the goods will be paid for; nothing is paid
today. Beside an offer the word of paying had stood as a payment naming no bill, and the offer was refused ("which
bill to pay? name it") — beside an order it was dropped already (``lang.nonitem``: an id missing beside goods).

When: a pay cue's sentence names no bill or order id and no amount (no ₹ figure), has no word of a payment done
("paid", "diya", "किया", "transferred", "bhej diye"), and names a term — a span of days ("15 days", "15 din", "15
दिन"), credit ("credit", "udhaar", "उधार"), or the delivery as its time ("on delivery", "delivery pe", "डिलीवरी पर",
"COD"). Then "pay" is taken off its cues, and an "ok" asking the term agreed ("Payment on 15 days credit like last time, ok?")
offers and agrees to nothing when the sentence names no goods. "Paid B3 today", "Payment of ₹3,000 in 2 days" (an amount) and "B5 ka
payment 15 din me karenge" (an id: ``lang.pay_put_off``) are read as before.

Shape: ``terms_of_payment(reader)`` with the MessageReader after its clause acts (run by ``lang.payment_terms``);
its ``cues`` change in place. Linear in the tokens.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["terms_of_payment"]

#: Words of paying a term speaks of ("payment", "पेमेंट", "cash", "नकद").
_PAYING = fold_words("payment payments pay bhugtan भुगतान पेमेंट cash nakad naqad नकद cod")
#: A span of days ("15 days", "15 din", "15 दिन"), credit, or the delivery as the time to pay.
_DAYS = fold_words("days din दिन dinon दिनों")
_CREDIT = fold_words("credit udhaar udhar udhaari उधार उधारी cod")
_DELIVERY = fold_words("delivery डिलीवरी डिलिवरी receipt")
_ON = fold_words("on upon at pe par पर after baad बाद ke के")
#: Words of a payment done or sent: such a sentence tells a payment.
_DONE = fold_words("paid diya diye di kiya kar_diya transferred sent bheja bheje bheji done ho_gaya दिया दिए दी किया "
                   "भेजा भेजे भेजी")


def _termed(words: list[str]) -> bool:
    """The words name a term: credit, a span of days after a number, or the delivery with "on"/"pe" beside it."""
    if not _CREDIT.isdisjoint(words):
        return True
    for n, w in enumerate(words):
        if w in _DELIVERY and (n > 0 and words[n - 1] in _ON or n + 1 < len(words) and words[n + 1] in _ON):
            return True
    return False


def terms_of_payment(reader) -> None:
    """Take "pay" off the cues of a sentence that tells the terms of payment (module docstring)."""
    if _PAYING.isdisjoint(reader._keys) or _DAYS.isdisjoint(reader._keys) and _CREDIT.isdisjoint(
            reader._keys) and _DELIVERY.isdisjoint(reader._keys):
        return
    said = clause_words(reader)
    ids = {reader.clause_of[p] for p, _ in reader.bill_ids + reader.order_ids}
    money = {f.clause for f in reader.figs if f.kind in ("price", "total")}
    termed: set[int] = set()
    days = {reader.clause_of[k] for k, t in enumerate(reader.tokens) if t.kind == "word" and t.key in _DAYS
            and k > 0 and reader.tokens[k - 1].kind == "num"}
    for c in reader.cues:
        if "pay" not in c.kinds or c.clause in ids or c.clause in money:
            continue
        words = said.get(c.clause, [])
        if _PAYING.isdisjoint(words) or not _DONE.isdisjoint(words):
            continue
        if c.clause in days or _termed(words):
            c.kinds = c.kinds - {"pay"}
            termed.add(c.clause)
    for c in reader.cues:  # "Payment on 15 days credit like last time, ok?": the term asked agreed, no price (no goods
        # named there)
        if c.clause in termed and c.kinds & {"offer", "accept"} and not any(
                reader.clause_of[m.first] == c.clause for m in reader.mentions):
            c.kinds = c.kinds - {"offer", "accept"}
