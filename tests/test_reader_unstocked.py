"""Goods we do not stock asked for beside goods we do are refused, naming them in the writer's language
(``lang.unstocked``); a stocked item holding such a word, and such goods only told of, read as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from lang.reasons import word
from market.catalogue import load_catalogue
from reader_intents import intents, refused

CAT = load_catalogue()


@pytest.mark.parametrize("text, goods", [
    ("Send 5 kg rice, rajma too", "rajma"),
    ("O10 se masoor hatao chana dalo 5 kg", "chana"),  # the 5 kg had gone to the masoor cut, silently
    ("O10 से मसूर हटाओ चना डालो 5 किलो", "चना"),
    ("Send 2 kg jeera and 5 kg sugar", "jeera"),
    ("5 kilo cheeni aur 2 kilo maida bhejo", "maida"),
])
def test_unstocked_goods_asked_for_are_refused(text, goods):
    assert refused(text, email=True) == "no_item.not_stocked"
    assert goods in read_message(text, CAT, email=True).reason


def test_the_reason_is_worded_in_the_writers_language():
    r = read_message("चावल 10 किलो और राजमा 5 किलो भेजिए", CAT, email=True)
    assert r.language == "hi"
    assert word(r.reason_key, r.reason_args, "hi") == "“राजमा” हम नहीं रखते; सिर्फ़ हमारी सूची का सामान लिखिए"


@pytest.mark.parametrize("text, read", [
    ("O10 se masoor hatao chana dal dalo 5 kg",
     [("cancel", "masoor-dal-1kg", None, None, "O10", None), ("order", "chana-dal-1kg", 5, None, "O10", None)]),
    ("चने की दाल 10 किलो भेजो", [("order", "chana-dal-1kg", 10, None, None, None)]),
    ("chane ka aata 2 kg bhejo", [("order", "besan-500g", 4, None, None, None)]),
    ("Customers keep asking for rajma. Send 10 kg rice.", [("order", "rice-1kg", 10, None, None, None)]),
    ("**कल का ऑर्डर**\n- आलू — ४० किलो\n- लहसुन नहीं चाहिए", [("order", "potato-1kg", 40, None, None, None)]),
])
def test_stocked_names_and_goods_told_of_read_as_before(text, read):
    assert intents(text, email=True) == read
