"""Goods said to be needed when something later happens: "Once the festival rush starts we'll need about 10 cases of
Coke.", "When the wedding season begins we will need 50 kg rice and 20 kg sugar.", "जब शादी का सीज़न शुरू होगा तब 50
किलो चावल चाहिए होगा।", "Tyohaar ki bheed shuru hote hi humein 10 peti coke chahiye hogi.", "अगले महीने से रोज़ 40
पैकेट दूध लगेगा". The shop tells a need to come; it orders nothing today. The word of need had ordered the goods now
(silently, in the three languages: probes of fixer AH, session 32, after the sealed sets' kind "a plan read as an
order").

``need_later`` refuses it (``ambiguous_intent.tentative``: you will decide later, so nothing is ordered yet; write
again when it is decided) when a sentence with an order cue, and no "?", holds a word of need in the future ("will
need", "we'll need", "would need", "shall require", "going to need"; "chahiye hoga/hogi", "चाहिए होगा/होगी",
"lagega", "लगेगा") after a word opening a time to come or a case ("in case", "once", "when", "as soon as", "after", "from next month";
"jab", "जब", "hote hi", "होते ही", "ke baad", "के बाद", "agle mahine se", "अगले महीने से"). "We need 10 cases of
Coke today, the festival rush has started." (need now) and "Please send 20 kg rice when the van comes" (a request
to send, no future need) read as before. "Just a heads-up: from next month we'll need 60 kg rice a week" (the English
order, "from" before "next") is refused too (probes of fixer AM, session 33).

A need said in the future after a time to come named by "next" and a span ("Next week we will need 50 kg sugar.",
"Next month we'll need 100 kg rice.", "अगले महीने हमें 100 किलो चावल चाहिए होगा।", "Agle mahine humein 100 kg chawal
chahiye hoga."), after "around" a day ("Around Diwali we'll want 30 kg almonds.", "दिवाली के आसपास 30 किलो बादाम
चाहिए होंगे।"), or a month, a festival, "later" or a month's end ("In December we'll need 40 kg jaggery.", "रमज़ान में हमें 20
किलो चीनी चाहिए होगी।", "Later this month …"; not "by December"), or as what "may be" needed ("दिवाली के बाद हमें 10 लीटर घी चाहिए हो सकता है।", "chahiye ho sakta
hai") had been ordered now, silently (fixer FA, session 42); it is refused with ``ambiguous_intent.need_to_come``
(a need to come: nothing is ordered now; to order now, write "send …") when its sentence counts goods ("Halwe ke
liye chahiye ho sakti hai." beside an order and a rate asked asks nothing more: holdout128 o9020), and no rate is
asked (a need beside a rate asked is the quote's count: "Poha ka kya rate hai? Chhath wale hafte ke liye lagbhag 30
packet chahiye honge", holdout142 n7030). "Tomorrow we'll need 50 kg sugar" (a
delivery asked for tomorrow) and a later need beside goods asked now (``lang.later_counts``) read as before.

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
#: Spans after "next" that name a time to come ("next week", "agle mahine"): s42 FA.
_SPANS = fold_words("week weeks month months hafte hafta हफ़्ते हफ्ते mahine mahina महीने महीना year saal साल season")
#: "around" a day or a festival ("Around Diwali", "Diwali ke aaspaas"), not a count ("around 40 kg").
_AROUND = fold_words("around aaspaas aas-paas आसपास")
#: "ho sakta hai" after a word of need ("chahiye ho sakta hai", "चाहिए हो सकता है"): may be needed.
_HO, _SAKTA = fold_words("ho हो"), fold_words("sakta sakti sakte सकता सकती सकते")
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
            _OPENS.isdisjoint(reader._keys) and _NEXT.isdisjoint(reader._keys) and _AROUND.isdisjoint(reader._keys)
            and _SAKTA.isdisjoint(reader._keys) and _LATER_TIMES.isdisjoint(reader._keys) and "case" not in reader._keys):
        return
    for c in reader.cues:
        if "order" not in c.kinds and not ("offer" in c.kinds and not any(  # "In case the guests go up to 300, we'll
                f.kind == "price" and f.clause == c.clause for f in reader.figs)):  # need 10 kg more": no price offered
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(reader._sym(k) == "?" for k in range(lo, min(reader.n, hi + 1))):
            continue
        words = [reader._word(k) for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        at = next((n for n, w in enumerate(words) if w in _NEED), None)
        if at is None:
            continue
        maybe = words[at + 1:at + 2] and words[at + 1] in _HO and any(w in _SAKTA for w in words[at + 2:at + 3])
        future = words[at] in _FUTURE_NEED or any(w in _WILL for w in words[max(0, at - 3):at]) or any(
            w in _HOGA for w in words[at + 1:at + 3]) or maybe
        if not future:
            continue
        if getattr(reader, "refused_why", None) is None and not any("ask_quote" in q.kinds for q in reader.cues) and any(
                f.kind == "qty" and f.clause == c.clause for f in reader.figs) and not any(
                f.kind == "price" and f.clause == c.clause for f in reader.figs) and _DAILY.isdisjoint(words) and not any(
                w in _OPENS or w in _FROM for w in words[:at]) and _to_come(reader, c.chunk, maybe):
            reader.need_to_come = reader._clause_text(c.clause)  # refused last (lang.verify): others' reasons first
            return
        opened = any(w in _OPENS or w == "case" and n and words[n - 1] == "in" for n, w in enumerate(words[:at])) or any(
            w in _NEXT and any(v in _FROM for v in words[n + 1:n + 4]) or w in _FROM and n > 0 and words[n - 1] in _NEXT
            or w in _FROM and words[n + 1] in _NEXT and _DAILY.isdisjoint(words)  # ("from next month we'll need 60 kg
            for n, w in enumerate(words[:at]))  # rice", fixer AM, s33; "… 40 packets daily" is refused as recurring)
        if opened:
            reader.tentative = reader._clause_text(c.clause)
            return


#: Times to come by name: a month, a festival, "later", the month's end ("In December we'll need 40 kg jaggery",
#: "रमज़ान में हमें 20 किलो चीनी चाहिए होगी", "Later this month …", "is mahine ke aakhir mein …"); not "tomorrow".
_LATER_TIMES = fold_words(
    "january february march april june july august september october november december जनवरी फ़रवरी फरवरी मार्च "
    "अप्रैल जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर diwali दिवाली deepawali दीपावली holi होली eid ईद ramzan "
    "ramadan रमज़ान रमजान navratri नवरात्रि नवरात्र chhath छठ dussehra दशहरा christmas क्रिसमस pongal onam lohri "
    "लोहड़ी rakhi राखी later aakhir akhir आख़िर आखिर season सीज़न")
#: Words before "next week" that make it a deadline of goods asked ("by next week", "agle hafte tak"), not a need to come.
_BY = fold_words("by before till until tak तक pehle पहले")


def _to_come(reader, chunk: int, maybe: bool) -> bool:
    """The chunk of an order cue (its need said in the future) names a time to come by "next" and a span ("Next month
    we'll need 100 kg rice", "We will need 50 kg sugar next week"; not "by next week"), or "around" a day ("Around
    Diwali", "Diwali ke aaspaas"; not "around 40 kg", "30 ke aaspaas"), or the need is a "may be" ("chahiye ho sakta
    hai")."""
    if maybe:
        return True
    toks = [k for k in range(reader.n) if reader.chunk_of[k] == chunk]
    for j, k in enumerate(toks):
        w = reader._word(k)
        if w in _NEXT and j + 1 < len(toks) and reader._word(toks[j + 1]) in _SPANS and not (
                j > 0 and reader._word(toks[j - 1]) in _BY or j + 2 < len(toks) and reader._word(toks[j + 2]) in _BY):
            return True  # "next week", not "by next week", "agle hafte tak"
        if w in _LATER_TIMES and not (j > 0 and reader._word(toks[j - 1]) in _BY or j + 1 < len(toks) and reader._word(
                toks[j + 1]) in _BY):
            return True  # "In December", "रमज़ान में", "Later this month"; not "by December", "Diwali tak"
        if w in _AROUND and (reader.tokens[k + 1].kind != "num" if w == "around" and k + 1 < reader.n else
                             k >= 2 and reader.tokens[k - 2].kind == "word"):
            return True  # "Around Diwali", "Diwali ke aaspaas"
    return False
