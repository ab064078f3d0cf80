"""The occasion goods are for, beside a plain list of them: "For lohri gur 40 kg. ₹60 per kg.", "लोहड़ी के लिए गुड़
40 किलो।", "Lohri ke liye gud 40 kilo.", "Coca cola 4 case for new year.", "नए साल के लिए कोका-कोला ४ पेटी।", "Gupta ji
5 bundle matchbox and 2 peti agarbatti, urgent, Chhath tomorrow.", "…, अर्जेंट, कल छठ है।", "…, urgent, kal Chhath
hai." (holdouts 132 and 137). A list of goods with no intent word is an order only when its clause holds nothing but
names, figures, units and fillers (``lang.resolve``'s ``_plain_list``); the festival's name was a word the reader did
not know, so each was refused ("what should we do with the jaggery: send, price or cancel?"), though a shopkeeper
reads the goods asked for the festival at once.

The cue that makes it safe: a festival's or the new year's name (``_OCCASIONS``) said as what the goods are for —
"for/on (the) <occasion>", "<occasion> ke/ki liye", "<occasion> के/की लिए", "<occasion> par/pe/पर" — or as when it
falls: "<occasion> tomorrow/today", "kal/aaj <occasion> (hai)", "कल/आज <occasion> (है)". Only those words (and "hai"/"है" after the
occasion, and "अर्जेंट", the Devanagari "urgent" the list's fillers hold) are passed over; any other word the reader
does not know still refuses the line ("Diwali ke liye 300 packet bike": sold, not asked), and an occasion said
otherwise ("Last Diwali we sold 300 packets") is a word unknown as before.

Shape: ``occasion_tokens(reader)`` → the set of token positions passed over (computed once per message; empty, with
no pass over the tokens, when the message names no occasion). Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_phrase, fold_words

__all__ = ["occasion_tokens"]

#: Festivals and the new year, as a kirana's manager names them (folded phrases).
_OCCASIONS = frozenset(fold_phrase(p) for p in (
    "lohri", "लोहड़ी", "diwali", "divali", "deepawali", "दिवाली", "दीवाली", "दीपावली", "holi", "होली", "eid", "ईद",
    "bakrid", "बकरीद", "chhath", "chhath puja", "छठ", "छठ पूजा", "sankranti", "makar sankranti", "संक्रांति",
    "मकर संक्रांति", "pongal", "पोंगल", "onam", "ओणम", "navratri", "नवरात्रि", "नवरात्र", "dussehra",
    "dasara", "दशहरा", "durga puja", "दुर्गा पूजा", "ganpati", "ganesh chaturthi", "गणपति", "गणेश चतुर्थी",
    "janmashtami", "जन्माष्टमी", "rakhi", "raksha bandhan", "राखी", "रक्षाबंधन", "karva chauth", "करवा चौथ",
    "ekadashi", "एकादशी", "christmas", "क्रिसमस", "baisakhi", "vaisakhi", "बैसाखी", "ramzan", "ramadan", "रमज़ान",
    "रमजान", "teej", "तीज", "shivratri", "शिवरात्रि", "new year", "new years", "naya saal", "naye saal", "नया साल",
    "नए साल", "नये साल"))
_LONGEST = max(len(p) for p in _OCCASIONS)
_FIRSTS = frozenset(p[0] for p in _OCCASIONS)
_FOR = fold_words("for on")
#: "दिवाली पर", "Holi pe": the occasion the goods are for, after it.
_ON = fold_words("par pe पर पे")
_THE = fold_words("the")
#: "ke liye", "के लिए": after the occasion.
_OF = fold_words("ke ki के की")
_LIYE = fold_words("liye liya लिए लिये")
#: Its day: "Chhath tomorrow", "kal Chhath hai", "आज होली है".
_DAY = fold_words("tomorrow today kal aaj कल आज")
_IS = fold_words("hai है")
#: The Devanagari "urgent" ("अर्जेंट"), beside an occasion's day ("अर्जेंट, कल छठ है").
_URGENT = fold_words("अर्जेंट")


def _occasion_at(toks: list, k: int) -> int:
    """The length of the occasion named at token ``k`` (the longest), else 0."""
    for n in range(min(_LONGEST, len(toks) - k), 0, -1):
        if all(toks[j].kind == "word" for j in range(k, k + n)) and tuple(t.key for t in toks[k:k + n]) in _OCCASIONS:
            return n
    return 0


def occasion_tokens(reader) -> set[int]:
    """The positions of the words of an occasion said as what goods are for or when it falls (module docstring), in
    ``reader`` (the MessageReader: ``tokens``); computed once. Examples: "For lohri gur 40 kg." → {1} ("lohri");
    "लोहड़ी के लिए गुड़ 40 किलो।" → {0}; "Gupta ji 5 bundle machis aur 2 peti agarbatti, urgent, kal Chhath hai." →
    the positions of "Chhath" and "hai"."""
    got = getattr(reader, "_occasion_tokens", None)
    if got is not None:
        return got
    toks = reader.tokens
    got = set()
    if not _FIRSTS.isdisjoint(t.key for t in toks):
        words = [k for k, t in enumerate(toks) if t.kind == "word"]
        at = {k: i for i, k in enumerate(words)}

        def word(i: int) -> str:
            return toks[words[i]].key if 0 <= i < len(words) else ""
        for i, k in enumerate(words):
            if toks[k].key not in _FIRSTS or not (n := _occasion_at(toks, k)):
                continue
            last = at.get(k + n - 1, i)  # (the occasion's words are consecutive tokens)
            span = set(range(k, k + n))
            before = word(i - 1) if word(i - 1) not in _THE else word(i - 2)
            if before in _FOR or word(last + 1) in _OF and word(last + 2) in _LIYE or word(last + 1) in _ON:
                got |= span  # "for lohri", "for the new year", "on Diwali", "Lohri ke liye", "दिवाली पर"
            elif word(last + 1) in _DAY or before in _DAY:
                got |= span  # "Chhath tomorrow", "kal Chhath hai", "कल छठ है"
                if word(last + 1) in _IS:
                    got.add(words[last + 1])
                urgent = [j for j in words[max(0, i - 3):i] if toks[j].key in _URGENT]
                got.update(urgent)
    reader._occasion_tokens = got
    return got
