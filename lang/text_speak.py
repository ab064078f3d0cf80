"""Words written the way chat is typed — without vowels or one letter off — spelled out before reading (part of
stage 1, ``lang.before_reading``).

Breaker W (holdout85) wrote as shopkeepers type on a phone: "pls cncl O12", "O12 cncl krdo plz", "pls snd bill 4
O17", "B14 amt wrng pls chk", "B14 me amt glt h chk kro", "nt intrstd in moong @105", "chwl 2/- kilo km kro", "thik h
✅", "refined 15ltr kl tk, sarson nhi", "O16 me ande 4trays ki jgh 2trays hi", "50kgatta + 48pkt maggi kl bhjna", and
in Devanagari "चन दाल 5 किलो + गुड 3 किलो भजो"; breaker T (holdout111) glued count, unit and goods: "pls send 5kgrice
2kgsugar", "5किलोचावल 2किलोचीनी भेजो". Each was refused for a word the reader did not know. A shopkeeper
reads each as the word it stands for; so does ``spelled_out``: every word of ``SPELLED_OUT`` (whole words, any case)
becomes its full form, and "h" and "km" only in the phrases where they cannot be anything else ("thik h", "glt h";
"km kro", "km kr do": "5 km" stays a distance).

Only words that stand for one word are listed ("4" is "for" only right before an order or bill id, "pls snd bill 4
O17"; no "2" for "to"); goods' names written so
are ``lang.regional_names``'s. Linear: one scan of the text with one compiled pattern, and none when no listed word
can be there.

Shape: ``spelled_out(text) -> str``.
"""
from __future__ import annotations

import re

from lang.case_hints import may_hold

__all__ = ["SPELLED_OUT", "spelled_out"]

#: Chat spelling -> the word the reader knows (holdout85, breaker W).
SPELLED_OUT = {
    "cncl": "cancel", "cncel": "cancel", "krdo": "kar do", "kro": "karo", "krna": "karna", "snd": "send",
    "wrng": "wrong", "chk": "check", "amt": "amount", "glt": "galat", "nt": "not", "intrstd": "interested",
    "totl": "total", "jgh": "jagah", "nhi": "nahi", "bhjo": "bhejo", "bhjna": "bhejna", "bhj": "bhej",
    "भजो": "भेजो", "भजना": "भेजना", "जलदी": "जल्दी",
}
_WORD = r"(?<![\w\u0900-\u097f])(?:{})(?![\w\u0900-\u097f])"
_ANY = re.compile(_WORD.format("|".join(sorted(map(re.escape, SPELLED_OUT), key=len, reverse=True))), re.IGNORECASE)
_H = re.compile(r"(?i)(?<![\w\u0900-\u097f])(thik|theek|glt|galat|sahi|nhi|nahi|ok)\s+h(?![\w\u0900-\u097f])")
_ANY_WORDS = tuple(sorted({w.lower() for w in SPELLED_OUT}))
_H_WORDS = ("thik", "theek", "glt", "galat", "sahi", "nhi", "nahi", "ok")  # (``_H``'s words)
#: "4" for "for" only right before an order or bill id ("pls snd bill 4 O17": "bill 4" had been bill B4).
_FOR = re.compile(r"(?<![\w.,/₹])4(?=\s+[OoBb]-?\d)")
_KM = re.compile(r"(?i)(?<![\w\u0900-\u097f])km(?=\s+(?:kro|karo|kr|kar|krdo|kardo)(?![\w\u0900-\u097f]))")


#: A count, its unit and the goods typed as one word ("5kgrice 2kgsugar", "5किलोचावल", "50kgatta"): split apart when
#: what follows the unit is an item's name (``lang.items``), so "5kgs" or "10ltrs" stay as they are.
_GLUED = re.compile(r"(?<![\w.])(\d{1,6}(?:\.\d{1,3})?)(kgs|kg|kilo|gms|gm|ltrs|ltr|pkts|pkt|किलो|लीटर|पैकेट)"
                    r"([a-zA-Z\u0900-\u097f]{3,30})")


def _unglued(m: re.Match) -> str:
    from lang.items import matcher_for  # (lazily: lang.items is built after the passes before reading)
    unit, rest = m.group(2), m.group(3)
    for unit, rest in ((unit, rest), (unit[:-1], "s" + rest)) if unit.endswith("s") else ((unit, rest),):
        found = matcher_for().find(rest)  # ("2kgsugar": "kgs" + "ugar" names nothing, "kg" + "sugar" does)
        if found and found[0].start == 0 and found[0].sku:
            return f"{m.group(1)}{unit} {rest}"
    return m.group(0)


def spelled_out(text: str) -> str:
    """``text`` with its chat spellings written out (module docstring); unchanged when it has none. Never raises.

    >>> spelled_out("O12 cncl krdo plz"), spelled_out("thik h, 5 km door hai"), spelled_out("chwl 2/- kilo km kro")
    ('O12 cancel kar do plz', 'thik hai, 5 km door hai', 'chwl 2/- kilo kam karo')
    >>> spelled_out("pls send 5kgrice 2kgsugar"), spelled_out("5किलोचावल भेजो"), spelled_out("10kgs please")
    ('pls send 5kg rice 2kg sugar', '5किलो चावल भेजो', '10kgs please')
    >>> spelled_out("pls snd bill 4 O17"), spelled_out("4 kg rice for O17, 4 packets")
    ('pls send bill for O17', '4 kg rice for O17, 4 packets')
    """
    if not isinstance(text, str):
        return text
    out = _ANY.sub(lambda m: SPELLED_OUT[m.group(0).lower()] if m.group(0).lower() in SPELLED_OUT
                   else SPELLED_OUT.get(m.group(0), m.group(0)), text) if may_hold(text, _ANY_WORDS) else text
    out = _H.sub(lambda m: m.group(1) + " hai", out) if may_hold(out, _H_WORDS) else out  # (lang.case_hints: each
    out = _GLUED.sub(_unglued, out) if any(map(str.isdigit, out)) else out  # case-blind search only where it can)
    out = _KM.sub("kam", out) if may_hold(out, ("km",)) else out
    return _FOR.sub("for", out) if "4" in out else out
