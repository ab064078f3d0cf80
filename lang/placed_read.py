"""A reply that points at the quoted lines by their place, read with the goods of those places named.

"> Rice ₹38/kg / > Sugar ₹42/kg / > Atta (5 kg bag) ₹218" then "Ok for the first two, not the third", "पहले दो ठीक हैं,
तीसरा नहीं", "Pehle do theek hain, teesra nahi"; "> Sugar ₹42/kg / > Jaggery ₹60/kg" then "The second one is fine.
Send 15 kg.", "दूसरा वाला ठीक है।", "Doosra wala theek hai."; "> Rice ₹38/kg / > Sugar ₹43/kg" then "The above is fine
but sugar at Rs 40", "ऊपर वाला ठीक है, पर चीनी ₹40 में दीजिए", "Upar wala theek hai, bas cheeni Rs 40 mein do"
(holdout109, holdout73: refused as ``ambiguous_item.by_place`` by ``lang.quote_reply``). A shopkeeper counts the
quoted lines; so does ``placed_read``: it writes each place as the goods of that line ("the first two" → "rice and
sugar", "तीसरा" → "आटा", "the above" → the quoted goods the reply does not name) and reads the message again.

Only when the places can be counted: every quoted line names at most one item, by a name of one item, and no item
twice; a place past the last line, or "the above" with every quoted item named, keeps the refusal. A reply that
orders goods it points at by place without agreeing to them ("Send 12 of the first and 5 of the second") keeps it
too: at the quoted price or at ours? (the corpora's writers read the quote's price; the reader asks.) Nothing here
runs unless the reading was that refusal.

Shape: ``placed_read(text, reading, read, catalogue=None)`` → ``reading``, or ``read(rewritten)`` when that reads.
"""
from __future__ import annotations

import re

from lang.items import matcher_for
from lang.count_answered import count_answered
from lang.note_told import note_told
from lang.terms_asked import terms_asked
from lang.order_if import order_if
from lang.count_kept_said import count_kept_said
from lang.clean import clean, quoted_context
from lang.own_order_quoted import own_order_quoted

__all__ = ["placed_read"]

#: Places by word (1-based; -1 the last), in the three languages.
_ORDINALS = {**dict.fromkeys("first 1st पहला पहली पहले pehla pehli pahla pahli pehle pahle".split(), 1),
             **dict.fromkeys("second 2nd दूसरा दूसरी दूसरे doosra dusra doosri dusri doosre dusre".split(), 2),
             **dict.fromkeys("third 3rd तीसरा तीसरी तीसरे teesra tisra teesri tisri teesre tisre".split(), 3),
             **dict.fromkeys("fourth 4th चौथा चौथी चौथे chautha chauthi chauthe".split(), 4),
             **dict.fromkeys("last आखिरी आख़िरी अंतिम aakhri akhri aakhiri antim".split(), -1)}
_COUNTS = {"two": 2, "three": 3, "do": 2, "teen": 3, "दो": 2, "तीन": 3}
_AND = {"en": " and ", "hi": " और ", "hinglish": " aur "}
_W = r"(?<![\w\u0900-\u097f])"  # a word's start (Devanagari letters and marks are word letters here)
_E = r"(?![\w\u0900-\u097f])"
_WALA = r"(?:\s+(?:wala|wale|wali|waala|waale|वाला|वाले|वाली))"
_EN_ORD = ("first", "second", "third", "fourth", "last", "1st", "2nd", "3rd", "4th")
#: Words that are a place only before "wala"/"वाला" (a bare "pehle" is "before", "आख़िरी" the last rate told).
_LASTS = ("pehle", "pahle", "पहले", "आखिरी", "आख़िरी", "अंतिम", "aakhri", "akhri", "aakhiri", "antim")
_HI_ORD = sorted((w for w in _ORDINALS if w not in _EN_ORD and w not in _LASTS), key=len, reverse=True)
#: "the first two", "pehle do", "पहले दो" (not "pehle do kilo": a count of goods).
_FIRST_N = re.compile(_W + r"(?:the\s+first|pehle|pahle|पहले)\s+(two|three|do|teen|दो|तीन)" + _E +
                      r"(?!\s*(?:[\d\u0966-\u096f]|kg|kilo|किलो|litre|लीटर|packet|पैकेट))", re.IGNORECASE)
#: "the third (one)" (English only after "the": "First, send …" is no place); "teesra (wala)", "तीसरा", "दूसरे वाले";
#: "pehle wale", "aakhri wala" (a bare "pehle" is "before", "आख़िरी" the last rate); not "doosre hafte", "दूसरी बार".
_PLACE = re.compile(_W + r"(?:the\s+(" + "|".join(_EN_ORD) + r")(?:\s+one)?|(" +
                    "|".join(_HI_ORD) + r")" + _WALA + r"?|(" + "|".join(_LASTS) + r")" + _WALA + r")" + _E +
                    r"(?!\s+(?:week|day|time|hafte|din|baar|bar|हफ़्ते|हफ्ते|दिन|बार|rate|भाव|रेट))", re.IGNORECASE)
#: "the above", "upar wala", "ऊपर वाला": the quoted goods the reply does not name.
_ABOVE = re.compile(_W + r"(?:the\s+above(?:\s+one)?|(?:upar|oopar|ऊपर)\s+(?:wala|wale|waala|वाला|वाले|का|ka|ke|के))" + _E,
                    re.IGNORECASE)


def _name(sku: str, catalogue, language: str) -> str:
    item = catalogue.by_sku(sku)
    return item.hindi if language == "hi" else item.hinglish if language == "hinglish" else item.item


def _rewritten(reply: str, skus: list[str], named: set[str], catalogue, language: str) -> str | None:
    """The reply with each place written as its goods, or None when a place cannot be counted or none is found."""
    n, used, bad = len(skus), [], []

    def names(places: list[int]) -> str:
        if any(p > n or p == 0 for p in places):
            bad.append(places)
            return ""
        picked = [skus[p - 1] if p > 0 else skus[p] for p in places]
        used.extend(picked)
        return _AND.get(language, " and ").join(_name(s, catalogue, language) for s in picked)

    out = _FIRST_N.sub(lambda m: names(list(range(1, _COUNTS[m.group(1).lower()] + 1))), reply)
    out = _PLACE.sub(lambda m: names([_ORDINALS.get((m.group(1) or m.group(2) or m.group(3)).lower(), 1)]), out)
    rest = [k + 1 for k, s in enumerate(skus) if s not in named]
    out = _ABOVE.sub(lambda m: names(rest) if rest and len(rest) < n else bad.append(m) or "", out)
    return None if bad or not used or out == reply else out


def placed_read(text, reading, read, catalogue=None):
    """``reading``, or the message read again with its places written as goods (module docstring). ``read``: text →
    Reading. Never raises. First a bare count answering a quoted "how much?" (``lang.count_answered``)."""
    reading = count_answered(text, reading, read, catalogue)
    reading = reading if reading.readable else note_told(text, reading)  # (session 49, TR: a thank-you asks nothing)
    reading = reading if reading.readable else terms_asked(text, reading)  # (session 56: "Do you deliver on Sunday?")
    reading = reading if reading.readable else order_if(text, reading)  # (session 56: "… only if before 7 am")
    reading = reading if reading.readable else count_kept_said(text, reading)  # ("aadha aata cancel, 5 packet hi")
    if not reading.readable and reading.reason_key.startswith("no_intent") and isinstance(text, str):
        reading = own_order_quoted(clean(text), quoted_context(text), reading.language) or reading  # ("Noted 👍\n> …")
    if getattr(reading, "reason_key", "") != "ambiguous_item.by_place" or not isinstance(text, str) or ">" not in text:
        return reading
    lines = text.splitlines()
    quoted = [ln for ln in lines if ln.lstrip().startswith(">")]
    reply = [k for k, ln in enumerate(lines) if not ln.lstrip().startswith(">")]
    matcher = matcher_for(catalogue)
    skus: list[str] = []
    for ln in quoted:
        found = matcher.find(ln)
        if len(found) > 1 or found and found[0].sku is None:
            return reading  # a line of two goods, or a name of two items: its place names nothing sure
        skus += [found[0].sku] if found else []
    if len(skus) < 2 or len(set(skus)) < len(skus):
        return reading
    cat = matcher.catalogue
    named = {m.sku for k in reply for m in matcher.find(lines[k])}
    new = {k: _rewritten(lines[k], skus, named, cat, reading.language) for k in reply}
    if not any(new.values()):
        return reading
    again = read("\n".join(new.get(k) or ln for k, ln in enumerate(lines)))
    if not again.readable:
        return reading
    agreed = {i.sku for i in again.intents if i.kind in ("accept", "reject", "offer")}
    if any(i.kind == "order" and i.sku in skus and i.sku not in agreed and i.sku not in named for i in again.intents):
        return reading  # "Send 12 of the first": at the quoted price or at ours? asked, not guessed
    return again
