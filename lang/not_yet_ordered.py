"""Goods asked with an explicit "not an order yet" beside them: "Can you send 50 kg sugar tomorrow? Just checking
availability, will confirm.", "Could you send 50 kg sugar tomorrow? Just asking, not ordering yet.", "क्या आप कल 50
किलो चीनी भेज सकते हैं? बस उपलब्धता पूछ रहे हैं, पक्का बाद में करेंगे।", "Kal 50 kilo cheeni bhej sakte ho? Bas
availability check kar rahe hain, confirm baad mein karenge." (session 49, helper TR, from a new user's trial,
finding 1b: read as an order of 50 kg sugar in all three languages and confirmed by the desk, though the writer said
no order was placed; "… Will confirm later." alone was already refused by ``lang.second_thoughts``).

The request is a question about the goods, the writer will decide later: nothing is ordered. The reader cannot tell
a question of stock from one of price or delivery, so it refuses (``ambiguous_intent.tentative``: "you will decide
later, so nothing is ordered yet; write again when it is decided"), as the corpus README reads a decision put off.

When: a clause holds one of ``NOT_YET``'s phrases ("not ordering yet", "just checking availability", "उपलब्धता पूछ
रहे", "पक्का बाद में", "availability check", "confirm baad mein", "abhi order nahi", …), names no goods but those the
rest of the message names (so "Salt we'll order later, send 10 kg rice now" is left to ``lang.order_later``), and the
message has an order cue and no rate asked ("50 kilo cheeni ka rate batao, abhi order nahi" asks the rate).

Shape: ``not_yet_ordered(reader)`` with the MessageReader after its clause acts (run by ``lang.no_order_yet``); sets
``reader.tentative`` (the clause's text). Linear in the tokens (a phrase is looked for only where its first word is).
"""
from __future__ import annotations

from lang.language import fold

__all__ = ["NOT_YET", "not_yet_ordered"]

#: Phrases saying the goods asked are not ordered yet, in the three languages.
NOT_YET = tuple(tuple(fold(w) for w in p.split()) for p in (
    "not ordering yet", "not ordering now", "not ordering it yet", "not ordering them yet", "not an order yet",
    "not a confirmed order", "not placing the order yet", "not placing an order yet", "not confirming yet",
    "no order yet", "just checking availability", "only checking availability", "checking availability",
    "checking the availability", "just checking stock", "just asking", "only asking",
    "उपलब्धता पूछ", "उपलब्धता जान", "उपलब्धता देख", "पक्का बाद में", "अभी ऑर्डर नहीं", "ऑर्डर अभी नहीं",
    "ऑर्डर नहीं कर रहे", "बस पूछ रहे", "सिर्फ़ पूछ रहे", "अभी पक्का नहीं", "कन्फ़र्म बाद में", "कन्फर्म बाद में",
    "availability check", "availability pooch", "availability puch", "availability jaan", "availability dekh",
    "confirm baad mein", "confirm baad me", "pakka baad mein", "pakka baad me", "abhi order nahi", "abhi order nahin",
    "order abhi nahi", "order abhi nahin", "order nahi kar rahe", "order nahin kar rahe", "bas pooch rahe",
    "bas puch rahe", "sirf pooch rahe", "sirf puch rahe", "abhi pakka nahi", "abhi pakka nahin"))
_FIRSTS = frozenset(p[0] for p in NOT_YET)


def not_yet_ordered(reader) -> None:
    """Set ``reader.tentative`` for goods asked beside "not an order yet" (module docstring). "Could you send 50 kg
    sugar tomorrow? Just asking, not ordering yet." → refused ``ambiguous_intent.tentative``."""
    if getattr(reader, "tentative", None) is not None or _FIRSTS.isdisjoint(reader._keys) or not any(
            "order" in c.kinds for c in reader.cues) or any("ask_quote" in c.kinds for c in reader.cues):
        return
    words = reader._words
    for clause, (lo, hi) in sorted(reader.clause_span.items()):
        if not any(tuple(words[k:k + len(p)]) == p for k in range(lo, hi) if words[k] in _FIRSTS
                   for p in NOT_YET if p[0] == words[k] and k + len(p) <= hi):
            continue
        if any(reader.tokens[k].kind == "sym" and reader.tokens[k].text == "?" for k in range(lo, min(hi + 1, reader.n))):
            continue  # ("Send 10 kg rice. Just asking, is the rate the same?": a question beside the order)
        mine = {m.sku for m in reader.mentions if reader.clause_of[m.first] == clause}
        others = {m.sku for m in reader.mentions if reader.clause_of[m.first] != clause}
        if others and mine <= others:
            reader.tentative = reader._clause_text(clause)
            return
