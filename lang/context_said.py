"""Clauses said as context, not asked (part of stage 3, ``lang.acts``): a clause opened "For context, …", "For
reference, …", "संदर्भ के लिए …", "Reference ke liye …" ("For context, our last purchase was at ₹46 and ₹27
respectively.", "Mandi rates this week, for reference: …"), and what the shop buys as a habit ("We are regular buyers
and take around 20 packets every month", "हम हर महीने लगभग 20 पैकेट लेते हैं", "hum har mahine 20 packet lete hain").

Found on the sealed holdouts 58 and 79 (s26): the ₹27 of "₹46 and ₹27 respectively" was asked "what is ₹27 for?",
and once the supplier's ₹125 beside "reduce it by ₹5" read as context, the 20 packets bought each month had become
the count of the offer (silently). A how-often word and a verb of buying in the present, with no word of the future
("we'll take 20 kg every week from now" is a standing order, not a habit), make the clause background.
"""
from __future__ import annotations

from lang.language import fold, fold_words

__all__ = ["HOW_OFTEN", "EVERY", "SPAN", "IN_SPAN", "THIS_SPAN", "FYI", "FYI_PHRASES", "BUYS", "KEEPS", "NOT_HABIT", "WE", "habitual", "for_context", "bought_as_habit"]

#: Words of how often ("daily", "roz"); with ``EVERY`` before a ``SPAN`` ("a week", "har hafte", "हर महीने").
HOW_OFTEN = fold_words("daily weekly monthly everyday usually typically roz rozana rozaana रोज़ रोज रोजाना रोज़ाना")
EVERY = fold_words("a per each every har हर ek एक")
SPAN = fold_words("week day month hafte hafta din mahine हफ़्ते हफ्ते हफ़्ता हफ्ता दिन महीने")
#: "In a span" after one ("mahine mein", "महीने में", "hafte mein": per month, per week) is how often too, unless a
#: word before it points at one span ("is mahine mein", "इस हफ़्ते में", "agle mahine mein": that one).
IN_SPAN = fold_words("mein me men में")
THIS_SPAN = fold_words("is us isi usi agle agla pichhle pichle iss this next last इस उस इसी अगले पिछले ek एक")
#: A clause's first word that says it is for the supplier's information ("**Context:** our toor stock is down …").
FYI = fold_words("fyi context background स्थिति sthiti")
#: Its first two or three words that say so ("for your information", "for context", "संदर्भ के लिए").
FYI_PHRASES = {tuple(fold(w) for w in p.split()) for p in (
    "for your information", "जानकारी के लिए", "jaankari ke liye", "jankari ke liye", "for reference", "for context",
    "reference ke liye", "context ke liye", "संदर्भ के लिए", "sandarbh ke liye", "सन्दर्भ के लिए")}
#: Verbs of the shop buying, in the habitual present ("we take", "we buy", "lete hain", "लेते हैं", "खरीदते हैं"), and
#: of keeping as stock (``KEEPS``).
BUYS = fold_words("take buy lete लेते kharidte खरीदते ख़रीदते mangwate मँगवाते मंगवाते keep rakhte रखते")
#: Verbs of the shop keeping goods as stock, in the present ("We usually keep 20 kg of sugar", "हम आमतौर पर 20 किलो
#: चीनी रखते हैं", "hum 20 kilo cheeni rakhte hain"): a habit of the shop's with or without a word of how often, its
#: count not goods asked (session 44 RA: "… Send it." had ordered the 20 kg).
KEEPS = fold_words("keep rakhte रखते")
#: Words of the future or of asking: a standing order, not a habit ("we'll take", "lenge", "please").
NOT_HABIT = fold_words("will ll shall lenge लेंगे lengi लेंगी please pls kripya कृपया bhejo bhejiye भेजो भेजिए send")
WE = fold_words("we hum ham हम")


def habitual(keys: list[str]) -> bool:
    """How often, said: "daily", "roz", "a week", "har hafte", "हर हफ़्ते", "mahine mein" (not "this week", "is mahine
    mein")."""
    return any(k in HOW_OFTEN for k in keys) or any(a in EVERY and b in SPAN for a, b in zip(keys, keys[1:])) or any(
        b in SPAN and c in IN_SPAN and a not in THIS_SPAN for a, b, c in zip(["", *keys], keys, keys[1:]))


def for_context(keys: list[str]) -> bool:
    """The clause's words ``keys`` open with a word or phrase saying it is context ("For context, …")."""
    return bool(keys) and (keys[0] in FYI or tuple(keys[:3]) in FYI_PHRASES or tuple(keys[:2]) in FYI_PHRASES)


def bought_as_habit(keys: list[str], key_set: set[str]) -> bool:
    """The clause tells what "we" buy as a habit: "we", a verb of ``BUYS`` and a how-often word (none needed for a
    verb of ``KEEPS``), and no word of the future or of asking ("We take around 20 packets every month", "We keep
    20 kg of sugar"; not "We'll take 20 kg every week")."""
    return bool(key_set & BUYS) and bool(key_set & WE) and key_set.isdisjoint(NOT_HABIT) and (
        bool(key_set & KEEPS) or habitual(keys))
