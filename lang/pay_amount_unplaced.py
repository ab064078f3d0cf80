"""A payment whose amount the message states but the reading lost (session 56, SILENT; ARITH56 noticed it):
"Paid ₹3,000 and ₹240 against B7 today by NEFT." had paid B7 ₹3,000 — the ₹240 lost — and "B2 paid — ₹4,744 after
the soap." had paid B2 with no amount, which the desk books as the whole bill: either way the desk books money the
message did not say. The desk must book the amount the message paid, so such a reading is refused, naming the
amount it could not place (``ambiguous_intent.figure``: "what is ₹240 for?"), in the writer's language.

When: the reading is readable and pays a bill; a sentence naming that bill's id (not a quoted line, not a table row)
states a rupee amount ("₹3,000", "Rs. 240", "INR 240") that no intent of the reading carries (as its total, price or
change), and either the payment carries no amount (the whole bill) while that amount is said to be what is left after
money taken off ("₹4,744 after the soap", "less …", "net ₹…", "kaatke", "घटाकर" — a bill's own amount beside "paid
in full" is not, nor one after a credit or a revision), or that amount is joined to the payment's own amount by
"and", "+", "&", "aur" or "और" ("₹3,000 and ₹240", "₹3,000 + ₹240"): a second sum paid against the same bill.
Other amounts beside a payment (the bill's total, a balance, a credit note) are left to the stages that place them
(``lang.bill_working``, ``lang.part_paid``).

Shape: ``pay_amount_unplaced(text, reading)`` → the reading, or the refusal; run by ``lang.reader.read_message``
after every other stage. Linear in the text.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from lang.reading import Reading
from lang.reasons import why

__all__ = ["pay_amount_unplaced"]

#: A rupee amount with its mark: "₹3,000", "Rs. 240", "INR 4,744.50" (group 1 the figure).
_AMOUNT = re.compile(r"(?:₹|\brs\.?|\binr)\s?(\d[\d,]*(?:\.\d+)?)(?![\d,])", re.IGNORECASE)
#: What joins a second sum to the first: "₹3,000 and ₹240", "₹3,000 + ₹240", "₹3,000 aur ₹240", "₹3,000 और ₹240".
_JOINED = re.compile(r"^\s*(?:and|aur|और|\+|&)\s*$", re.IGNORECASE)
#: Words right after an amount (at most one word between) or right before it that make it what is left after money taken
#: off: "₹4,744 after the soap", "₹4,744 less the credit note", "net ₹4,744", "₹4,744 saabun kaatke", "₹4,744 घटाकर"; not a bill said revised or adjusted.
_NET_AFTER = re.compile(r"^\W*(?:\w+\W+)?(?:after|less|minus|deducting|net|baad|बाद|kaatke|kaat|katke|काटकर|काट|"
                        r"ghatakar|ghata|घटाकर|घटा)(?!\w)", re.IGNORECASE)
_NET_BEFORE = re.compile(r"(?:net|नेट)\W*$", re.IGNORECASE)
#: A bill said revised, adjusted or settled with a credit: its amount after money off is what settles it ("B5 (₹5,120,
#: as revised after …)", "B5: ₹13,164 (after the ₹436 credit from B1)", "B1 के ₹436 के समायोजन के बाद").
_REVISED = re.compile(r"revis|adjust|credit|संशोध|समायोजन|क्रेडिट|samayojan", re.IGNORECASE)
#: Where a sentence ends: a full stop, "।", "?", "!" or a line's end (a decimal point is no end: "₹4,744.50").
_SENTENCE_END = re.compile(r"(?<!\d)[.](?!\d)|[।?!\n]")


def _paise(figure: str) -> int | None:
    """The paise of a figure as written ("3,000" → 300000), or None when it is no number."""
    try:
        return int(Decimal(figure.replace(",", "")) * 100)
    except (InvalidOperation, ValueError):
        return None


def _sentences_naming(text: str, bill_id: str) -> list[str]:
    """The sentences of ``text`` that name ``bill_id`` as a word, leaving out quoted lines and table rows."""
    kept = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith((">", "|")))
    named = re.compile(rf"(?<![A-Za-z0-9]){re.escape(bill_id)}(?![0-9])")
    return [s for s in _SENTENCE_END.split(kept) if named.search(s)]


def pay_amount_unplaced(text: str, reading: Reading) -> Reading:
    """``reading`` of ``text``, or its refusal when a payment's sentence states an amount the reading lost (module
    docstring: "Paid ₹3,000 and ₹240 against B7", "B2 paid — ₹4,744 after the soap")."""
    if not isinstance(text, str) or not reading.readable or not any(i.kind == "pay" for i in reading.intents):
        return reading
    carried = {p for i in reading.intents for p in (i.total_paise, i.unit_price_paise, i.price_change_paise)
               if p is not None}
    for pay in (i for i in reading.intents if i.kind == "pay" and i.bill_id):
        for sentence in _sentences_naming(text, pay.bill_id):
            amounts = list(_AMOUNT.finditer(sentence))
            lost = [m for m in amounts if _paise(m.group(1)) not in carried]
            if not lost:
                continue
            net = [m for m in lost if _NET_AFTER.match(sentence[m.end():m.end() + 40])
                   or _NET_BEFORE.search(sentence[max(0, m.start() - 12):m.start()])]
            if pay.total_paise is None and net and not _REVISED.search(sentence):
                lost = net
                return Reading.refused(why("ambiguous_intent.figure", figure=lost[0].group().strip()),
                                       reading.language)
            for first, second in zip(amounts, amounts[1:]):
                pair = {_paise(first.group(1)), _paise(second.group(1))}
                if pay.total_paise in pair and _JOINED.match(sentence[first.end():second.start()]):
                    unplaced = second if _paise(first.group(1)) == pay.total_paise else first
                    if _paise(unplaced.group(1)) not in carried:
                        return Reading.refused(why("ambiguous_intent.figure", figure=unplaced.group().strip()),
                                               reading.language)
    return reading
