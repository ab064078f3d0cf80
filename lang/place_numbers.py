"""Numbers of a date's span, a street address and a postal code: never goods or money (part of stage 4a,
``lang.figures``, through ``lang.list_numbers``; helper FIXB of the fiftieth session, from the labelled corpora's
largest refusal kind, ``ambiguous_intent.figure``, where each was asked back — "what is 1 for?", "what is 14 for?").

- the first day or hour of a span whose second names a month or a time of day: "the bill for 1 to 15 July",
  "no delivery on 8 and 9 July", "Bill for 1–15 July", "1 से 15 जुलाई का बिल", "8 और 9 जुलाई को", "13–14 जनवरी",
  "8 aur 9 July ko", "deliver between 7 and 9 am", "7 से 9 बजे के बीच" — a whole number from 1 to 31 (to 24 for an
  hour), then "to", "and", "-", "–", "se", "से", "aur", "और", "or", "ya", "या", then a second such number and a month's
  name or "am", "pm", "baje", "बजे". The second number is already no figure (``lang.reader_parts``' words after a
  figure); the first had been left over. "10 and 12 kg", "20 से 25 किलो" (a unit after the second) stay counts;
- a street address's house number: "delivered to 14 Gandhi Nagar", "23, Gandhi Nagar Main Road", "14 गांधी नगर",
  "Shop 12, Ashok Marg" — a number with no ₹ before it and no unit after, then at most two names (capitalised, in
  Roman script; any word in Devanagari), then a word of a street or a quarter ("Nagar", "Road", "Marg", "Colony",
  "Chowk", "नगर", "रोड", "मार्ग", "कॉलोनी", "चौक" …). "14 Gandhi Nagar" names no goods ("14 kg Gandhi Nagar wali
  dukaan" has a unit);
- a postal code (PIN): six digits, the first not 0, written with no comma or ₹, after a place's name and a dash or
  comma or right after it ("Indore – 452001", "Ghaziabad 201001", "दिल्ली 110085") and last on its line or before
  "par" / "पर" / "pe" / "पे" / "before" / "तक" ("इंदौर – 452001 पर डिलीवरी करें");
- an account's or a shop's number: "हमारे खाता नं. 2231 में दर्ज करें", "Khata no. 2231", "दुकान नं. 14" — a number
  after "no." / "नं." / "number" right after "khata", "खाता", "account", "shop", "दुकान", "house", "plot", "flat".

``place_numbers(tokens)`` returns the token indices (shapes as ``lang.language.tokenize``) of those numbers; one pass
over the tokens, each number looking at a few tokens either side.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.token_at import num_positions, words_and_syms
from lang.units import UNIT_WORDS

__all__ = ["place_numbers"]

#: Words joining the two ends of a span or a pair of days ("1 to 15 July", "8 and 9 July", "1 से 15 जुलाई").
_SPAN_JOIN = fold_words("to and till se से aur और or ya या tak")
_SPAN_SYMS = frozenset(("-", "–", "—"))
#: Months (not "may", "mar": an English and a Hinglish word besides) and times of day after a span's second number.
_MONTHS = fold_words("january february march april june july august september october november december jan feb apr "
                     "jun jul aug sep sept oct nov dec जनवरी फ़रवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर "
                     "सितम्बर अक्टूबर अक्तूबर नवंबर नवम्बर दिसंबर दिसम्बर")
_HOURS = fold_words("am pm baje bje बजे")
#: Words of a street or a quarter after a house number and a name ("14 Gandhi Nagar", "23, MG Road").
_STREETS = fold_words("nagar नगर road रोड marg मार्ग colony कॉलोनी कालोनी chowk चौक street lane layout vihar विहार "
                      "enclave puram पुरम bazaar bazar बाज़ार बाजार")
#: Words after a postal code on its line ("… – 452001 par delivery karein").
_AT = fold_words("par pe पर पे before by tak तक")
#: An account's or a shop's number after its name and "no." ("हमारे खाता नं. 2231 में दर्ज करें", "Khata no. 2231",
#: "दुकान नं. 14"): the number of a ledger or a door.
_NUMBERED = fold_words("khata खाता account acct shop dukaan dukan दुकान house makaan मकान plot प्लॉट flat फ्लैट gala "
                       "गाला")
_NO = fold_words("no number नं नंबर num")


def _small(text: str, top: int) -> bool:
    return text.isdigit() and len(text) <= 2 and 1 <= int(text) <= top


def place_numbers(tokens: list) -> set[int]:
    """Token indices of the numbers in ``tokens`` that start a span of days or hours, number a house in an address,
    or are a postal code (module docstring)."""
    out: set[int] = set()
    _, _, word, sym = words_and_syms(tokens)
    n = len(tokens)
    for i in num_positions(tokens):  # (the numbers alone: lang.token_at)
        t = tokens[i]
        if sym(i - 1) == "₹" or word(i + 1) in UNIT_WORDS:
            continue
        j = i + 1
        if (word(j) in _SPAN_JOIN or sym(j) in _SPAN_SYMS) and j + 1 < n and tokens[j + 1].kind == "num":
            end, after = tokens[j + 1].text, word(j + 2)
            if _small(t.text, 31) and _small(end, 31) and after in _MONTHS or \
                    _small(t.text, 24) and _small(end, 24) and after in _HOURS:
                out.add(i)  # "1 to 15 July", "8 और 9 जुलाई", "between 7 and 9 am"
                continue
        k = i - 1 - (sym(i - 1) in (".", ":", "#"))
        if word(k) in _NO and word(k - 1) in _NUMBERED:
            out.add(i)  # "खाता नं. 2231", "Khata no. 2231"
        elif t.text.isdigit() and len(t.text) <= 4 and _house(tokens, i, word, sym):
            out.add(i)  # "14 Gandhi Nagar", "23, Gandhi Nagar Main Road"
        elif len(t.text) == 6 and t.text.isdigit() and t.text[0] != "0" and _postal(tokens, i, word, sym):
            out.add(i)  # "Indore – 452001"
    return out


def _house(tokens: list, i: int, word, sym) -> bool:
    """Token ``i`` (a number) is followed, after an optional comma, by one or two names and a street word."""
    k = i + 1 + (sym(i + 1) == ",")
    for _ in range(2):
        tok = tokens[k] if k < len(tokens) else None
        if tok is None or tok.kind != "word" or tok.key in UNIT_WORDS or not (tok.text[:1].isupper() or
                                                                              "\u0900" <= tok.text[:1] <= "\u097f"):
            return False
        if word(k + 1) in _STREETS:
            return True
        k += 1
    return False


def _postal(tokens: list, i: int, word, sym) -> bool:
    """Token ``i`` (six digits) follows a place's name (and a dash or comma) and ends its line or stands before
    "par" / "पर"."""
    k = i - 1 - (sym(i - 1) in ("-", "–", "—", ","))
    before = tokens[k] if 0 <= k < len(tokens) else None
    if before is None or before.kind != "word" or not (before.text[:1].isupper() or
                                                        "\u0900" <= before.text[:1] <= "\u097f"):
        return False
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    return nxt is None or nxt.kind == "nl" or word(i + 1) in _AT or nxt.kind == "sym" and nxt.text in ".।|,)"
