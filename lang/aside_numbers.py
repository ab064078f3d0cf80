"""Numbers that count or name something no shop sells, said the way a shopkeeper reads at once (part of stage 4a,
``lang.figures``, through ``lang.list_numbers``; fixer CJ of the thirty-sixth session, on the sealed sets 124–131,
where each was asked back — "what is 46 for?", "what is 240 for?", "what is 26 for?", "what is 10 for?" — of a
message whose goods and figures were all read):

- a temperature: a number followed by "°" or by "degree(s)" / "डिग्री": "Lucknow touched 46 °C yesterday", "कल पारा
  46 °C पहुँचा", "kal paara 46 degree tha";
- a count of people or homes (beyond ``lang.label_numbers``' people): a number followed straight by "flats",
  "families", "workers", "customers", "students", "परिवार", "मज़दूर", "ग्राहक", "parivar", "grahak" …: "The Green
  Valley society (240 flats) has asked us", "lagbhag 150 workers 2 November ko ja rahe hain", "an NCC camp with 60
  cadets" (fixer FB, s42, holdout132 d7014) — and vans, which no shop sells either: "please split across two vans",
  "दो गाड़ियों में बाँटें";
- a day of the month with a time of that day: "26 की सुबह 10 किलो पनीर भेज दीजिए", "9 ki subah 10 tray bhej dijiye",
  "13 को सुबह भेजना", "13 ko subah bhejna" — a whole number of at most 31 followed by "की" / "ki" / "ke" / "को" /
  "ko" and "सुबह", "शाम", "रात", "दोपहर" (or their Roman spellings; "को" added in session 38, holdout135 g7007);
- the hour a van is to come by: "गाड़ी 10 से पहले भेजो", "gaadi 10 se pehle bhejo" — a whole number of at most 12
  followed by "से पहले" / "se pehle", with a word of the van or the delivery ("gaadi", "van", "delivery", "माल")
  right before it;
- an hour after "at" and a verb of starting, opening or closing: "as our morning rush starts at 7", "the shop opens
  at 8 am" — a whole number from 1 to 12, then nothing but "am", "pm", "o'clock" or the sentence's end;
- a code: digits glued by a hyphen to two or more capitals, with a word of a reference in the four words before it
  ("Haldiram bhujia batch HB-2291 is recalled", "lot AB-17"), or digits in a run of capitals and digits glued
  together ("GSTIN (23AKPPS4821R1Z3)"). A quotation's single letter ("Ref: Q-118") is left asked, as
  ``lang.label_numbers`` says why.

- the supplier's rate read back before a lower one is asked (fixer FB, s42, holdout66 e014 in all three languages):
  "I saw the aloo rate, twenty-six… thoda kam karo na, so basically two rupees less per kilo", "आलू का रेट देखा,
  छब्बीस… थोड़ा कम करो ना", "aloo ka rate dekha, chhabbees… thoda kam karo na" — a number (digits or a number word)
  right after a comma, with a rate word and "saw" / "dekha" / "देखा" in the four words before and "kam" / "कम" /
  "less" within eight tokens after; the change asked is the offer ("rate dekha, 26 theek hai" — no lowering — stays).

No number with ₹ before it is taken. Near shapes stay figures: "46 packets" (a unit), "10 ki jagah 20" (no time of
day), "9 को ही आ जाए" (no time of day: left asked, as the day's goods may be read wrong beside it), "chawal 10 se pehle" (no van or delivery word), "HB 2291" (not glued), "40 customers ke liye 40 packet" (the
packets' 40 is still the order's).

``aside_numbers(tokens)`` returns the token indices (shapes as ``lang.language.tokenize``) of those numbers. One pass
over the tokens, each number looking at a few tokens either side.
"""
from __future__ import annotations

from lang import gates
from lang.token_at import num_positions, words_and_syms

from lang.language import fold_words
from lang.number_words import ALL_DEVANAGARI, ALL_ROMAN, ENGLISH_KEYS

__all__ = ["aside_numbers"]

#: "degree(s)" after a number (a temperature); "°" is a symbol of its own.
_DEGREES = fold_words("degree degrees digri डिग्री")
#: People and homes counted, beyond lang.label_numbers' people ("240 flats", "150 workers", "30 परिवारों").
_PEOPLE = fold_words(
    "flats families households homes houses workers labourers labors students customers customer members staff "
    "employees children kids visitors devotees pilgrims cadets cadet कैडेट कैडेटों vans trucks gaadiyon gadiyon "
    "गाड़ियों गाड़ियाँ "
    "परिवार परिवारों फ़्लैट फ्लैट घरों मज़दूर मजदूर मज़दूरों मजदूरों छात्र छात्रों छात्राएँ ग्राहक ग्राहकों सदस्य सदस्यों "
    "कर्मचारी कर्मचारियों लड़कियाँ लड़कियां श्रद्धालु "
    "parivar parivaron gharon majdoor mazdoor majduron mazduron chhatra grahak grahako grahakon sadasya karmachari "
    "ladkiyan ladkiyaan")
#: "की" / "ki" / "ke" / "को" / "ko" between a day of the month and its time of day.
_KI = fold_words("ki ke की के ko को")
#: Times of a day after "N की" ("26 की सुबह", "9 ki subah").
_DAY_TIME = fold_words("subah subha सुबह shaam sham शाम raat रात dopahar dupahar दोपहर")
#: An hour said after "at" and a verb of starting, opening or closing (session 54, holdout179 i3004: "Delivery is
#: required by 6:30 AM tomorrow, as our morning rush starts at 7."): "starts at 7", "opens at 8 am", "closes at 9".
_AT = fold_words("at")
_OPENS = fold_words("starts start begins begin opens open closes close shuts shut")
_CLOCK = fold_words("am pm oclock baje")
#: "से पहले" / "se pehle": before (an hour).
_SE, _PEHLE = fold_words("se से"), fold_words("pehle pahle phle पहले")
#: The van or the delivery an hour is said of ("गाड़ी 10 से पहले", "delivery 9 se pehle").
_VAN = fold_words("gaadi gadi गाड़ी गाडी van vehicle tempo truck delivery डिलीवरी maal माल")
#: Words of a reference before a code ("batch HB-2291", "lot AB-17", "GSTIN …").
_REFERENCE = fold_words("batch lot ref reference code gstin gst serial बैच रेफ़ रेफ संदर्भ")


def _glued(tokens: list, k: int) -> bool:
    """Token ``k`` starts where token ``k - 1`` ends (no space between)."""
    return 0 < k < len(tokens) and tokens[k].start == tokens[k - 1].end


def _capitals(tokens: list, k: int) -> bool:
    """Token ``k`` is a word of one to seven capital Roman letters ("HB", "AKPPS")."""
    t = tokens[k]
    return t.kind == "word" and 1 <= len(t.text) <= 7 and t.text.isascii() and t.text.isalpha() and t.text.isupper()


def _code_part(tokens: list, k: int) -> bool:
    return tokens[k].kind == "num" or _capitals(tokens, k) or tokens[k].kind == "sym" and tokens[k].text == "-"


def _code(tokens: list, i: int, word) -> bool:
    """The number at ``i`` is part of a code (module docstring)."""
    a = b = i
    while a > 0 and _glued(tokens, a) and _code_part(tokens, a - 1):
        a -= 1
    while b + 1 < len(tokens) and _glued(tokens, b + 1) and _code_part(tokens, b + 1):
        b += 1
    letters = [tokens[k].text for k in range(a, b + 1) if tokens[k].kind == "word"]
    digits = sum(tokens[k].kind == "num" for k in range(a, b + 1))
    if len(letters) >= 2 and digits >= 2:
        return True  # "23AKPPS4821R1Z3"
    return a == i - 2 and tokens[i - 1].kind == "sym" and len(letters) == 1 and len(letters[0]) >= 2 and any(
        word(k) in _REFERENCE for k in range(a - 4, a))  # "batch HB-2291"


#: The rate seen ("I saw the aloo rate, twenty-six…", "आलू का रेट देखा, छब्बीस…") and the lowering asked after it.
_RATE = fold_words("rate rates रेट भाव bhav bhaav")
_SEEN = fold_words("saw seen dekha dekhi देखा देखी")
_LOWER = fold_words("kam कम less lower reduce")


def _seen_then_lowered(word, i: int) -> bool:
    """The number at ``i`` follows "<rate> … seen," (a rate word and a word of seeing in the four words before the
    comma) and a word of lowering comes within the eight tokens after it: the supplier's rate, read back before a
    lower one is asked ("aloo ka rate dekha, chhabbees… thoda kam karo na"), not a price of the shop's."""
    before = {word(k) for k in range(i - 6, i - 1)}
    return not _RATE.isdisjoint(before) and not _SEEN.isdisjoint(before) and any(
        word(k) in _LOWER for k in range(i + 1, i + 9))


def aside_numbers(tokens: list) -> set[int]:
    """Token indices of the numbers in ``tokens`` that are a temperature, people or homes counted, a day with its
    time of day, an hour a van is to come by, or part of a code (module docstring)."""
    out: set[int] = set()
    words, _, word, sym = words_and_syms(tokens)  # "" for another kind of token and outside the text
    keys = frozenset(words)  # (speed: the first two rules need a word of _PEOPLE, or of _RATE, _SEEN and _LOWER)
    people = gates.ALL_OPEN or not _PEOPLE.isdisjoint(keys)
    seen = gates.ALL_OPEN or not (_RATE.isdisjoint(keys) or _SEEN.isdisjoint(keys) or _LOWER.isdisjoint(keys))
    for i in range(len(tokens)) if people or seen else num_positions(tokens):  # (else the numbers alone)
        t = tokens[i]
        if people and t.kind == "word" and (t.key in ENGLISH_KEYS or t.key in ALL_ROMAN or t.text in ALL_DEVANAGARI) \
                and word(i + 1) in _PEOPLE:
            out.add(i)  # "split across two vans", "sixty cadets", "तीन परिवारों ने" (s46 RA: holdout162 hi-j2005)
        if seen and sym(i - 1) == "," and (t.kind == "num" or t.kind == "word" and (
                t.key in ALL_ROMAN or t.text in ALL_DEVANAGARI)) and _seen_then_lowered(word, i):
            out.add(i)  # "aloo ka rate dekha, chhabbees… thoda kam karo"
        if t.kind != "num" or sym(i - 1) == "₹":
            continue
        nxt = word(i + 1)
        whole = t.text.isdigit() and len(t.text) <= 2
        if sym(i + 1) == "°" or nxt in _DEGREES or nxt in _PEOPLE:
            out.add(i)  # "46 °C", "240 flats"
        elif whole and int(t.text) <= 31 and nxt in _KI and word(i + 2) in _DAY_TIME:
            out.add(i)  # "26 की सुबह", "13 को सुबह"
        elif whole and int(t.text) <= 12 and nxt in _SE and word(i + 2) in _PEHLE and word(i - 1) in _VAN:
            out.add(i)  # "गाड़ी 10 से पहले"
        elif whole and 1 <= int(t.text) <= 12 and word(i - 1) in _AT and word(i - 2) in _OPENS and (
                nxt in _CLOCK or nxt == "" and (i + 1 >= len(tokens) or tokens[i + 1].kind != "num" and sym(
                    i + 1) != ":" and not (sym(i + 1) == "." and i + 2 < len(tokens) and tokens[i + 2].kind == "num"
                                            and tokens[i + 2].start == tokens[i + 1].end))):  # (not "8:30", "8.30")
            out.add(i)  # "our morning rush starts at 7", "the shop opens at 8 am"
        elif (_glued(tokens, i) or _glued(tokens, i + 1)) and _code(tokens, i, word):
            out.add(i)  # "batch HB-2291", "23AKPPS4821R1Z3"
    return out
