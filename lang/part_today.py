"""A part of a bill paid today, the rest later: "बिल B2 के ₹2,380.00 में से आधा आज भेज रहे हैं, आधा अगले हफ़्ते।"
(trial 34, A60), "Bill B2 ke ₹2,380 mein se aadha aaj bhej rahe hain, aadha agle hafte.", "Half of B2's ₹2,380 today,
half next week." The reader refuses a payment it cannot count, and had told the writer "a payment for later is no
payment now; nothing is paid" — though the mail pays half today. The reason now says what to fix: write the amount
paid today itself (``ambiguous_intent.part_today``).

``later_or_part(reader, clause)`` → the reason key for a payment sentence the last look refuses as for later
(``lang.take_backs``): ``ambiguous_intent.part_today`` when the sentence holds a word of today ("today", "now",
"aaj", "abhi", "आज", "अभी") and a word of a part ("half", "part", "aadha", "आधा"), else
``ambiguous_intent.pay_later`` as before ("B2 ka payment agle hafte karenge"); ``ambiguous_intent.partial_pay`` when
it puts off the rest of a bill ("B3 का थोड़ा बाक़ी … चुका देंगे", ``lang.rest_put_off.rest_of_paid``, re-exported).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.rest_put_off import rest_of_paid

__all__ = ["later_or_part", "rest_of_paid"]

_TODAY = fold_words("today now aaj abhi आज अभी")
_PART = fold_words("half part aadha adha aadhi आधा आधी hissa हिस्सा")


def later_or_part(reader, clause: int) -> str:
    """The reason key for the later payment of sentence ``clause`` of ``reader`` (the MessageReader; module
    docstring): "… आधा आज भेज रहे हैं, आधा अगले हफ़्ते।" -> ``ambiguous_intent.part_today``; "B2 ka payment agle
    hafte karenge" -> ``ambiguous_intent.pay_later``."""
    lo, hi = reader.clause_span[clause]
    if rest_of_paid(reader, clause, {i for p, i in reader.bill_ids if lo <= p < hi}):
        return "ambiguous_intent.partial_pay"  # "B3 का थोड़ा बाक़ी … चुका देंगे" (lang.rest_put_off)
    words = {reader._word(k) for k in range(lo, hi)}
    if not _TODAY.isdisjoint(words) and not _PART.isdisjoint(words):
        return "ambiguous_intent.part_today"
    return "ambiguous_intent.pay_later"
