"""Reasons for the cashier's words the counter refuses (session 48, RC), merged into ``lang.reasons.WHY`` through
``lang.reason_guards.GUARD_WHY``; parameters as there (``money``, ``money2``, ``money3``: ₹ amounts).

- ``ambiguous_intent.counter_cut``: a price, a cut and the figure asked that do not add up ("15 mein se 10 kam, 8 de
  do": ₹15 less ₹10 is ₹5, not ₹8): which is the bill is not the reader's to pick (``lang.counter_asked``).
- ``contradictory.counter_recheck``: two totals, the second asked and the cashier adding again ("₹354… no, no, ₹345?
  Wait, let me add up the slip again."): no figure settled on (``lang.counter_recheck``).
"""
from __future__ import annotations

__all__ = ["COUNTER_WHY"]

COUNTER_WHY: dict[str, dict[str, str]] = {
    "ambiguous_intent.counter_cut": {
        "en": "{money} less {money2} is not {money3}; say the one figure the customer pays",
        "hi": "{money} में से {money2} कम करके {money3} नहीं बनता; ग्राहक को कितना देना है, एक ही रकम बताइए",
        "hinglish": "{money} mein se {money2} kam karke {money3} nahi banta; grahak ko kitna dena hai, ek hi rakam "
                    "bataiye"},
    "contradictory.counter_recheck": {
        "en": "{money} or {money2}? you are adding it again; say the one figure the customer pays",
        "hi": "{money} या {money2}? आप दोबारा जोड़ रहे हैं; ग्राहक को कितना देना है, एक ही रकम बताइए",
        "hinglish": "{money} ya {money2}? aap dobara jod rahe hain; grahak ko kitna dena hai, ek hi rakam bataiye"},
}
