"""Number words of Hindi (Roman and Devanagari) and English, as tables for ``lang.numbers``.

``NUMBER_WORDS`` (ek … crore, एक … करोड़, one … thousand), the fractions (dedh,
dhai, aadha, pauna), the quarter prefixes (sawa, paune, saade), the multipliers
(sau, hazaar, lakh, crore, hundred, thousand) and ``AMBIGUOUS_WORDS`` (number
words that are also everyday words: do, teen, saath…). Split out of
``lang.numbers`` so each module stays small; ``lang.numbers`` re-exports them.
"""
from __future__ import annotations

from decimal import Decimal

from lang.language import Token, fold, is_devanagari, normalize

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
40 chaalees chalis chaalis chalees forty fourty चालीस
41 iktaalees iktalis ikatalis ikattalis ektalis इकतालीस
42 bayaalees bayalis byalis byaalis byaalees बयालीस
43 taintaalees taintalis तैंतालीस
44 chavaalees chawalis chauvalis चवालीस
45 paintaalees paintalis पैंतालीस
46 chhiyaalees chhiyalis chiyalis chhialis छियालीस
47 saintaalees saintalis santalis सैंतालीस
48 adtaalees artalis adtalis अड़तालीस
49 unchaas unchas उनचास
50 pachaas pachas fifty पचास
51 ikyaavan ikyavan इक्यावन
52 baavan bavan बावन
53 tirepan tirpan tiripan तिरेपन तिरपन
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
95 pachaanave pachanve panchanve panchaanve pachaanve पचानबे पचानवे पंचानवे पंचानबे
96 chhiyaanave chhiyanve छियानबे छियानवे
97 sattaanave sattanve सत्तानबे सत्तानवे
98 atthaanave atthanve अट्ठानबे अट्ठानवे
99 ninyaanave ninyanve निन्यानबे निन्यानवे
"""
_FRACTION_TABLE = """
1.5 dedh derh dhedh डेढ़ डेढ डेड़
2.5 dhai dhaai dhaayi adhai arhai ढाई अढ़ाई
0.5 aadha adha aadhi adhi aadhe adhe half आधा आधी आधे
0.75 pauna paun पौना
"""
_PREFIX_TABLE = """
0.25 sawa sava savaa सवा
-0.25 paune pone पौने
0.5 saade saadhe sade sadhe साढ़े साढे
"""
_MULT_TABLE = """
100 sau hundred सौ
1000 hazaar hazar hajar hazaar thousand हज़ार हजार
100000 lakh lakhs lac lacs laakh लाख
10000000 crore crores karod karor करोड़ करोड
"""
_ENGLISH = set("""zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
sixteen seventeen eighteen nineteen twenty thirty forty fourty fifty sixty seventy eighty ninety half hundred
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


#: Each table twice: by folded Roman (and English) key, and by normalized Devanagari text → its value.
#: The whole numbers zero to ninety-nine (ek, एक, one …).
SMALL_ROMAN, SMALL_DEVANAGARI = _table(_SMALL_TABLE)
#: The fractions (aadha 0.5, pauna 0.75, dedh 1.5, dhai 2.5).
FRACTION_ROMAN, FRACTION_DEVANAGARI = _table(_FRACTION_TABLE)
#: The quarter prefixes (sawa +0.25, saade +0.5, paune −0.25) by what they add to the number after them.
PREFIX_ROMAN, PREFIX_DEVANAGARI = _table(_PREFIX_TABLE)
#: The multipliers (sau 100, hazaar 1,000, lakh 100,000, crore 10,000,000; hundred, thousand).
MULTIPLIER_ROMAN, MULTIPLIER_DEVANAGARI = _table(_MULT_TABLE)
NUMBER_WORDS: dict[str, Decimal] = {**SMALL_ROMAN, **FRACTION_ROMAN, **SMALL_DEVANAGARI, **FRACTION_DEVANAGARI}
MULTIPLIERS: dict[str, Decimal] = {**MULTIPLIER_ROMAN, **MULTIPLIER_DEVANAGARI}
#: The folded keys of the English number words (one … thousand).
ENGLISH_KEYS = {fold(w) for w in _ENGLISH}
#: Every number word of the four tables, Roman keys and Devanagari texts.
ALL_ROMAN = frozenset(SMALL_ROMAN) | frozenset(FRACTION_ROMAN) | frozenset(PREFIX_ROMAN) | frozenset(MULTIPLIER_ROMAN)
ALL_DEVANAGARI = (frozenset(SMALL_DEVANAGARI) | frozenset(FRACTION_DEVANAGARI) | frozenset(PREFIX_DEVANAGARI)
                  | frozenset(MULTIPLIER_DEVANAGARI))
#: Number words that are also everyday words (do "give", teen, char, saat/sat, saath "with", bees, tees,
#: tera "your", bara, sola, nau "new"), accepted only next to a unit, a price word, a multiplier or an item.
AMBIGUOUS_WORDS = frozenset(fold(w) for w in "do teen tin char sat saat saath sath nau das dus bees tees tera bara "
                                             "sola che chah cha ath ek one half aadhe adhe".split()) | {
    normalize(w) for w in "दो सात नौ दस तेरा एक आधे".split()}  # aadhe: "half of them" ("aadhe sade the")


def lookup_word(tok: Token, roman: dict[str, Decimal], deva: dict[str, Decimal]) -> Decimal | None:
    """The value of the word token ``tok`` in one table (its ``roman`` and ``deva`` halves), or None."""
    if tok.kind != "word":
        return None
    return deva.get(tok.text) if tok.deva else roman.get(tok.key)
