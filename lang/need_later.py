"""Goods said to be needed when something later happens: "Once the festival rush starts we'll need about 10 cases of
Coke.", "When the wedding season begins we will need 50 kg rice and 20 kg sugar.", "जब शादी का सीज़न शुरू होगा तब 50
किलो चावल चाहिए होगा।", "Tyohaar ki bheed shuru hote hi humein 10 peti coke chahiye hogi.", "अगले महीने से रोज़ 40
पैकेट दूध लगेगा". The shop tells a need to come; it orders nothing today. The word of need had ordered the goods now
(silently, in the three languages: probes of fixer AH, session 32, after the sealed sets' kind "a plan read as an
order").

``need_later`` refuses it (``ambiguous_intent.tentative``: you will decide later, so nothing is ordered yet; write
again when it is decided) when a sentence with an order cue, and no "?", holds a word of need in the future ("will
need", "we'll need", "would need", "shall require", "going to need"; "chahiye hoga/hogi", "चाहिए होगा/होगी",
"lagega", "लगेगा") after a word opening a time to come ("once", "when", "as soon as", "after", "from next month";
"jab", "जब", "hote hi", "होते ही", "ke baad", "के बाद", "agle mahine se", "अगले महीने से"). "We need 10 cases of
Coke today, the festival rush has started." (need now) and "Please send 20 kg rice when the van comes" (a request
to send, no future need) read as before. "Just a heads-up: from next month we'll need 60 kg rice a week" (the English
order, "from" before "next") is refused too (probes of fixer AM, session 33).

Shape: ``need_later(reader)`` with the MessageReader after its clause acts; sets ``reader.tentative``.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["need_later"]

#: Words of need an order cue is said with ("need", "require", "want", "chahiye", "चाहिए", "lagega").
_NEED = fold_words("need needed require required want wanted chahiye chahie chaiye चाहिए चाहिये lagega lagegi lagenge "
                   "लगेगा लगेगी लगेंगे")
#: The future said before an English word of need ("will need", "we'll need", "would need", "going to need").
_WILL = fold_words("will would shall we'll we'd i'll i'd they'll going")
#: The future said after a Hindi word of need ("chahiye hoga", "चाहिए होगी"); "lagega" is future on its own.
_HOGA = fold_words("hoga hogi honge hogaa होगा होगी होंगे")
_FUTURE_NEED = fold_words("lagega lagegi lagenge लगेगा लगेगी लगेंगे")
#: Words opening a time to come: "once", "when", "as soon as", "after"; "jab", "जब", "hote hi", "के बाद".
_OPENS = fold_words("once when whenever soon after jab जब hote होते baad बाद")
#: "from next month", "agle mahine se", "अगले महीने से": a time to come.
_NEXT = fold_words("next agle agli अगले अगली")
_FROM = fold_words("from se से")
#: Words of a standing order ("daily", "every", "roz", "हर"): such a need is refused as recurring (``lang.verify_kinds``).
_DAILY = fold_words("daily every everyday roz rozana roj har रोज़ रोज रोज़ाना हर weekly")


def need_later(reader) -> None:
    """Set ``reader.tentative`` for goods said to be needed when something later happens (module docstring).

    ``reader``: the MessageReader after its clause acts (cues, clause_span, tokens). Examples: "Once the festival rush
    starts we'll need about 10 cases of Coke." and "जब शादी का सीज़न शुरू होगा तब 50 किलो चावल चाहिए होगा।" are
    refused (``ambiguous_intent.tentative``); "We need 10 cases of Coke today" orders as before.
    """
    if getattr(reader, "tentative", None) is not None or _NEED.isdisjoint(reader._keys) or (
            _OPENS.isdisjoint(reader._keys) and _NEXT.isdisjoint(reader._keys)):
        return
    for c in reader.cues:
        if "order" not in c.kinds:
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(reader._sym(k) == "?" for k in range(lo, min(reader.n, hi + 1))):
            continue
        words = [reader._word(k) for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        at = next((n for n, w in enumerate(words) if w in _NEED), None)
        if at is None:
            continue
        future = words[at] in _FUTURE_NEED or any(w in _WILL for w in words[max(0, at - 3):at]) or any(
            w in _HOGA for w in words[at + 1:at + 3])
        if not future:
            continue
        opened = any(w in _OPENS for w in words[:at]) or any(
            w in _NEXT and any(v in _FROM for v in words[n + 1:n + 4]) or w in _FROM and n > 0 and words[n - 1] in _NEXT
            or w in _FROM and words[n + 1] in _NEXT and _DAILY.isdisjoint(words)  # ("from next month we'll need 60 kg
            for n, w in enumerate(words[:at]))  # rice", fixer AM, s33; "… 40 packets daily" is refused as recurring)
        if opened:
            reader.tentative = reader._clause_text(c.clause)
            return
