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

_SMALL_TABLE = """
0 zero shunya sunya शून्य
1 ek one एक
2 do two दो
3 teen tin three तीन
4 char chaar four चार
5 paanch panch paach paanch five पाँच पांच पाच
6 chhah chhe chah che chhah chheh chhe six छह छः छे छै
7 saat sat seven सात
8 aath ath eight आठ
9 nau nau nine नौ
10 das dus ten दस
11 gyarah gyaarah gyara giyarah eleven ग्यारह
12 barah baarah bara baara twelve बारह
13 terah tera thirteen तेरह
14 chaudah chauda fourteen चौदह
15 pandrah pandra fifteen पंद्रह पन्द्रह
16 solah sola sixteen सोलह
17 satrah satra seventeen सत्रह
18 atharah athara athaarah attharah eighteen अठारह
19 unnees unnis unees unis nineteen उन्नीस
20 bees bis twenty बीस
21 ikkees ikkis इक्कीस
22 baees bais baais बाईस
23 teees teis teyis तेईस
24 chaubees chaubis चौबीस
25 pachchees pachees pachis pachchis पच्चीस
26 chhabbees chabbis chhabbis छब्बीस
27 sattaees sattais सत्ताईस
28 atthaees atthais athais अट्ठाईस
29 untees untis उनतीस
30 tees tis thirty तीस
31 iktees iktis इकतीस
32 battees battis बत्तीस
33 taintees taintis तैंतीस
34 chauntees chauntis चौंतीस
35 paintees paintis पैंतीस
36 chhattees chattis chhattis छत्तीस
37 saintees saintis सैंतीस
38 adtees artees adtis artis अड़तीस
39 untaalees untalis उनतालीस
40 chaalees chalis chaalis chalees forty चालीस
41 iktaalees iktalis इकतालीस
42 bayaalees bayalis बयालीस
43 taintaalees taintalis तैंतालीस
44 chavaalees chawalis chauvalis चवालीस
45 paintaalees paintalis पैंतालीस
46 chhiyaalees chhiyalis छियालीस
47 saintaalees saintalis सैंतालीस
48 adtaalees artalis adtalis अड़तालीस
49 unchaas unchas उनचास
50 pachaas pachas fifty पचास
51 ikyaavan ikyavan इक्यावन
52 baavan bavan बावन
53 tirepan tirpan तिरेपन
54 chauvan chauwan चौवन
55 pachpan पचपन
56 chhappan chappan छप्पन
57 sattaavan sattavan सत्तावन
58 atthaavan athavan अट्ठावन
59 unsath उनसठ
60 saath sixty साठ
61 iksath इकसठ
62 baasath basath बासठ
63 tirsath tiresath तिरसठ
64 chaunsath चौंसठ
65 painsath पैंसठ
66 chhiyaasath chhiyasath छियासठ
67 sadsath sarsath सड़सठ
68 adsath arsath अड़सठ
69 unhattar उनहत्तर
70 sattar seventy सत्तर
71 ikhattar इकहत्तर
72 bahattar बहत्तर
73 tihattar तिहत्तर
74 chauhattar चौहत्तर
75 pachhattar pachattar पचहत्तर
76 chhihattar छिहत्तर
77 satattar sathattar सतहत्तर
78 athattar अठहत्तर
79 unyaasi unaasi उन्यासी उनासी
80 assi eighty अस्सी
81 ikyaasi इक्यासी
82 bayaasi बयासी
83 tiraasi तिरासी
84 chauraasi चौरासी
85 pachaasi पचासी
86 chhiyaasi छियासी
87 sattaasi सत्तासी
88 atthaasi अट्ठासी
89 navaasi nawasi नवासी
90 nabbe ninety नब्बे
91 ikyaanave ikyanve इक्यानबे इक्यानवे
92 baanave banve बानबे बानवे
93 tiraanave tiranve तिरानबे तिरानवे
94 chauraanave chauranve चौरानबे चौरानवे
95 pachaanave pachanve पचानबे पचानवे
96 chhiyaanave chhiyanve छियानबे छियानवे
97 sattaanave sattanve सत्तानबे सत्तानवे
98 atthaanave atthanve अट्ठानबे अट्ठानवे
99 ninyaanave ninyanve निन्यानबे निन्यानवे
"""
_FRACTION_TABLE = """
1.5 dedh derh dhedh डेढ़ डेढ
2.5 dhai dhaai dhaayi adhai arhai ढाई अढ़ाई
0.5 aadha adha aadhi adhi aadhe adhe half आधा आधी आधे
0.75 pauna paun पौना
"""
_PREFIX_TABLE = """
0.25 sawa sava savaa सवा
-0.25 paune pone पौने
0.5 saade saadhe sade sadhe saare साढ़े साढे
"""
_MULT_TABLE = """
100 sau hundred सौ
1000 hazaar hazar hajar hazaar thousand हज़ार हजार
100000 lakh lakhs lac lacs laakh लाख
10000000 crore crores karod karor करोड़ करोड
"""
_ENGLISH = set("""zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety half hundred
thousand""".split())


def _table(text: str) -> tuple[dict[str, Decimal], dict[str, Decimal]]:
    """(Roman key → value, Devanagari spelling → value) for one table.

    Roman spellings are matched by folded key; Devanagari spellings by their
    exact (normalised) letters, so साथ ("with") is not साठ (60).
    """
    roman: dict[str, Decimal] = {}
    deva: dict[str, Decimal] = {}
    for line in text.strip().splitlines():
        value, *spellings = line.split()
        for s in spellings:
            if is_devanagari(s[0]):
                deva[normalize(s)] = Decimal(value)
                continue
            key = fold(s)
            if key in roman and roman[key] != Decimal(value):
                raise ValueError(f"number word {s!r} folds to {key!r}, already {roman[key]}")
            roman[key] = Decimal(value)
    return roman, deva


_SMALL_R, _SMALL_D = _table(_SMALL_TABLE)
_FRAC_R, _FRAC_D = _table(_FRACTION_TABLE)
_PREFIX_R, _PREFIX_D = _table(_PREFIX_TABLE)
_MULT_R, _MULT_D = _table(_MULT_TABLE)
NUMBER_WORDS: dict[str, Decimal] = {**_SMALL_R, **_FRAC_R, **_SMALL_D, **_FRAC_D}
MULTIPLIERS: dict[str, Decimal] = {**_MULT_R, **_MULT_D}
_ENGLISH_KEYS = {fold(w) for w in _ENGLISH}
_ALL_R = frozenset(_SMALL_R) | frozenset(_FRAC_R) | frozenset(_PREFIX_R) | frozenset(_MULT_R)
_ALL_D = frozenset(_SMALL_D) | frozenset(_FRAC_D) | frozenset(_PREFIX_D) | frozenset(_MULT_D)
#: Number words that are also everyday words (do "give", teen, char, saat/sat, saath "with", bees, tees,
#: tera "your", bara, sola, nau "new"), accepted only next to a unit, a price word, a multiplier or an item.
AMBIGUOUS_WORDS = frozenset(fold(w) for w in "do teen tin char sat saat saath sath nau das dus bees tees tera bara "
                                             "sola che chah cha ath ek one half".split()) | {
    normalize(w) for w in "दो सात नौ दस तेरा एक".split()}


def _lookup(tok: Token, roman: dict[str, Decimal], deva: dict[str, Decimal]) -> Decimal | None:
    if tok.kind != "word":
        return None
    return deva.get(tok.text) if tok.deva else roman.get(tok.key)


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
    return _lookup(tokens[j], roman, deva) if 0 <= j < len(tokens) else None


def _small(tokens: list[Token], j: int) -> Decimal | None:
    v = _get(tokens, j, _SMALL_R, _SMALL_D)
    return v if v is not None else _get(tokens, j, _FRAC_R, _FRAC_D)


def _is_english(tokens: list[Token], j: int) -> bool:
    return 0 <= j < len(tokens) and not tokens[j].deva and tokens[j].key in _ENGLISH_KEYS


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
        prefix = _get(tokens, j, _PREFIX_R, _PREFIX_D)
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
            elif _get(tokens, k, _MULT_R, _MULT_D) is not None:
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
                if _get(tokens, j + 1, _MULT_R, _MULT_D) is None:
                    break
            current = value
            state = "coef"
            consumed_any = True
            j += 1
            continue
        m = _get(tokens, j, _MULT_R, _MULT_D)
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
    """English halves: "half a" (0.5), "one and a half" (1.5), "2 and a half" (2.5)."""
    keys = [t.key if t.kind == "word" else t.text for t in tokens[i:i + 4]]
    if len(keys) >= 2 and keys[0] == "half" and keys[1] in ("a", "an"):
        return Decimal("0.5"), i + 2
    if len(keys) == 4 and keys[1:] == ["and", "a", "half"]:
        tok = tokens[i]
        whole = _WHOLE_EN.get(tok.key) if tok.kind == "word" else (
            parse_digits(tok.text) if tok.kind == "num" and tok.text.isdigit() else None)
        if whole is not None:
            return whole + Decimal("0.5"), i + 4
    return None


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
        if tok.kind == "num" or (tok.kind == "word" and ((tok.text in _ALL_D) if tok.deva else (tok.key in _ALL_R))):
            parsed = _parse_at(tokens, i)
            if parsed is not None:
                value, j, words = parsed
                count = sum(1 for t in tokens[i:j] if t.kind in ("word", "num"))
                value = value.to_integral_value() if value == value.to_integral_value() else value.normalize()
                ambiguous = count == 1 and words and (tok.text if tok.deva else tok.key) in AMBIGUOUS_WORDS
                out.append(NumberSpan(tok.start, tokens[j - 1].end, value, words, count, i, j, ambiguous))
                i = j
                continue
        i += 1
    return out


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
