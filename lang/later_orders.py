"""Orders said to come later: "We plan to order 50 kg rice next week", "We'll place an order for 50 kg rice
tomorrow", "अगले हफ़्ते 50 किलो चावल का ऑर्डर देंगे" (part of stage 5, the checks of kinds, ``lang.verify_kinds``).

Read word by word each of these ordered the goods now (breaker T, holdout81: six forms in three languages, silently).
A shopkeeper reads a plan: nothing is sent until the order comes. A clause puts its order off when

- a word of planning or expecting comes before a verb of ordering or needing within three words ("plan to order",
  "planning to buy", "intend to place", "expecting to need"); or
- a verb of ordering in the future ("will order", "we'll place", "shall order", "order karenge", "ऑर्डर देंगे",
  "mangwayenge") stands with a word of a later time ("next week", "tomorrow", "later", "agle hafte", "अगले महीने",
  "baad mein", "once you confirm").

- a verb of taking in the future ("we'll take", "will take", "lenge", "लेंगे") stands with a time to come named by
  "next" and a span ("next week", "next month", "agle hafte", "अगले महीने"): "Next week we'll take 10 litres of
  ghee." promises an order (session 52, probes52_pt t3033); "we'll take 30 kg, send it tomorrow" and "Send 24 litres
  mustard oil at 125 and we'll take more next week" (a word of sending in the clause) order now.

Such a clause's orders are refused as put off (``ambiguous_intent.tentative``: write again when you order).
"We will take 50 kg rice at ₹36" (no later time) and "Please send 50 kg rice tomorrow" (a delivery day, no verb of
ordering in the future) are orders now. Linear in the message: each word is looked at a bounded number of times.
"""
from __future__ import annotations

from lang.language import fold_words as _keys

__all__ = ["ordered_later", "LATER_TRIGGERS", "LATER", "skus_by_chunk"]

_PLAN = _keys("plan planning plans intend intending intends expect expecting expects thinking soch sochte soch rahe "
              "सोच सोचते")
_ORDER_VERBS = _keys("order ordering place placing buy buying need needing take taking mangwana mangana ऑर्डर")
#: Verbs of ordering in the future, and the words of the future before them in English ("will order", "we'll place").
_WILL = _keys("will shall vel")  # ("we'll" is read as "well")
_WILL_ORDER = _keys("order place buy ऑर्डर")
_FUTURE_ORDERS = _keys("karenge karunga karungi denge dunga dungi mangwayenge mangayenge mangwaenge mangaenge "
                       "करेंगे करूँगा करूंगा देंगे दूँगा दूंगा मंगवाएंगे मंगवाएँगे मँगवाएँगे मंगाएंगे")
_ORDER_NOUNS = _keys("order ऑर्डर")
#: Verbs of taking in the future ("we'll take", "lenge"), a promise only with "next" and a span in their clause.
_TAKE = _keys("take")
_WILL_TAKE = _keys("lenge lunga lungi lengi लेंगे लूँगा लूंगा लूँगी लूंगी लेंगी")
_NEXT = _keys("next agle agli agla अगले अगली अगला")
_SPANS = _keys("week weeks month months hafte hafta हफ़्ते हफ्ते हफ़्ता हफ्ता mahine mahina महीने महीना")
#: Words of sending now: a clause with one orders its goods now ("Send 24 litres … and we'll take more next week").
_SEND = _keys("send bhejo bhejiye bhejna bhej bhejdo भेजो भेजिए भेजना भेज dispatch")
#: Words of a later time ("next week", "tomorrow", "later", "agle hafte", "once you confirm").
_LATER = _keys("next tomorrow later agle agli अगले अगली baad बाद once after kal कल upcoming coming diwali holi "
               "दिवाली होली eid")


LATER = _LATER
#: A message holding none of these words puts no order off (no pass over its words).
LATER_TRIGGERS = _PLAN | _WILL | _FUTURE_ORDERS | _WILL_TAKE


def ordered_later(words: list[str], clause_of: list[int] | dict, first: int, last: int) -> set[int]:
    """The clauses (``clause_of[k]`` of word ``k``) in ``words[first:last]`` (word keys, "" for non-words) that put
    an order off (module docstring)."""
    out: set[int] = set()
    for k in range(first, last):
        w = words[k]
        if w in _PLAN and any(words[j] in _ORDER_VERBS for j in range(k + 1, min(k + 4, last))):
            out.add(clause_of[k])
        elif w in _WILL and k + 1 < last and words[k + 1] in _WILL_ORDER or w in _FUTURE_ORDERS and k > 0 and any(
                words[j] in _ORDER_NOUNS for j in range(max(first, k - 3), k)):  # ("order agle hafte denge")
            c = clause_of[k]
            if any(words[j] in _LATER and clause_of[j] == c for j in range(max(first, k - 12), min(last, k + 12))):
                out.add(c)
        elif w in _WILL and k + 1 < last and words[k + 1] in _TAKE or w in _WILL_TAKE:  # "we'll take", "lenge"
            c = clause_of[k]
            near = range(max(first, k - 12), min(last - 1, k + 12))
            if any(words[j] in _NEXT and words[j + 1] in _SPANS and clause_of[j] == c for j in near) and not any(
                    words[j] in _SEND and clause_of[j] == c for j in near):  # ("Send 24 litres … and we'll take more
                out.add(c)  # next week": the goods sent now)
    return out


def skus_by_chunk(reader) -> dict[int, set]:
    """Chunk index → the skus the message's goods mentions in it name (``None`` for a mention of no one sku), from
    a ``MessageReader``'s ``mentions`` and ``chunk_of``: what goods a sentence put off for later, or one beside it,
    speaks of (``lang.order_later``, ``lang.decided_later``)."""
    out: dict[int, set] = {}
    for m in reader.mentions:
        out.setdefault(reader.chunk_of[m.first], set()).add(m.sku)
    return out
