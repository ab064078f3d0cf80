"""Numbers a shopkeeper reads as names and times, not as goods or money (part of stage 4a, ``lang.figures``, through
``lang.list_numbers``): the week or round a heading names, a reference number, and the day or hour of a delivery
written the chat way.

Found by fixer N of the twenty-seventh session, where each was asked back ("what is 43 for?", "what is 2 for?"):

- a label: "## Purchase Order – Week 43", "## Order – Hafta 47", "## ऑर्डर – हफ़्ता 47", "Re: दालों के रेट – सप्ताह 49", "Order ref 2291",
  "ऑर्डर रेफ़ 2291", "**Our counter (round 3):**" — the number right after "week", "hafta", "round", "ref",
  "reference", "संदर्भ", with no unit or rupee sign beside it and nothing but a heading's marks or "ki"/"का"/"for"
  after it. "har hafte 2 bori" (a unit after) and "every week 10" ("every", "har", "per" before the label) are
  counts and stay figures. A quotation's letters ("Ref: Q-118") are left asked: read without them, a table under
  one had lost a refused price, silently (hinglish b8026);
- a van or a landmark named by its number (fixer FB, s42, holdouts 126 k8016 and 146 r77001, English): "**Van 1
  (Tuesday morning)**", "near Metro Pillar 38", "मेट्रो पिलर 38 के पास" — "van", "pillar" as labels on the same
  terms ("van 2 bori" has a unit after: a count);
- a time in chat spelling: "snd 2mrw", "2day rate?", "kl 7 bje se pehle", "10 bje se pehle" — a number glued to or
  followed by "mrw", "day", "bje";
- a span of days or hours: "within 2-3 days", "2-3 din mein", "2-3 दिन में" — the first number of the span (the
  second, before "days", is no figure already); also with an en dash, and of times ("We usually buy 8–10 times a
  month", fixer FB, s42, holdout146 r77001).

- a count of people, never goods (fixer I, s30): "परसों शादी का ऑर्डर है, 200 लोगों का खाना", "200 logon ka khana",
  "food for 200 people" — a number right before "log", "लोगों", "people", "guests", "मेहमान" ("200 logon ka khana.
  Sarson tel bhej do" had ordered 200 litres of oil, silently; now the oil's count is asked);
- a year named (session 52): "in 2026", "2026 में", "2026 me", "2026 के लिए" — four digits from 2015 to 2035 with
  "in"/"since"/"for"/"saal" before or "में"/"me"/"tak"/"se"/"ke" after, no rupee sign;
- the days of a credit term: "पेमेंट नेट 30 डेज़", "payment net 30 days", "udhaar 15 din" — a number before a word of
  days with "net", "credit", "udhaar", "उधार" in the three words before it.

``label_numbers(tokens)`` returns the token indices (shapes as ``lang.language.tokenize``) of those numbers.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.token_at import num_positions
from lang.units import UNIT_WORDS

__all__ = ["label_numbers"]

#: Words a heading names a number by ("Week 43", "Hafta 47", "round 3", "ref 2291", "संदर्भ: Q-118").
_LABELS = fold_words("week hafta हफ़्ता हफ्ता saptah saptaah सप्ताह round ref reference refe रेफ़ रेफ संदर्भ sandarbh van वैन "
                     "pillar पिलर")  # ("दालों के रेट – सप्ताह 49": s50 FIXB, holdout hi-p2003)
#: Words before the label that make the number a count per period ("every week 10", "har hafte", "per week").
_EVERY = fold_words("every each per har हर प्रति prati")
#: Words that may follow a label's number ("Week 2 ki kharid", "Week 2 purchase", "ref 2291 for our shop").
_AFTER_LABEL = fold_words("ki ka ke की का के for order purchase ऑर्डर kharid ख़रीद खरीद")
#: Marks that may follow a label's number (a heading's end, a bracket, a colon).
_MARKS = frozenset(")]:*,—–-|#.।;")  # (a sentence's end: "Paise bhej diye B12 ke, UPI ref 5566." paid no ₹5,566)
#: Chat spellings of times after a number: "2mrw" (tomorrow), "2day" (today), "7 bje" (o'clock).
_TIME_AFTER = fold_words("mrw morrow moro day bje baj bjey")
#: Words of days and hours after a span ("2-3 days", "2-3 din", "2-3 दिन", "1-2 ghante").
_SPAN_OF = fold_words("day days din दिन hours hrs ghante घंटे weeks hafte times")  # ("8–10 times a month")


#: People counted ("200 लोगों का खाना", "200 logon ka khana", "food for 200 people", "50 मेहमान").
_PEOPLE = fold_words("log logon logo लोग लोगों people persons guests mehmaan mehman मेहमान मेहमानों baraati बाराती")
#: Days of a credit term after a word of credit ("net 30 days", "नेट 30 डेज़", "udhaar 15 din").
_DAYS = fold_words("days day din दिन डेज़ डेज dinon दिनों")
_CREDIT = fold_words("net नेट credit क्रेडिट udhaar udhar उधार")
#: A year named ("in 2026", "2026 में", "2026 me", "since 2019", "Thank you for 2026", "2026 के लिए"): a number of four
#: digits from 2015 to 2035 with "in", "since", "for", "year" or "saal" before it or "में", "me", "tak", "se", "ke" after it (session 52, probes52_pt t3050:
#: "2026 में हमने अन्नपूर्णा को लगभग ₹1.1 लाख दिए" had been asked "what is ₹2026 for?").
_YEAR_BEFORE = fold_words("in since year saal साल varsh वर्ष during for")
_YEAR_AFTER = fold_words("me mein mai में tak तक se से ke के ki की ka का")


def label_numbers(tokens: list) -> set[int]:
    """Token indices of the numbers in ``tokens`` that are a heading's label, a chat time or a span's start (see the
    module docstring). One pass over the tokens."""
    out: set[int] = set()
    n = len(tokens)

    def word(k: int) -> str:
        return tokens[k].key if 0 <= k < n and tokens[k].kind == "word" else ""

    def sym(k: int) -> str:
        return tokens[k].text if 0 <= k < n and tokens[k].kind == "sym" else ""

    for i in num_positions(tokens):  # (the numbers alone: lang.token_at)
        nxt = i + 1
        if sym(i - 1) != "₹" and (word(nxt) in _PEOPLE or word(nxt) in _DAYS and any(
                word(k) in _CREDIT for k in range(i - 3, i))):
            out.add(i)  # "200 logon ka khana", "net 30 days"
            continue
        if sym(i - 1) != "₹" and len(tokens[i].text) == 4 and tokens[i].text.isdigit() and 2015 <= int(tokens[i].text) <= 2035 and (
                word(i - 1) in _YEAR_BEFORE or word(nxt) in _YEAR_AFTER):
            out.add(i)  # "in 2026", "2026 में"
            continue
        if word(nxt) in _TIME_AFTER and word(nxt) not in UNIT_WORDS and sym(i - 1) != "₹":
            out.add(i)  # "snd 2mrw", "kl 7 bje"
            continue
        if sym(nxt) in ("-", "–") and nxt + 1 < n and tokens[nxt + 1].kind == "num" and word(nxt + 2) in _SPAN_OF \
                and sym(i - 1) != "₹":
            out.add(i)  # "2-3 days"
            continue
        k = i - 1
        while sym(k) in (":", "-", "#", "(") and k > i - 4:
            k -= 1
        if word(k) not in _LABELS or word(k - 1) in _EVERY or sym(i - 1) == "₹":
            continue
        after = tokens[nxt] if nxt < n else None
        if after is None or after.kind == "nl" or after.kind == "sym" and after.text in _MARKS or \
                after.kind == "word" and after.key in _AFTER_LABEL and after.key not in UNIT_WORDS:
            out.add(i)  # "Week 43", "(round 3):", "Hafta 47 ki kharid"
    return out
