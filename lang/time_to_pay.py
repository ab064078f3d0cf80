"""Time asked to pay: "We need some time to pay B7.", "B7 ka payment karne ke liye thoda time chahiye.", "B7 के भुगतान
के लिए थोड़ा समय चाहिए।" (a probe of fixer W, session 31). The words of paying made it a payment of B7 — the desk
would mark the bill paid, silently, in the three languages — where the shop says it has not paid and will later.

``time_to_pay`` refuses it (``ambiguous_intent.pay_later``: a payment for later is no payment now; nothing is paid —
when you pay, write "Paying B7 ₹ amount") when a sentence holds a pay word, a need word ("need", "chahiye", "चाहिए")
and a word of time ("time", "samay", "समय", "mohlat", "days", "din", "दिन"). "Paid B7 today, need time for the
rest" in one sentence is refused too (which is paid?); "Paid B7. We need 10 kg rice." is not, nor "need the bill
in time".

Shape: ``time_to_pay(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.price_needed import NEED_WORDS
from lang.reasons import why

__all__ = ["time_to_pay"]

_TIME = fold_words("time samay waqt vakt mohlat days din समय वक़्त वक्त मोहलत दिन")
_ON = fold_words("in on")  # "the bill in time", "on time": no time asked


def time_to_pay(reader) -> None:
    """Set ``reader.refused_why`` for a payment said to need time (module docstring). ``reader``: the MessageReader
    after its clause acts. Examples: "We need some time to pay B7." and "B7 के भुगतान के लिए थोड़ा समय चाहिए।" are
    refused (``ambiguous_intent.pay_later``); "Paid B7 by UPI." still pays."""
    keys = reader._keys
    if _TIME.isdisjoint(keys) or NEED_WORDS.isdisjoint(keys) or getattr(reader, "refused_why", None):
        return
    paying = {c.clause for c in reader.cues if "pay" in c.kinds}
    ids = [ident for _, ident in reader.bill_ids + reader.order_ids]
    if not paying or not ids:
        return
    said = clause_words(reader)
    for clause in sorted(paying):
        words = said.get(clause, ())
        lo, hi = reader.clause_span[clause]
        if any(reader._word(k) in _TIME and reader._word(k - 1) not in _ON for k in range(lo, hi)) and not \
                NEED_WORDS.isdisjoint(words):
            reader.refused_why = why("ambiguous_intent.pay_later", text=reader._clause_text(clause), id=ids[0])
            return
