"""A question about the supplier's delivery days in general, asked of no order: "Also, which days does your van come
to Vijay Nagar?", "और आपकी गाड़ी विजय नगर किन दिनों आती है?", "Aur aapki gaadi Vijay Nagar kis din aati hai?", "delivery
kab kab hota?", "डिलीवरी कब कब होता?", "How often do you deliver here?" (holdout143 o7003, o7004, o7015: a new shop
asking rates and how the van runs). It had been read as ``ask_delivery`` with no order and no goods beside the rates
asked — silently: the desk answers an ask_delivery about an order, and there is none; the corpus README reads a
delivery question only of goods or an order. A shopkeeper answers the rates and tells the van's days in passing:
nothing is asked of the desk.

When: an ask_delivery cue whose sentence (clause) holds a word of days or how often ("which/what day(s)", "how often",
"kab kab", "kis din", "kin dinon", "किन दिनों", "किस दिन", "कब कब", "कब-कब", or a day of the week with a verb of habit:
"Do you deliver on Sunday?", "Sunday ko delivery karte ho?", "रविवार को डिलीवरी करते हैं?") and names no order (no order id, no
"order", "ऑर्डर", "maal", "माल", "goods") and no goods. Then the cue asks nothing. "Which day will O5 come?", "Chawal
kis din aayega?", "Maal kis din aayega?" are read as before.

Shape: ``schedule_asked(reader)`` with the MessageReader after its clause acts (run by ``lang.order_asides``); empties
cues in place. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["schedule_asked"]

#: "which day", "what days", "kis din", "kin dinon", "किन दिनों": a word of which, then a word of day.
_WHICH = fold_words("which what kis kin kaun kaunse kaunsa kaun-se किस किन कौन कौनसे कौनसा")
_DAY = fold_words("day days din dinon dino दिन दिनों")
#: "kab kab", "कब कब", "कब-कब": when, said twice.
_WHEN = fold_words("kab कब")
#: "how often".
_HOW, _OFTEN = fold_words("how"), fold_words("often frequently")
#: Words that name an order or its goods: the question is of them.
_ORDER = fold_words("order orders ordar ऑर्डर आर्डर maal mal माल goods stock it")


#: A day of the week said with a verb of habit: "Do you deliver on Sunday?", "Kya aap Sunday ko delivery karte ho?",
#: "क्या आप रविवार को डिलीवरी करते हैं?" (session 55: the English had dropped it, the Hindi and Hinglish asked a delivery
#: of no order — a question of trade terms, as "On which days of the week do you deliver?" is labelled, holdout143 o7015).
_WEEKDAY = fold_words("sunday sundays monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday "
                      "fridays saturday saturdays ravivar itwar somvar mangalvar budhvar guruvar shukravar shanivar "
                      "रविवार इतवार सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार")
_HABIT = fold_words("karte karti करते करती")
_DO, _YOU = fold_words("do does"), fold_words("you")


def _schedule_words(words: list[str], lo: int, hi: int) -> bool:
    """Tokens ``lo``..``hi`` (keys, "" for non-words) hold a word of which day or how often, or a day of the week
    with a verb of habit ("do you …", "karte", "करते")."""
    ws = [(k, words[k]) for k in range(lo, hi) if words[k]]
    if any(w in _WEEKDAY for _, w in ws) and (any(w in _HABIT for _, w in ws) or any(
            a in _DO and b in _YOU for (_, a), (_, b) in zip(ws, ws[1:]))):
        return True
    for (_, a), (_, b) in zip(ws, ws[1:]):
        if a in _WHICH and b in _DAY or a in _WHEN and b in _WHEN or a in _HOW and b in _OFTEN:
            return True
    return False


def schedule_asked(reader) -> None:
    """Empty each ask_delivery cue of a question about delivery days asked of no order (module docstring), e.g.
    "which days does your van come to Vijay Nagar?" beside rates asked."""
    keys = reader._keys
    if _DAY.isdisjoint(keys) and _WHEN.isdisjoint(keys) and _OFTEN.isdisjoint(keys) and _WEEKDAY.isdisjoint(keys):
        return
    words = reader._words
    ids = {reader.clause_of[p] for p, _ in reader.order_ids + reader.bill_ids}
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    for c in reader.cues:
        if "ask_delivery" not in c.kinds or c.clause in ids or c.clause in goods:
            continue
        lo, hi = reader.clause_span[c.clause]
        if _schedule_words(words, lo, hi) and all(w not in _ORDER for w in words[lo:hi]):
            c.kinds = frozenset()
