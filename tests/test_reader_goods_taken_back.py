"""Goods ordered and then taken back in another sentence of the same message (``lang.goods_taken_back``; session 41,
helper FU): each had ordered the goods, silently. Refused, naming the sentence that takes them back; a correction
with a new count, a refusal of a kind of the goods ("No broken eggs") and a fault told of the past keep their
reading."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from lang.reasons import word
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    # the four found on main
    "Send 4 trays eggs. Cancel the eggs, they will come broken anyway.",
    "Send 4 trays eggs. Actually don't send eggs, last time they were broken.",
    "4 ट्रे अंडे भेजो। अंडे मत भेजो।",
    "4 tray ande bhejo. Ande nahi, pichli baar toote the.",
    # variants in the three languages
    "Send 4 trays eggs. Cancel the eggs.",
    "Send 4 trays eggs. We don't need eggs.",
    "Send 4 trays eggs. Eggs not needed.",
    "Send 4 trays eggs. Skip the eggs.",
    "Send 4 trays eggs. Forget the eggs.",
    "4 tray ande bhejo. Ande mat bhejna.",
    "4 tray ande bhejo. Ande nahi chahiye.",
    "4 tray ande bhejo. Ande rehne do.",
    "4 tray ande bhejo. Ande cancel karo.",
    "4 ट्रे अंडे भेजो। अंडे नहीं चाहिए।",
    "4 ट्रे अंडे भेजो। अंडे मत भेजना।",
    "4 ट्रे अंडे भेजो। अंडे रहने दो।",
    "4 ट्रे अंडे भेजो। अंडे कैंसल करो।",
    "4 ट्रे अंडे भेजो। अंडे नहीं, पिछली बार टूटे थे।",
])
def test_goods_taken_back_in_a_later_sentence_are_refused(text):
    assert _read(text) == "contradictory.retracted"


@pytest.mark.parametrize("text", [
    "Send 4 trays eggs. Scratch that.",
    "Send 4 trays eggs. Actually, cancel it.",
    "Send 20 kg rice. Forget it.",
    "20 kilo chawal bhejo. Nahi, mat bhejo.",
    "20 kilo chawal bhejo. Cancel kar do.",
    "20 किलो चावल भेजो। नहीं, मत भेजो।",
    "20 किलो चावल भेजो। रद्द कर दो।",
])
def test_a_bare_taking_back_after_an_order_is_refused(text):
    assert _read(text) == "contradictory.retracted"


@pytest.mark.parametrize("text", [
    "Send 4 trays eggs and 10 kg sugar. Don't send eggs.",
    "Send 4 trays eggs and 10 kg sugar. Cancel the eggs.",
    "4 tray ande aur 10 kilo cheeni bhejo. Ande mat bhejo.",
    "4 ट्रे अंडे और 10 किलो चीनी भेजो। अंडे मत भेजो।",
])
def test_one_of_several_goods_taken_back_is_refused_not_half_read(text):
    assert _read(text) == "contradictory.retracted"


@pytest.mark.parametrize("text", [
    "Don't send eggs. Send 4 trays eggs.",
    "Ande mat bhejo. 4 tray ande bhejo.",
    "अंडे मत भेजो। 4 ट्रे अंडे भेजो।",
    "We don't need eggs. Please send 4 trays of eggs.",
])
def test_the_mirror_refused_then_ordered_is_refused_too(text):
    assert _read(text) == "contradictory.retracted"


@pytest.mark.parametrize("text, read", [
    ("Send 4 trays eggs. Make it 3.", [("order", "eggs-1pc", 90)]),
    ("Send 4 trays eggs. Actually no, 3 trays.", [("order", "eggs-1pc", 90)]),
    ("4 tray ande bhejo. Nahi, 3 tray.", [("order", "eggs-1pc", 90)]),
    ("4 ट्रे अंडे भेजो। नहीं, 3 ट्रे।", [("order", "eggs-1pc", 90)]),
    ("Send 4 trays eggs. No broken eggs please.", [("order", "eggs-1pc", 120)]),
    ("4 tray ande bhejo. Toote hue ande mat bhejna.", [("order", "eggs-1pc", 120)]),
    ("4 ट्रे अंडे भेजो। टूटे अंडे मत भेजना।", [("order", "eggs-1pc", 120)]),
    ("Kal ka doodh khatta tha, 5 packet kharab nikle. Aaj 40 packet doodh bhejo.", [("order", "milk-500ml", 40)]),
    ("कल वाले अंडे ख़राब निकले, 30 में से 6 टूटे थे। आज 2 ट्रे अंडे और भेजिए।", [("order", "eggs-1pc", 60)]),
    ("Send 20 kg rice. No need to send the bill.", [("order", "rice-1kg", 20)]),
    ("No onion this time. Send 20 kg potatoes.", [("reject", "onion-1kg", None), ("order", "potato-1kg", 20)]),
])
def test_corrections_kinds_and_faults_keep_their_reading(text, read):
    assert _read(text) == read


def test_the_reason_names_the_sentence_in_the_writers_language():
    r = read_message("4 ट्रे अंडे भेजो। अंडे मत भेजो।", CAT, email=True)
    assert r.reason_args["text"] == "अंडे मत भेजो।"
    assert word(r.reason_key, r.reason_args, "hi") == "“अंडे मत भेजो।” — पहले माँगा, फिर मना किया; साफ़ लिखिए"
