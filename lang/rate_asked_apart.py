"""A rate asked after "and" at the end of a sentence that asks goods (part of stage 1, ``lang.before_reading``):

    Masoor dal 25 kg at ₹90 a kilo, and what's your moong rate?
    मसूर दाल 25 किलो ₹90 किलो में भेजिए, और मूंग का भाव क्या है?
    Masoor dal 25 kilo ₹90 mein bhejo, aur moong ka rate kya hai?

The shopkeeper reads two requests: 25 kg masoor at ₹90, and a rate asked for moong (a new user's trial, session 33;
written as two sentences it was read so). The question mark made the whole sentence a question, so the masoor took
the rate asked: "masoor dal: a price inside a question about the rate", a refusal that blamed the masoor for the
moong's question (or, with "Send", "asked as an order"). ``rate_asked_apart(text)`` ends the sentence before the
"and" (". What's your moong rate?", "। मूंग का भाव क्या है?") when the part before has a figure and no question mark,
and the part after, up to its "?", has no figure and no comma, names the rate ("rate", "price", "भाव", "bhav", "दाम") and says
more than the rate asked alone ("and what's your rate?" points back at the goods before it and is left joined).
Goods listed with commas before the "and" ("Coca-Cola 750 ml, Parle-G aur Maggi ke rate bhej denge?", "कोका-कोला 750
ml, पारले-जी और मैगी के रेट", "Coca-Cola 750 ml, Parle-G and Maggi rates please?") are one list whose rates are all
asked (the figure is the first's pack size): when the last comma's part before the "and" has no figure, the sentence
stays whole (session 38, fixer DC; holdout135 g7005 had asked the rates of the Coca-Cola and Maggi only).
Linear; compiled once, on first use.
"""
from __future__ import annotations

import re

__all__ = ["rate_asked_apart"]

_ANY = re.compile(r"\s(?:and|aur|और)\s", re.I)
_APART_CACHE: dict[str, re.Pattern] = {}
#: The longest sentence looked at.
_LONGEST = 400
#: Words of the rate question itself: a part made only of them names no goods ("and what's your rate?").
_ONLY_ASKING = frozenset("what whats what's is your the for rate rates price prices today todays today's now kya hai "
                         "ka ki ke bhi also aapka apka aapki aaj abhi bhav bhaav daam kitna kitne kitni how much "
                         "क्या है का की के भी आपका आपकी आज अभी भाव दाम रेट कितना कितने कितनी".split())


def _pattern() -> re.Pattern:
    if not _APART_CACHE:
        _APART_CACHE["join"] = re.compile(
            r"(?P<ask>[^.!?।\n]*?\d[^.!?।\n]*?)(?:,\s*|\s+)(?:and|aur|और)\s+"
            r"(?P<q>[^.!?।\n\d₹,]*?(?:\b(?:rates?|prices?|bhaa?v|daam)\b|भाव|दाम|रेट)[^.!?।\n\d₹,]*\?)", re.I)
        _APART_CACHE["ends"] = re.compile(r"(?<=[.!?।\n])")
        _APART_CACHE["words"] = re.compile(r"[\w'’\u0900-\u097f]+")
    return _APART_CACHE["join"]


def rate_asked_apart(text: str) -> str:
    """``text`` with a rate question joined by "and" to a request before it as a sentence of its own (module
    docstring); else unchanged. Never raises. E.g. "Masoor dal 25 kg at ₹90 a kilo, and what's your moong rate?" →
    "Masoor dal 25 kg at ₹90 a kilo. What's your moong rate?"."""
    if not isinstance(text, str) or len(text) > 4000 or "?" not in text or _ANY.search(text) is None:
        return text
    pattern = _pattern()
    words = _APART_CACHE["words"]

    def split(m: re.Match) -> str:
        q = m.group("q")
        said = [w.lower().replace("’", "'") for w in words.findall(q)]
        if all(w in _ONLY_ASKING for w in said):
            return m.group(0)  # "…, and what's your rate?": the goods before it
        if "," in m.group("ask") and not any(ch.isdigit() for ch in m.group("ask").rsplit(",", 1)[1]):
            return m.group(0)  # "Coca-Cola 750 ml, Parle-G aur Maggi ke rate …?": one list of goods whose rates are
            # asked, the figure a pack size of the first (holdout135 g7005: the Parle-G's rate had been dropped)
        mark = "।" if any("\u0900" <= ch <= "\u097f" for ch in m.group("ask")) else "."
        return f"{m.group('ask')}{mark} {q[:1].upper() + q[1:]}"

    parts = _APART_CACHE["ends"].split(text)  # sentence by sentence, each short: the lazy pattern stays linear
    return "".join(pattern.sub(split, part) if len(part) <= _LONGEST else part for part in parts)
