"""lang.figure_accounting as shipped in session 48 (helper AC): goods acted on twice are refused for e-mails
(``ambiguous_intent.two_requests``); a request's figure left unused is measured, not shipped (``FIGURES`` off).

Measured by ``benchmarks/reading_checks.py --today`` (its docstring has the table): on the first readings of the 72
sealed sets the twice half refuses 24 silent readings for 3 exact (the bar: three to one); read today it turns 16 of
26,225 exact e-mail rows into refusals (en 6, hi 5, hinglish 5; ≤ 0.07 % a language, the bar 0.3 %; a price refused
and the goods cut from an order are one "no", allowed) and one silent
reading into a refusal (holdout153 hl-w77041). The quantities half alone refuses 38 silent for 14 exact (under
three to one), with prices 79 for 64: both stay off.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import lang.figure_accounting as fa
from lang.reader import read_message
from lang.refusals import reader_reason
from market.catalogue import load_catalogue

CAT = load_catalogue()
HERE = Path(__file__).parent
LANG_OF = {"en": "en", "hi": "hi", "hl": "hinglish", "hg": "hinglish"}


def corpus_row(corpus: str, row_id: str) -> dict:
    """The labelled row ``row_id`` of ``tests/<corpus>``."""
    for line in (HERE / corpus / f"{LANG_OF[row_id.split('-')[0]]}.jsonl").read_text("utf-8").splitlines():
        if line.strip() and json.loads(line)["id"] == row_id:
            return json.loads(line)
    raise KeyError(row_id)


def _rows(reading):
    return [(i.kind, i.sku, i.quantity, i.order_id) for i in reading.intents]


def test_shipped_as_measured():
    assert (fa.ON, fa.FIGURES, fa.PRICES, fa.TWICE) == (True, False, False, True)


#: Real e-mails whose goods are read into two requests of different kinds: refused, in every language. (Their golds
#: act twice too — these are rows the check costs, lowered in tests/test_reader_holdouts_later.py by name.)
ACTED_TWICE = [
    ("corpus_holdout149", "en-u77021", "banana-1dozen"),  # "confirm O3 (60 dozen bananas) will reach … quote for
    ("corpus_holdout149", "hi-u77021", "banana-1dozen"),  # another 20 dozen": a delivery asked and a rate asked
    ("corpus_holdout149", "hl-u77021", "banana-1dozen"),
    ("corpus_holdout137", "en-i7042", "rice-1kg"),  # "in O13 please cut the rice from 50 kg to 30 kg. When will the
    ("corpus_holdout137", "hi-i7042", "rice-1kg"),  # 30 kg come?": a cut and a delivery question
    ("corpus_holdout137", "hl-i7042", "rice-1kg"),
    ("corpus_holdout153", "hl-w77041", None),  # the gain: read silently before (a list of four goods at quoted rates)
]


@pytest.mark.parametrize("corpus,row_id,sku", ACTED_TWICE)
def test_goods_acted_on_twice_are_refused_with_the_key(corpus, row_id, sku):
    r = read_message(corpus_row(corpus, row_id)["text"], CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.two_requests", (row_id, r.reason)
    if sku is not None:
        assert r.reason_args["item"] == CAT.by_sku(sku).item


@pytest.mark.parametrize("corpus,row_id,sku", ACTED_TWICE[:6])
def test_the_refusal_is_worded_in_the_writers_language(corpus, row_id, sku):
    lang = LANG_OF[row_id.split("-")[0]]
    r = read_message(corpus_row(corpus, row_id)["text"], CAT, email=True)
    said = reader_reason(r.reason_key, r.reason_args, lang, CAT)
    item = CAT.by_sku(sku)
    name = {"en": item.item, "hi": item.hindi, "hinglish": item.hinglish}[lang]
    assert name in said and "{" not in said
    if lang == "hi":  # no English detail in a Hindi reply
        assert not re.search(r"[A-Za-z]", said), said
    if lang != "en":
        assert "requests for the" not in said


#: The silent first readings the check refuses (real readings of the sealed sets, ``benchmarks/data/
#: first_readings.jsonl``): holdout48 q037 in every language ordered the besan whose rate was asked; holdout123 o8005
#: (hi, hinglish) both asked after O1's jaggery and ordered it.
FIRST_READINGS = [("corpus_holdout48", "en-q037"), ("corpus_holdout48", "hi-q037"), ("corpus_holdout48", "hl-q037"),
                  ("corpus_holdout123", "hi-o8005"), ("corpus_holdout123", "hl-o8005")]


def _first_reading(corpus, row_id):
    path = HERE.parent / "benchmarks" / "data" / "first_readings.jsonl"
    for line in path.read_text("utf-8").splitlines():
        d = json.loads(line)
        if d["corpus"] == corpus and d["id"] == row_id:
            return d
    raise KeyError(row_id)


@pytest.mark.parametrize("corpus,row_id", FIRST_READINGS)
def test_silent_first_readings_act_twice(corpus, row_id):
    d = _first_reading(corpus, row_id)
    assert d["v"] == "silent" and fa.acted_twice(d["rows"])


#: Readings it must not refuse: a price agreed then ordered, goods once each, a cut alone, the same texts whose first
#: readings acted twice — read today as their gold, in every language.
STAND = [
    ("Fine, ₹210 a packet for the atta works. Send twelve packets, and tell me your besan rate.",
     [("accept", "atta-5kg", None, None), ("order", "atta-5kg", 12, None), ("ask_quote", "besan-500g", None, None)]),
    ("ठीक है, आटा ₹210 पैकेट चलेगा। बारह पैकेट भेज दो, और बेसन का भाव बताओ।",
     [("accept", "atta-5kg", None, None), ("order", "atta-5kg", 12, None), ("ask_quote", "besan-500g", None, None)]),
    ("Thik hai, aata ₹210 packet chalega. Barah packet bhej do, aur besan ka rate batao.",
     [("accept", "atta-5kg", None, None), ("order", "atta-5kg", 12, None), ("ask_quote", "besan-500g", None, None)]),
    ("Send 20 kg rice and 10 kg sugar.", [("order", "rice-1kg", 20, None), ("order", "sugar-1kg", 10, None)]),
    ("20 किलो चावल और 10 किलो चीनी भेजो।", [("order", "rice-1kg", 20, None), ("order", "sugar-1kg", 10, None)]),
    ("20 kilo chawal aur 10 kilo cheeni bhejo.", [("order", "rice-1kg", 20, None), ("order", "sugar-1kg", 10, None)]),
    ("O12: cut the sugar from 25 kg to 10 kg", [("cancel", "sugar-1kg", 15, "O12")]),
    ("O14 में अंडे 5 ट्रे से घटाकर 3 ट्रे कर दो।", [("cancel", "eggs-1pc", 60, "O14")]),
    ("O45 mein aata 10 ki jagah 6 packet kar do.", [("cancel", "atta-5kg", 4, "O45")]),
    # a price refused and the goods cut from an order: one "no" (holdout64 k2048, tests/test_reader_s21_kinds.py)
    ("Sorry, almonds at ₹98 won't do. Please remove the almonds from O27.",
     [("reject", "almonds-100g", None, None), ("cancel", "almonds-100g", None, "O27")]),
    ("बादाम ₹98 में नहीं लेंगे। O27 से बादाम हटा दीजिए।",
     [("reject", "almonds-100g", None, None), ("cancel", "almonds-100g", None, "O27")]),
    ("Maaf kijiye, badaam ₹98 mein nahi lenge. O27 se badaam hata dijiye.",
     [("reject", "almonds-100g", None, None), ("cancel", "almonds-100g", None, "O27")]),
]


@pytest.mark.parametrize("text,rows", STAND)
def test_readings_acting_once_on_each_good_stand(text, rows):
    r = read_message(text, CAT, email=True)
    assert r.readable and _rows(r) == rows, r.reason


def test_the_gains_english_row_still_reads():  # (its Hindi row is refused as before: a bare "दाल")
    row = corpus_row("corpus_holdout153", "en-w77041")
    r = read_message(row["text"], CAT, email=True)
    assert r.readable and [i.kind for i in r.intents] == ["order"] * 4, r.reason


def test_counter_words_are_not_checked():
    r = read_message("When will O1 come? Send 5 kg jaggery.", CAT, email=False)
    assert r.reason_key != "ambiguous_intent.two_requests"
