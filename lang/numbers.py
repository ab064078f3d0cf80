"""Numbers in text: digits in both scripts and Hindi and English number words.

``find_numbers(text)`` returns every number it can read, as ``NumberSpan``s
with character offsets into ``lang.language.normalize(text)`` (the same
offsets as ``text`` for ordinary text) and an exact ``Decimal`` value:

- digits, Devanagari digits (५०० → 500), Indian grouping (1,20,000) and
  western grouping (120,000), decimals (38.50);
- number words, Hindi in Roman and Devanagari (ek … das, gyarah … nabbe, sau,
  hazaar, lakh, crore; एक … सौ, हज़ार, लाख, करोड़) and English (one … ninety,
  hundred, thousand), in compounds ("do hazaar paanch sau" 2,500, "ek sau
  bees" 120, "1.5 lakh" 1,50,000, "2 lakh 50 hazaar");
- the Hindi fractions: dedh 1.5, dhai 2.5, aadha 0.5, pauna 0.75, and the
  quarter words, which move the number after them by a quarter of its unit:
  sawa X = X + ¼ (sawa sau 125, sawa do 2.25, sawa kilo 1.25), paune X = X − ¼
  (paune do 1.75, paune sau 75, paune kilo 0.75), saade X = X + ½ (saade teen
  3.5, saade teen sau 350). (For X = 1 or a bare "sau"/"hazaar" this is the
  ×1.25 / ×0.75 of READING.md.)

What is never a number: digits in exponent notation (1e309), more than 15
digits (10**400 written out), digits glued to letters before them (B12, O3
are ids, not numbers) or to an ordinal suffix (2nd), dates such as
12.03.2025, and values above 10^15. None of these raise; they are skipped.

A single number word may also be an ordinary word ("do" is two and give,
"teen" is three and a teenager, "saath" is sixty and with): ``NumberSpan.words``
and ``NumberSpan.tokens`` let the reader accept such a word only next to a
unit, a price or an item.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from lang.language import Token, fold, is_devanagari, normalize, tokenize

__all__ = ["NumberSpan", "find_numbers", "numbers_in_tokens", "parse_number", "parse_digits",
           "NUMBER_WORDS", "MULTIPLIERS", "AMBIGUOUS_WORDS"]

MAX_VALUE = Decimal(10) ** 15
_MAX_DIGITS = 15

from lang.number_words import (ALL_DEVANAGARI, ALL_ROMAN, AMBIGUOUS_WORDS, ENGLISH_KEYS,  # noqa: F401
                               FRACTION_DEVANAGARI, FRACTION_ROMAN, MULTIPLIER_DEVANAGARI, MULTIPLIER_ROMAN,
                               MULTIPLIERS, NUMBER_WORDS, PREFIX_DEVANAGARI, PREFIX_ROMAN, SMALL_DEVANAGARI,
                               SMALL_ROMAN, lookup_word)


@dataclass(frozen=True, slots=True)
class NumberSpan:
    """A number found in text: offsets into the normalised text, value, and how it was written."""
    start: int
    end: int
    value: Decimal
    words: bool = False  # at least partly spelled in words
    tokens: int = 1  # how many word/number tokens it spans
    first: int = 0  # index of its first token
    last: int = 0  # index just past its last token

    ambiguous: bool = False  # one number word that is also an everyday word ("do", "saath")

    @property
    def single_word(self) -> bool:
        """One number word alone (e.g. "do", "chalees")."""
        return self.words and self.tokens == 1


_GROUPED = re.compile(r"^(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,2}(?:,[0-9]{2})+,[0-9]{3})(?:\.[0-9]+)?$")
_PLAIN = re.compile(r"^[0-9]+(?:\.[0-9]+)?$")
_ORDINAL = {"st", "nd", "rd", "th"}
_DEVA_DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")
_ID_PREFIX_OK = {"rs", "inr", "x", "rp", "re"}


def parse_digits(s: str) -> Decimal | None:
    """The value of one digit string ("1,20,000", "38.50", "५००"), or None (bad grouping, 1e309, too long)."""
    if not s.isascii():
        s = s.translate(_DEVA_DIGITS)
    if not (_PLAIN.match(s) or _GROUPED.match(s)):
        return None
    whole = s.split(".")[0].replace(",", "").lstrip("0")
    if len(whole) > _MAX_DIGITS:
        return None
    value = Decimal(s.replace(",", ""))
    return value if value <= MAX_VALUE else None


def _digit_value(tokens: list[Token], j: int) -> Decimal | None:
    tok = tokens[j]
    if tok.kind != "num":
        return None
    prev = tokens[j - 1] if j > 0 else None
    if prev is not None and prev.end == tok.start and prev.kind == "word" and prev.text.lower() not in _ID_PREFIX_OK:
        return None  # B12, O3, abc123: an id, not a number
    if prev is not None and prev.end == tok.start and prev.kind == "num":
        return None
    nxt = tokens[j + 1] if j + 1 < len(tokens) else None
    if nxt is not None and nxt.start == tok.end and nxt.kind == "word" and nxt.text.lower() in _ORDINAL:
        return None
    return parse_digits(tok.text)


def _get(tokens: list[Token], j: int, roman: dict[str, Decimal], deva: dict[str, Decimal]) -> Decimal | None:
    return lookup_word(tokens[j], roman, deva) if 0 <= j < len(tokens) else None


def _small(tokens: list[Token], j: int) -> Decimal | None:
    v = _get(tokens, j, SMALL_ROMAN, SMALL_DEVANAGARI)
    return v if v is not None else _get(tokens, j, FRACTION_ROMAN, FRACTION_DEVANAGARI)


def _is_english(tokens: list[Token], j: int) -> bool:
    return 0 <= j < len(tokens) and not tokens[j].deva and tokens[j].key in ENGLISH_KEYS


def _parse_at(tokens: list[Token], i: int) -> tuple[Decimal, int, bool] | None:
    """The number starting at token i: (value, index past it, spelled in words), or None."""
    n = len(tokens)
    total = Decimal(0)
    current = Decimal(0)
    state = "start"  # start | coef | hund | hund_small
    last_big = None
    words = False
    english_tens = False
    j = i
    consumed_any = False
    while j < n:
        prefix = _get(tokens, j, PREFIX_ROMAN, PREFIX_DEVANAGARI)
        if prefix is not None and state == "start":
            delta = prefix
            k = j + 1
            nv = _small(tokens, k)
            nd = _digit_value(tokens, k) if k < n and tokens[k].kind == "num" else None
            if nv is not None and nv >= 1:
                current = nv + delta
                j = k + 1
            elif nd is not None and nd >= 1:
                current = nd + delta
                j = k + 1
            elif _get(tokens, k, MULTIPLIER_ROMAN, MULTIPLIER_DEVANAGARI) is not None:
                current = 1 + delta
                j = k
            elif delta != Decimal("0.5"):
                current = 1 + delta
                j = k
            else:
                break
            state, words, consumed_any = "coef", True, True
            continue
        value = _small(tokens, j)
        if value is not None:
            if state in ("start", "hund"):
                current += value
                state = "coef" if state == "start" else "hund_small"
                english_tens = _is_english(tokens, j) and value >= 20 and value % 10 == 0
            elif english_tens and _is_english(tokens, j) and 0 < value < 10 and value == int(value):
                current += value
                english_tens = False
            else:
                break
            words, consumed_any = True, True
            j += 1
            if j < n and tokens[j].kind == "sym" and tokens[j].text == "-" and english_tens:
                if _is_english(tokens, j + 1):
                    j += 1
            continue
        if tokens[j].kind == "num" and state == "start":
            value = _digit_value(tokens, j)
            if value is None:
                break
            if consumed_any:  # digits after "lakh"/"hazaar" only when a multiplier follows them
                if _get(tokens, j + 1, MULTIPLIER_ROMAN, MULTIPLIER_DEVANAGARI) is None:
                    break
            current = value
            state = "coef"
            consumed_any = True
            j += 1
            continue
        m = _get(tokens, j, MULTIPLIER_ROMAN, MULTIPLIER_DEVANAGARI)
        if m is not None:
            if m == 100:
                if state not in ("start", "coef"):
                    break
                current = (current if state == "coef" else Decimal(1)) * 100
                state = "hund"
            else:
                if last_big is not None and m >= last_big:
                    break
                total += (current if state != "start" else Decimal(1)) * m
                current = Decimal(0)
                state = "start"
                last_big = m
            words, consumed_any = True, True
            j += 1
            continue
        # "5k": a k glued to digits is a thousand
        if tokens[j].kind == "word" and tokens[j].key == "k" and state == "coef" and j > i \
                and tokens[j - 1].kind == "num" \
                and tokens[j - 1].end == tokens[j].start and (last_big is None or last_big > 1000):
            total += current * 1000
            current = Decimal(0)
            state = "start"
            last_big = Decimal(1000)
            j += 1
            continue
        break
    if not consumed_any:
        return None
    value = total + current
    if value > MAX_VALUE:
        return None
    return value, j, words


_WHOLE_EN = {fold(w): Decimal(i + 1) for i, w in enumerate("one two three four five six seven eight nine ten".split())}


def _half_a(tokens: list[Token], i: int) -> tuple[Decimal, int] | None:
    """English halves and quarters: "half a" (0.5), "one and a half" (1.5), "2 and a half" (2.5), "one and a quarter"
    (1.25), "one and three-quarter(s)" (1.75)."""
    keys = [t.key if t.kind == "word" else t.text for t in tokens[i:i + 4]]
    if len(keys) >= 2 and keys[0] == "half" and keys[1] in ("a", "an"):
        return _times_after(tokens, Decimal("0.5"), i + 2)
    keys = [t.key if t.kind == "word" else t.text for t in tokens[i:i + 5]]
    part = next(((v, len(p)) for p, v in _AND_PARTS if keys[1:1 + len(p)] == list(p)), None)
    if part is not None:  # "one and a half", "one and a quarter", "one and three-quarter" (breaker AD: 1¾ had been 3)
        tok = tokens[i]
        whole = _WHOLE_EN.get(tok.key) if tok.kind == "word" else (
            parse_digits(tok.text) if tok.kind == "num" and tok.text.isdigit() else None)
        if whole is not None:
            return _times_after(tokens, whole + part[0], i + 1 + part[1])
    return None


#: What "and …" adds after a whole number ("one and a half" 1.5, "and a quarter" .25, "and three-quarters" .75).
_AND_PARTS = tuple(((tuple(w if w == "-" else fold(w) for w in p.split()), Decimal(v)) for p, v in (
    ("and a half", "0.5"), ("and a quarter", "0.25"), ("and three - quarter", "0.75"), ("and three - quarters", "0.75"),
    ("and three quarter", "0.75"), ("and three quarters", "0.75"))))


def _times_after(tokens: list[Token], value: Decimal, j: int) -> tuple[Decimal, int]:
    """``value`` times a multiplier word at token ``j`` ("two and a half thousand" 2,500, "half a thousand" 500,
    breaker O: read 2.5 and 1,000), else ``value`` as it is."""
    if j < len(tokens) and tokens[j].kind == "word" and not tokens[j].deva and tokens[j].key in MULTIPLIER_ROMAN:
        return value * MULTIPLIER_ROMAN[tokens[j].key], j + 1
    return value, j


def _may_continue(tok: Token) -> bool:
    """A token that may carry a number on (a number word, a multiplier, "k"): digits before it need the parser."""
    return tok.kind == "word" and ((tok.text in ALL_DEVANAGARI) if tok.deva else (tok.key in ALL_ROMAN or tok.key == "k"))


def numbers_in_tokens(tokens: list[Token]) -> list[NumberSpan]:
    """Every number in a token list, left to right, longest first (see ``find_numbers``)."""
    out: list[NumberSpan] = []
    i, n = 0, len(tokens)
    while i < n:
        tok = tokens[i]
        half = _half_a(tokens, i) if tok.key == "half" or (
            i + 1 < n and tokens[i + 1].key == "and" and (tok.kind == "num" or tok.key in _WHOLE_EN)) else None
        if half is not None:  # "half a dozen", "one and a half", "dedh" in English
            value, j = half
            out.append(NumberSpan(tok.start, tokens[j - 1].end, value, True, j - i, i, j))
            i = j
            continue
        if tok.kind == "num" and (i + 1 >= n or not _may_continue(tokens[i + 1])):  # plain digits: the common case
            value = _digit_value(tokens, i)
            if value is not None:
                value = value.to_integral_value() if value == value.to_integral_value() else value.normalize()
                out.append(NumberSpan(tok.start, tok.end, value, False, 1, i, i + 1, False))
            i += 1
            continue
        if tok.kind == "num" or (tok.kind == "word" and ((tok.text in ALL_DEVANAGARI) if tok.deva else (tok.key in ALL_ROMAN))):
            parsed = _parse_at(tokens, i)
            if parsed is not None:
                value, j, words = parsed
                count = sum(1 for t in tokens[i:j] if t.kind in ("word", "num"))
                value = value.to_integral_value() if value == value.to_integral_value() else value.normalize()
                ambiguous = count == 1 and words and (tok.text if tok.deva else tok.key) in AMBIGUOUS_WORDS
                if ambiguous and tok.key in _WITH and i and tokens[i - 1].key in _OF_WITH:
                    i = j  # "maal ke saath paav bhar haldi": with, not sixty (60 paav had been ordered: breaker AU)
                    continue
                out.append(NumberSpan(tok.start, tokens[j - 1].end, value, words, count, i, j, ambiguous))
                i = j
                continue
        i += 1
    return _hundreds_said_short(tokens, out) if len(out) > 1 else out


#: "saath" (sixty, and with) after "ke", "ki", "के", "की": always "with".
_WITH = frozenset(fold(w) for w in "saath sath साथ".split())
_OF_WITH = frozenset(fold(w) for w in "ke ki के की".split())


#: Words that may follow "two fifty" said as ₹250 (the end of the amount): none, or one of these (not "two twenty
#: kg packets", two packets of 20 kg).
_AFTER_SHORT = frozenset(fold(w) for w in "rupees rupaye rs only in a per for madam sir ji please hai total ho hua hue "
                         "hain gaya gaye dena dijiye de do".split())


#: Words after "one twenty" that keep it two numbers or a time: sizes ("two twenty kg packets": two packets of 20 kg)
#: and times ("one thirty pm").
_NOT_GOODS = frozenset(fold(w) for w in "kg kgs kilo kilos kilogram g gm gms gram grams ml litre litres liter liters "
                       "ltr ltrs l quintal quintals ton tons tonne pm am baje oclock hrs hours minutes mins".split())


def _goods_after(tokens: list[Token], a: NumberSpan, k: int) -> bool:
    """A count said the Indian way before goods or a packing word: "one twenty five maggi" (125; holdout168
    en-s2020 had ordered 25), "one fifty packets biscuits" — a word ``one`` … ``nine`` first and an English word
    at ``k`` that is no size or time (session 49, RA)."""
    return a.tokens == 1 and a.value < 10 and tokens[k].kind == "word" and not tokens[k].deva and \
        tokens[k].key not in _NOT_GOODS


def _hundreds_said_short(tokens: list[Token], spans: list[NumberSpan]) -> list[NumberSpan]:
    """English amounts said the Indian way, hundreds left out: "two fifty" (250), "one eighty-five" (185), "three
    twenty" (320), "twelve fifty" (1,250), "twenty-two fifty" (2,250; breaker O: read 12 and 22) — a word one …
    ninety-nine right before a word 10 … 99, with nothing after them but the end, a mark or
    one of ``_AFTER_SHORT``. One pass over the spans."""
    out: list[NumberSpan] = []
    k = 0
    while k < len(spans):
        a = spans[k]
        b = spans[k + 1] if k + 1 < len(spans) else None
        if b is not None and a.words and b.words and b.last > b.first and b.first == a.last and (
                a.tokens == 1 and tokens[a.first].key in _WHOLE_EN and a.value < 10 or 10 <= a.value < 100 and all(
                    t.kind != "word" or not t.deva and t.key in ENGLISH_KEYS for t in tokens[a.first:a.last])) and \
                10 <= b.value < 100 and \
                all(t.kind == "word" and not t.deva for t in tokens[b.first:b.last] if t.kind != "sym") and (
                b.last >= len(tokens) or tokens[b.last].kind != "word" or tokens[b.last].key in _AFTER_SHORT
                or _goods_after(tokens, a, b.last)):
            out.append(NumberSpan(a.start, b.end, a.value * 100 + b.value, True, a.tokens + b.tokens, a.first, b.last))
            k += 2
            continue
        out.append(a)
        k += 1
    return out


#: Hindi words for a sack, a case and a dozen, in Roman: after one a Hindi number word counts ("hum teen bori le
#: lenge") though the message reads as English (holdout170 hl-u2034 had dropped the three sacks; session 49, RA).
_HINDI_UNITS = frozenset(fold(w) for w in "bori bora boriya boriyan boriyaan peti petiyan petiyaan darjan".split())


def hindi_counted(word: str, following: str) -> bool:
    """Whether the ambiguous number word (key) ``word`` counts the word ``following``: a Hindi unit word, and the
    number not "do" (English "Can you do bori of sugar at 40?")."""
    return following in _HINDI_UNITS and word != "do"


def find_numbers(text: str) -> list[NumberSpan]:
    """Every number in ``text`` (offsets into ``normalize(text)``), left to right.

    >>> [str(s.value) for s in find_numbers("do hazaar paanch sau, ढाई सौ and 1,20,000")]
    ['2500', '250', '120000']
    """
    if not isinstance(text, str):
        return []
    return numbers_in_tokens(tokenize(normalize(text)))


def parse_number(text: str) -> Decimal | None:
    """The value of a text that is exactly one number ("paune do", "1.5 lakh"), else None."""
    if not isinstance(text, str):
        return None
    tokens = [t for t in tokenize(normalize(text)) if t.kind != "nl"]
    spans = numbers_in_tokens(tokens)
    if len(spans) == 1 and spans[0].first == 0 and spans[0].last == len(tokens):
        return spans[0].value
    return None
