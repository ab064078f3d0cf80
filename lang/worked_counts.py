"""A count worked out from one count of goods told in the same message: "You sent 20 kg atta last Monday. This week
send double that.", "पिछली बार आपने 30 किलो चीनी भेजी थी। इस बार उससे 10 किलो ज़्यादा भेजिए।", "Monday ko aapne 6 tray
ande bheje the. Friday ko uske aadhe bhejna.", "O3 has 40 kg onions — cut that by half.", "O15 में आटे के 20 पैकेट हैं —
उसे आधा कर दो।", "Kripya hamare order O61 mein 40 kilo pyaaz ko ek chauthai kam kar dijiye" (holdouts 91, 92, 94, 104;
issue 10). ``lang.bounds`` refuses a sentence that works a count out (``ambiguous_intent.worked_out``: the reader
does no sums in its stages, and "about half of the atta", "80 kilo bhejo — aadha abhi, baaki agle hafte" must not
become a count). Where the message tells exactly one count of exactly one item, and the sentence says plainly what
to do with it — double, half, a quarter or a third of *that*, or so many more or fewer than *that* — the shopkeeper
does the sum without a second thought: 40 kg of atta ordered, 20 kg of onion cut from O3.

``worked_counts_read(text, reading, read, catalogue)`` reads such a refusal again with the sentence written as the
plain request the reader knows, in the sentence's own language ("Send 40 kg atta.", "40 किलो आटा भेज दीजिए।",
"O3 se 20 kilo pyaaz hata dijiye."), and keeps that reading only when it is the reading of the message without the
sentence plus exactly the one request worked out (an ``order`` of the goods and count; a ``cancel`` of the count
removed on the one order the message names). Otherwise the refusal stands: two counts or two items told (which one
is "that"?), a count that does not come out whole in its unit ("half of 5 trays"), a sentence that names other
goods, "half now, the rest next week", a cut with no order named, a part payment.

Kinds (``_kind``): ``order`` — a word of sending and "double/half/twice of that", "uska dugna/aadha", "उसका दुगना",
"send double this time", "10 kg more than that", "usse 10 kilo zyada", "उससे 10 किलो कम"; ``cancel`` — an order id,
and "cut/reduce that by half/a quarter/a third", "aadha kar do", "आधा कर दीजिए", "ek chauthai kam kar dijiye",
"एक चौथाई कम कीजिए" (the amount removed: half, a quarter, a third of the count).

Shape: ``worked_counts_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading. Bounded
regular expressions over the cleaned text and at most two readings again, only for a refusal with this key.
"""
from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction

from lang.clean import MAX_CHARS, clean, quoted_lines
from lang.items import matcher_for
from lang.language import normalize
from market.catalogue import load_catalogue

__all__ = ["worked_counts_read"]

_KEYS = ("ambiguous_intent.worked_out", "no_intent.nothing")
#: Refusals of the message without the sentence that say nothing else is asked in it.
_NOTHING_ELSE = ("no_intent", "empty", "no_item")
_DEVA = re.compile(r"[\u0900-\u097F]")
#: A sentence: up to . ? ! । or a line break (a decimal point inside a figure does not end it).
_SENTENCE = re.compile(r"[^.।!?\n]+(?:\.(?=\d)[^.।!?\n]*)*[.।!?]*")
_ID = re.compile(r"\bO\d{1,5}\b")
_UNITS = (r"kg|kgs|kilo|kilos|किलो|g|gm|gram|grams|ग्राम|l|ltr|litre|litres|liter|liters|लीटर|packets?|pkts?|पैकेट|"
          r"trays?|ट्रे|dozens?|darjan|दर्जन|pieces?|pcs|पीस|bottles?|बोतल|boxes|box|डिब्बे|bags?|बैग|bars?")
#: A count with its unit ("20 kg", "6 ट्रे", "10 packets"); digits only (words are read by the stages).
_COUNT = re.compile(r"(?<![\w.,])(\d{1,5})\s*(" + _UNITS + r")(?![\w])", re.IGNORECASE)

_THAT_EN = r"(?:that|it|this|the\s+same|last\s+time'?s?)"
_THAT_HL = r"(?:uska|uski|uske|usko|use|usse|usase|isse|iska|iski|iske)"
_THAT_HI = r"(?:उसका|उसकी|उसके|उसे|उसको|उससे|इसका|इसकी|इसके)"
#: "double that", "half of that", "twice that", "uska dugna", "उसकी आधी", "send double this time" → the factor.
_FACTOR_WORDS = {"double": 2, "twice": 2, "triple": 3, "half": Fraction(1, 2), "dugna": 2, "doguna": 2, "duguna": 2,
                 "dugana": 2, "tigna": 3, "tiguna": 3, "aadha": Fraction(1, 2), "aadhi": Fraction(1, 2),
                 "aadhe": Fraction(1, 2), "दुगना": 2, "दोगुना": 2, "दुगुना": 2, "तिगुना": 3, "आधा": Fraction(1, 2),
                 "आधी": Fraction(1, 2), "आधे": Fraction(1, 2)}
_FW = "|".join(sorted(_FACTOR_WORDS, key=len, reverse=True))
_OF_THAT = re.compile(r"(?:\b(?P<a>double|twice|triple|half)\s+(?:of\s+)?" + _THAT_EN + r"\b|"
                      r"\b(?P<b>double|twice)\s+(?:this\s+time|this\s+week)\b|"
                      r"\b" + _THAT_HL + r"\s+(?P<c>dugna|doguna|duguna|dugana|double|tigna|tiguna|aadha|aadhi|aadhe)\b|"
                      r"\b(?:is|iss)\s+(?:baar|bar|hafte)\s+(?P<d>dugna|doguna|duguna|double)\b|"
                      + _THAT_HI + r"\s+(?P<e>दुगना|दोगुना|दुगुना|तिगुना|आधा|आधी|आधे)|"
                      r"इस\s+(?:बार|हफ़्ते|हफ्ते)\s+(?P<f>दुगना|दोगुना|दुगुना))", re.IGNORECASE)
#: "10 kg more than that", "usse 10 kilo zyada", "उससे 10 किलो कम" → plus or minus the count.
_MORE = re.compile(r"(?:(?P<n1>\d{1,5})\s*(?P<u1>" + _UNITS + r")\s+(?P<m1>more|less|extra)\s+than\s+" + _THAT_EN +
                   r"|" + r"(?:usse|usase|isse|उससे|इससे)\s+(?P<n2>\d{1,5})\s*(?P<u2>" + _UNITS + r")\s+"
                   r"(?P<m2>zyada|jyada|zyaada|kam|ज़्यादा|ज्यादा|कम))(?![\w])", re.IGNORECASE)
#: A cut of a fraction of the count on a named order: "cut that by half", "reduce … by a quarter", "aadha kar do",
#: "आधे कर दो", "ek chauthai kam kar dijiye", "एक तिहाई कम कीजिए", "halve it".
_CUT = re.compile(r"(?:\b(?:cut|reduce|decrease)\b[^.।!?\n]{0,60}?\bby\s+(?:a\s+|one\s+)?(?P<a>half|quarter|third)\b|"
                  r"\b(?P<b>halve)\b|"
                  r"\b(?P<c>aadha|aadhe|aadhi)\s+kar\s*(?:do|dijiye|dijie|dena|dein|den)\b|"
                  r"\b(?:ek\s+)?(?P<d>chauthai|chauthaai|tihai|tihaai)\s+kam\s+kar|"
                  r"(?P<e>आधा|आधे|आधी)\s+कर\s*(?:दो|दीजिए|दीजिये|देना|दें|दीजे)|"
                  r"(?:एक\s+)?(?P<f>चौथाई|तिहाई)\s+कम\s+(?:कर|कीजिए|कीजिये))", re.IGNORECASE)
_CUT_PART = {"half": Fraction(1, 2), "halve": Fraction(1, 2), "aadha": Fraction(1, 2), "aadhe": Fraction(1, 2),
             "aadhi": Fraction(1, 2), "आधा": Fraction(1, 2), "आधे": Fraction(1, 2), "आधी": Fraction(1, 2),
             "quarter": Fraction(1, 4), "chauthai": Fraction(1, 4), "chauthaai": Fraction(1, 4),
             "चौथाई": Fraction(1, 4), "third": Fraction(1, 3), "tihai": Fraction(1, 3), "tihaai": Fraction(1, 3),
             "तिहाई": Fraction(1, 3)}
#: Words that ask goods sent (an ``order`` worked out needs one in its sentence).
_SEND = re.compile(r"\b(?:send|sending|dispatch|deliver|order|bhej\w*|bhijwa\w*|mangwa\w*)\b|भेज|भिजवा|मँगवा|मंगवा",
                   re.IGNORECASE)
#: Words that take the sentence elsewhere: a part now and the rest later, a payment, a price named, a condition.
_AWAY = re.compile(r"\b(?:rest|baaki|baki|abhi|now|paid|pay|payment|if|agar|instead|jagah)\b|"
                   r"बाक़ी|बाकी|अभी|भुगतान|अगर|जगह|₹|%", re.IGNORECASE)


def _language(sentence: str, language: str) -> str:
    """hi when the sentence is in Devanagari, else the message's language (hinglish or en)."""
    return "hi" if _DEVA.search(sentence) else ("hinglish" if language == "hinglish" else "en")


def _plain(kind: str, lang: str, n: int, unit: str, name: str, ident: str | None) -> str:
    """The request worked out, as the reader knows it, in ``lang`` (the unit as the message wrote it)."""
    if kind == "order":
        return {"hi": f"{n} {unit} {name} भेज दीजिए।", "hinglish": f"{n} {unit} {name} bhej dijiye.",
                "en": f"Send {n} {unit} {name}."}[lang]
    return {"hi": f"{ident} से {n} {unit} {name} हटा दीजिए।", "hinglish": f"{ident} se {n} {unit} {name} hata dijiye.",
            "en": f"Remove {n} {unit} {name} from {ident}."}[lang]


def _kind(sentence: str) -> tuple[str, object] | None:
    """("order", factor or (sign, count, unit)) or ("cancel", part) for a sentence that works a count out; else None."""
    cut = list(_CUT.finditer(sentence))
    factor = list(_OF_THAT.finditer(sentence))
    more = list(_MORE.finditer(sentence))
    factor = [f for f in factor if not any(c.start() < f.end() and f.start() < c.end() for c in cut)]  # ("usko
    # aadha kar do": the cut)
    if len(cut) + len(factor) + len(more) != 1:
        return None
    if cut:
        word = next(v for v in cut[0].groupdict().values() if v)
        return "cancel", _CUT_PART[word.lower()]
    if not _SEND.search(sentence):
        return None  # ("double it", "uska aadha" with no word of sending: not said what to do)
    if factor:
        word = next(v for v in factor[0].groupdict().values() if v)
        return "order", Fraction(_FACTOR_WORDS.get(word.lower(), 2 if word.lower() == "double" else 0))
    m = more[0]
    n, unit, how = (m.group("n1"), m.group("u1"), m.group("m1")) if m.group("n1") else (
        m.group("n2"), m.group("u2"), m.group("m2"))
    sign = -1 if how.lower() in ("less", "kam", "कम") else 1
    return "order", (sign, int(n), unit, m.span())


def _told(message: str, skip: tuple[int, int] | None) -> list[tuple[int, str, int]]:
    """The counts with a unit in ``message`` as (count, unit as written, offset), but the one in ``skip`` (the span of
    "10 kg more than that")."""
    return [(int(m.group(1)), m.group(2), m.start()) for m in _COUNT.finditer(message)
            if skip is None or not (skip[0] <= m.start() < skip[1])]


def _same_unit(a: str, b: str) -> bool:
    """Whether two unit words as written are one unit ("kg"/"kilo", "packet"/"packets")."""
    from lang.units import UNIT_WORDS
    fa, fb = normalize(a).lower(), normalize(b).lower()
    return fa == fb or UNIT_WORDS.get(fa, fa) == UNIT_WORDS.get(fb, fb)


def _reference(counts: list[tuple[int, str, int]], part: Fraction | None) -> tuple[int, str, int] | None:
    """The one count told (count, unit, offset): every count the same ("10 पैकेट" said twice), or, for a cut, the count and what it is cut
    to ("40 kilo se 20 kilo" for half); else None."""
    if not counts:
        return None
    first = counts[0]
    if all(c[0] == first[0] and _same_unit(c[1], first[1]) for c in counts):
        return first[0], first[1], first[2]
    if part is not None and len(counts) == 2 and _same_unit(counts[0][1], counts[1][1]):
        big, small = max(counts[0][0], counts[1][0]), min(counts[0][0], counts[1][0])
        if big * (1 - part) == small:
            return (big, *(counts[0][1:] if counts[0][0] == big else counts[1][1:]))
    return None


def _spliced(message: str, cuts: list[tuple[int, int, str]]) -> str:
    """``message`` with each span (start, end) replaced by its text, the spans in order and apart."""
    out, at = [], 0
    for a, b, new in sorted(cuts):
        out += [message[at:a], new]
        at = b
    return "".join(out) + message[at:]


def worked_counts_read(text, reading, read, catalogue=None):
    """``reading``, or the message read again with its worked-out sentence written as the request it works out
    (module docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") not in _KEYS or not isinstance(text, str) \
            or len(text) > MAX_CHARS:
        return reading
    message = clean(text)
    sentences = [s for s in _SENTENCE.finditer(message) if s.group().strip()]
    worked = [(s, k) for s in sentences if (k := _kind(s.group())) is not None]
    if len(worked) != 1:
        return reading
    here, (kind, how) = worked[0]
    sentence = here.group()
    if _AWAY.search(sentence):
        return reading
    skip = None
    if kind == "order" and isinstance(how, tuple):
        skip = (here.start() + how[3][0], here.start() + how[3][1])
    counts = _told(message, skip)
    source = message
    matcher = matcher_for(catalogue)
    if not counts and kind == "order":  # "Send double this time." under "> Delivered 10 kg jaggery yesterday."
        source = quoted_lines(text)[0]
        counts = _told(source, None)
    ref = _reference(counts, how if kind == "cancel" else None)
    skus = {m.sku for m in matcher.find(source)}
    if ref is None or len(skus) != 1 or None in skus:
        return reading
    if source is not message and matcher.find(message):
        return reading  # (goods named in the reply itself: "that" may be them)
    sku = next(iter(skus))
    ids = set(_ID.findall(message))
    count, unit, at = ref
    if kind == "cancel":
        if len(ids) != 1:
            return reading
        n = count * how
    elif ids:
        return reading  # (an order named: "double it" may add to it or replace it)
    elif isinstance(how, tuple):
        n = count + how[0] * how[1]
        if not _same_unit(how[2], unit):
            return reading
    else:
        n = count * how
    n = Fraction(n)
    if n <= 0 or n.denominator != 1:
        return reading  # ("half of 5 trays": no whole count)
    n = int(n)
    item = (catalogue if catalogue is not None else load_catalogue()).by_sku(sku)
    if item is None:
        return reading
    lang = _language(sentence, reading.language)
    name = {"hi": item.hindi, "hinglish": item.hinglish, "en": item.item}[lang]
    ident = next(iter(ids)) if ids else None
    line = _plain(kind, lang, n, unit, name, ident)
    told = [t for t in sentences if source is message and t.start() <= at < t.end() and t is not here]
    if told and not _ID.search(told[0].group()) and "₹" not in told[0].group() and not read(told[0].group()).readable:
        cut = [(told[0].start(), told[0].end(), ""), (here.start(), here.end(), line + " ")]  # the count told, with no
    else:  # request of its own ("On Monday you sent 6 trays of eggs."), goes with the sentence that works from it
        cut = [(here.start(), here.end(), line + " ")]
    without = read(_spliced(message, [(a, b, "") for a, b, _ in cut]))
    again = read(_spliced(message, cut))
    if not again.readable:
        return reading
    if not without.readable and not getattr(without, "reason_key", "").startswith(_NOTHING_ELSE):
        return reading  # (something else in the message refused: it stays refused)
    alone = read(line)
    if not alone.readable or len(alone.intents) != 1:
        return reading
    want = Counter(i.model_copy(update={"note": ""}) for i in [*(without.intents if without.readable else ()),
                                                                *alone.intents])
    got = Counter(i.model_copy(update={"note": ""}) for i in again.intents)
    return again if got == want else reading
