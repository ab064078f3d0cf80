"""Numbers that are no figure: a numbered list written on one line ("Order: 1. Rice - 50 kg 2. Moong dal - 15 kg", "1)
Chawal 50 kg, 2) Moong dal 15 kg") counts its items, the year of a date ("PO dated 12/11/2026") and a date written with
"-" ("by 22-12-2026", "2026-12-22") are a date's; a
heading's label, a chat time and a span's start ("Week 43", "snd 2mrw", "2-3 days") are ``lang.label_numbers``'; a
temperature, people or homes counted, a day with its time of day, a van's hour and a code ("46 °C", "240 flats", "26 की
सुबह", "गाड़ी 10 से पहले", "batch HB-2291") are ``lang.aside_numbers``', a day, a year, an age or a place ("27 ko shaadi", "since 2015", "Shop #14")
``lang.day_numbers``', a span's first day, a house number and a postal code ("1 to 15 July", "14 Gandhi Nagar",
"Indore – 452001") ``lang.place_numbers``', the counts of an order's goods kept as they are ("Mustard oil 12 L — keep
as is") ``lang.kept_numbers``', and the shop's credit limit ("our credit limit with you is ₹30,000")
``lang.credit_limit``'."""
from __future__ import annotations

import operator

from lang.aside_numbers import aside_numbers
from lang.credit_limit import credit_limit_numbers
from lang.day_numbers import day_numbers
from lang.kept_numbers import kept_numbers
from lang.label_numbers import label_numbers
from lang.place_numbers import place_numbers
from lang.token_at import num_positions

__all__ = ["list_numbers"]


def _dashed_date(a: str, b: str, c: str) -> bool:
    """Three numbers joined by "-" with no space are a date: day, month and a year of four digits from 1990 to 2099
    ("22-12-2026", "5-1-2027"), or that year first ("2026-12-22"); a month above 12 or a day above 31 is no date."""
    if not (a.isdigit() and b.isdigit() and c.isdigit()) or not 1 <= int(b) <= 12:
        return False
    if len(c) == 4 and len(a) <= 2:
        return 1990 <= int(c) <= 2099 and 1 <= int(a) <= 31
    return len(a) == 4 and len(c) <= 2 and 1990 <= int(a) <= 2099 and 1 <= int(c) <= 31


#: The last tokens asked about (the list itself and its tokens then) and their answer: a reading asks for the same
#: message's tokens two or three times (``lang.figures``, ``lang.order_ids``, ``lang.numbers_pointing``), some 2 % of
#: a corpus message's reading each ("cache" in its name: no table of words for ``lang.guards.lexicon``).
_LAST_CACHE: list = [(None, (), frozenset())]


def list_numbers(tokens: list) -> set[int]:
    """Token indices of the numbers 1, 2, 3, … each written right before "." or ")" and a word, in that order in
    the text (two at least): a list's own numbering; of a year after "d/d/" written with no space ("12/11/2026"); the
    three numbers of a date written with "-" ("22-12-2026", "2026-12-22", ``_dashed_date``); and ``label_numbers``',
    ``aside_numbers``' and ``credit_limit_numbers``'.
    One pass over one message's tokens (shapes as ``lang.language.tokenize``); asked again of the same list holding
    the same tokens, the answer worked out before (a new set each call: the caller may change it)."""
    last = _LAST_CACHE[0]  # (one tuple read: safe between threads)
    if tokens is last[0] and len(tokens) == len(last[1]) and all(map(operator.is_, tokens, last[1])):
        return set(last[2])
    found = _list_numbers(tokens)
    _LAST_CACHE[0] = (tokens, tuple(tokens), frozenset(found))
    return found


def _list_numbers(tokens: list) -> set[int]:
    """``list_numbers`` worked out."""
    years = set()
    nums = num_positions(tokens)  # (the numbers alone, in order: lang.token_at)
    for i in nums:  # (plain tests, the number first: no generator a token)
        if i >= len(tokens) - 4:
            break
        a, s1, b, s2, c = tokens[i:i + 5]
        glued = s1.start == a.end and b.start == s1.end and s2.start == b.end and c.start == s2.end
        if b.kind == "num" and c.kind == "num" and s1.kind == "sym" and s1.text == "/" and s2.kind == "sym" and \
                s2.text == "/" and glued:
            years.add(i + 4)
        elif glued and s1.text == "-" == s2.text and b.kind == "num" == c.kind and _dashed_date(a.text, b.text, c.text):
            years.update((i, i + 2, i + 4))  # "31-12-2026", "2026-12-31": the whole date, no figure of it
    found, want, text = [], 1, "1"
    for i in nums:
        if i >= len(tokens) - 2:
            break
        if tokens[i].text == text and tokens[i + 1].kind == "sym" and tokens[i + 1].text in (".", ")") \
                and tokens[i + 2].kind == "word":
            found.append(i)
            want += 1
            text = str(want)
    return (set(found) if len(found) >= 2 else set()) | years | label_numbers(tokens) | aside_numbers(
        tokens) | credit_limit_numbers(tokens) | day_numbers(tokens) | place_numbers(tokens) | kept_numbers(tokens)
