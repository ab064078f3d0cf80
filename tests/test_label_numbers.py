"""lang.label_numbers: a heading's week or round, a reference number, a chat time and a span of days are no figures;
and lang.subject_line: "To summarise:" closes a mail as "Summary:" does (fixer N, s27)."""
from __future__ import annotations

import pytest

from lang.language import tokenize
from lang.label_numbers import label_numbers
from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "## Purchase Order – Week 43\n\n- Rice: 50 kg\n- Sugar: 20 kg",
    "## ऑर्डर – हफ़्ता 43\n\n- चावल: 50 किलो\n- चीनी: 20 किलो",
    "## Order – Hafta 43\n\n- Chawal: 50 kilo\n- Cheeni: 20 kilo",
    "## ऑर्डर – सप्ताह 43\n\n- चावल: 50 किलो\n- चीनी: 20 किलो",
    "## Order – Saptah 43\n\n- Chawal: 50 kilo\n- Cheeni: 20 kilo",
])
def test_a_headings_week_is_no_figure(text):
    assert _read(text) == (True, "", [("order", "rice-1kg", 50, None), ("order", "sugar-1kg", 20, None)])


@pytest.mark.parametrize("text", [
    "Order ref 2291 for our shop:\n1. Rice – 50 kg\n2. Sugar – 20 kg",
    "दुकान के लिए ऑर्डर रेफ़ 2291:\n1. चावल – 50 किलो\n2. चीनी – 20 किलो",
    "Dukaan ke liye order ref 2291:\n1. Chawal – 50 kg\n2. Cheeni – 20 kg",
])
def test_a_reference_number_is_no_figure(text):
    assert _read(text) == (True, "", [("order", "rice-1kg", 50, None), ("order", "sugar-1kg", 20, None)])


@pytest.mark.parametrize("text", [
    "Send 50 kg potatoes within 2-3 days.",
    "2-3 दिन में 50 किलो आलू भेज दो।",
    "2-3 din mein 50 kilo aloo bhej do.",
    "50 kg potato snd 2mrw",
    "kl 7 bje se pehle 50 kilo aloo bhjo",
])
def test_a_chat_time_or_a_span_of_days_is_no_figure(text):
    assert _read(text) == (True, "", [("order", "potato-1kg", 50, None)])


def test_a_count_after_the_week_stays_asked():
    """"har hafte 10" (every week) is a count, and a count with a unit after "week" is the goods': still asked."""
    assert not _read("Chawal 50 kilo bhejo, har hafte 10.")[0]
    toks = tokenize("har hafte 2 bori chawal, week 3 kg")
    assert label_numbers(toks) == set()


def test_a_quotations_letters_are_left_asked():
    toks = tokenize("(Ref: Q-118) rice ₹39 ok")
    assert label_numbers(toks) == set()


@pytest.mark.parametrize("text", [
    "Subject: Paneer and curd order\n\nDear Ramesh bhai,\n\n**Paneer:** We accept your rate of ₹380/kg. Please send "
    "**4 kg**.\n\n**Curd (400 g):** Please also send **30 packets at ₹34** per packet.\n\nTo summarise: paneer "
    "accepted at ₹380/kg, 4 kg paneer and 30 packets of curd at ₹34.\n\nThanks,\nSunita",
])
def test_to_summarise_closes_the_mail(text):
    ok, _, got = _read(text)
    assert ok and [k for k, *_ in got] == ["accept", "order", "order"]


def test_a_summary_saying_a_new_figure_is_read_whole():
    """"To summarise: 30 kg" under "send 20 kg" says another figure: read with the body, both counts asked."""
    ok, _, _ = _read("Please send 20 kg rice.\n\nTo summarise: 30 kg rice.\n\nThanks")
    assert not ok
