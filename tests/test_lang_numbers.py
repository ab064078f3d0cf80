"""Numbers in text (lang.numbers): digits in both scripts and Hindi and English number words."""
from __future__ import annotations

from decimal import Decimal

import pytest

from lang.numbers import find_numbers, parse_digits, parse_number


@pytest.mark.parametrize("text,value", [
    ("500", "500"), ("५००", "500"), ("₹२५.५०", "25.50"), ("1,20,000", "120000"), ("१,२०,०००", "120000"),
    ("120,000", "120000"), ("1,26,000", "126000"), ("12,34,567", "1234567"), ("6.25", "6.25"),
    ("41.50", "41.50"), ("0.5", "0.5"), ("1,000", "1000"), ("1,20,000.75", "120000.75"),
])
def test_digits(text, value):
    spans = find_numbers(text)
    assert len(spans) == 1
    assert spans[0].value == Decimal(value)
    assert not spans[0].words


@pytest.mark.parametrize("text,value", [
    # Roman Hindi
    ("ek", 1), ("do", 2), ("teen", 3), ("char", 4), ("paanch", 5), ("chhah", 6), ("saat", 7), ("aath", 8),
    ("nau", 9), ("das", 10), ("gyarah", 11), ("barah", 12), ("pandrah", 15), ("bees", 20), ("pachees", 25),
    ("pachchees", 25), ("tees", 30), ("chaalis", 40), ("chalees", 40), ("pachaas", 50), ("saath", 60),
    ("sattar", 70), ("assi", 80), ("nabbe", 90), ("sau", 100), ("hazaar", 1000), ("hazar", 1000),
    ("lakh", 100000), ("crore", 10000000), ("paanch sau", 500), ("do hazaar paanch sau", 2500),
    ("ek sau bees", 120), ("ek lakh bees hazaar", 120000), ("saade chaar hazaar", 4500),
    # Devanagari
    ("एक", 1), ("दो", 2), ("तीन", 3), ("पाँच", 5), ("पांच", 5), ("दस", 10), ("बीस", 20), ("पच्चीस", 25),
    ("चालीस", 40), ("पचास", 50), ("साठ", 60), ("सौ", 100), ("हज़ार", 1000), ("हजार", 1000), ("लाख", 100000),
    ("करोड़", 10000000), ("पाँच सौ", 500), ("पाँच सौ पचास", 550), ("दो हज़ार पाँच सौ", 2500),
    # English
    ("twenty five", 25), ("twenty-five", 25), ("two hundred fifty", 250), ("one thousand two hundred", 1200),
    # digits with multipliers
    ("1.5 lakh", 150000), ("2 lakh 50 hazaar", 250000), ("5 sau", 500), ("3 crore", 30000000),
    ("१.५ लाख", 150000),
])
def test_whole_number_words(text, value):
    assert parse_number(text) == Decimal(value)


@pytest.mark.parametrize("text,value", [
    ("dedh", "1.5"), ("डेढ़", "1.5"), ("dhai", "2.5"), ("dhaai", "2.5"), ("ढाई", "2.5"), ("aadha", "0.5"),
    ("आधा", "0.5"), ("pauna", "0.75"),
    ("dedh sau", "150"), ("डेढ़ सौ", "150"), ("dhai sau", "250"), ("ढाई सौ", "250"), ("dhai hazaar", "2500"),
    ("डेढ़ लाख", "150000"),
    ("sawa", "1.25"), ("sawa sau", "125"), ("सवा सौ", "125"), ("sawa do", "2.25"), ("sawa do sau", "225"),
    ("paune", "0.75"), ("paune do", "1.75"), ("पौने दो", "1.75"), ("paune sau", "75"), ("paune do sau", "175"),
    ("saade teen", "3.5"), ("साढ़े तीन", "3.5"), ("साढ़े सात", "7.5"), ("saade teen sau", "350"),
    ("साढ़े तीन सौ", "350"), ("sawa 2", "2.25"),
])
def test_hindi_fractions(text, value):
    assert parse_number(text) == Decimal(value)


def test_numbers_in_a_sentence_with_offsets():
    text = "do hazaar paanch sau, ढाई सौ and 1,20,000 rupaye"
    spans = find_numbers(text)
    assert [s.value for s in spans] == [2500, 250, 120000]
    assert [text[s.start:s.end] for s in spans] == ["do hazaar paanch sau", "ढाई सौ", "1,20,000"]
    assert [s.words for s in spans] == [True, True, False]


def test_everyday_words_that_are_numbers_are_marked():
    (do,) = find_numbers("bhej do")
    assert do.value == 2 and do.single_word and do.ambiguous
    (saath,) = find_numbers("bill saath mein")
    assert saath.ambiguous
    assert find_numbers("बिल साथ में भेजिए") == []  # साथ ("with") is not साठ (60)
    assert find_numbers("साठ")[0].value == 60
    (chalees,) = find_numbers("chalees")
    assert chalees.single_word and not chalees.ambiguous


@pytest.mark.parametrize("text", [
    "1e309", "1E400", "2e-5", "1" * 401, str(10 ** 400), "9" * 16, "B12", "O3", "abc123", "2nd", "12.03.2025",
    "1.2.3", "", "   ", "₹", "lakh crore crore crore",
])
def test_what_is_not_a_number_never_raises(text):
    spans = find_numbers(text)
    assert all(s.value <= Decimal(10) ** 15 for s in spans)
    if text in ("1e309", "1E400", "2e-5", "B12", "O3", "abc123", "2nd", "12.03.2025", "", "   ", "₹"):
        assert spans == []
    if text.isdigit() and len(text) > 15:
        assert spans == []


def test_parse_digits():
    assert parse_digits("1,20,000") == 120000
    assert parse_digits("120,000") == 120000
    assert parse_digits("१२५") == 125
    assert parse_digits("1,2,3") is None
    assert parse_digits("1e309") is None
    assert parse_digits("1" * 16) is None


@pytest.mark.parametrize("value", [None, 5, 3.2, b"12", ["1"]])
def test_non_strings_are_no_numbers(value):
    assert find_numbers(value) == []
    assert parse_number(value) is None
