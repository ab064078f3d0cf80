"""``lang.count_apart``: the count of goods asked after, told in a phrase of its own ("50 किलो वाला"), and packs
with no fixed size counted where the goods have that pack (atta's bags, matchboxes' bundles of 10) in delivery
questions and cancels."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "O3 चावल कब आएगा? 50 किलो वाला।",
    "O3 chawal kab aayega? 50 kg wala. aaj aa jayega??",
    "When will O3 rice come? The 50 kg one.",
])
def test_a_count_told_apart_is_the_count_asked_after(text):
    assert _read(text) == (True, [("ask_delivery", "rice-1kg", 50, "O3")])


@pytest.mark.parametrize("text", [
    "गोपाल जी O16 का मक्खन कब आएगा? 2 दर्जन वाला",
    "Gopal ji O16 ka butter kab aayega? 2 darjan wala",
])
def test_dozens_told_apart_are_counted_in_packets(text):
    assert _read(text) == (True, [("ask_delivery", "butter-100g", 24, "O16")])


@pytest.mark.parametrize("text", [
    "O2 का आटा अभी तक नहीं आया, 10 बैग वाला। कब तक आएगा?",
    "O2 ka atta abhi tak nahi aaya, 10 bag wala. kab tak aayega?",
])
def test_atta_bags_asked_after_are_its_packets(text):
    assert _read(text) == (True, [("ask_delivery", "atta-5kg", 10, "O2")])


@pytest.mark.parametrize("text", [
    "Rohit ji remove the matchbox from O12, all 5 bundles. got stock locally",
    "Rohit ji O12 se machis hata do, 5 ke 5 bundle. local mein mil gayi",
    "Cancel 5 bundles of matchbox from O12.",
])
def test_bundles_cancelled_are_ten_boxes_each(text):
    assert _read(text) == (True, [("cancel", "matchbox-1pc", 50, "O12")])


def test_a_count_asked_for_beside_the_question_is_not_the_count_asked_after():
    readable, got = _read("O16 ka butter kab aayega? 2 darjan aur bhejo")
    assert not readable or ("ask_delivery", "butter-100g", 24, "O16") not in got


def test_a_cancel_of_packs_with_no_size_is_refused_not_read_whole():
    r = read_message("Cancel 3 crates of paneer from O12.", CAT, email=True)
    assert not r.readable or all(i.quantity is not None for i in r.intents if i.kind == "cancel")
