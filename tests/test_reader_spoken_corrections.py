"""A count corrected on the spot with a "no", "no no" or "mera matlab" ("Send 20 kg rice no sorry 25 kg rice",
"Moong dal 30 kilos... no no, send just 25 kilos", "3 tray ande, mera matlab 4 tray bhejo"; sealed holdouts 84, 102,
111, 116, fixer I of the twenty-sixth session) orders the new count; two counts with no word of correction, or a
correction to other goods, are still refused."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["Send 20 kg rice no sorry 25 kg rice.", "20 kg chawal bhejo nahi sorry 25 kg chawal.",
                                  "20 किलो चावल भेजो, नहीं सॉरी 25 किलो चावल।"])
def test_no_sorry_corrects_the_count(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 25, None, None, None)]


@pytest.mark.parametrize("text", ["send 20 kg onion no sorry 25 kg onion and 10 kg potato",
                                  "20 kilo pyaaz bhejo nahi sorry 25 kilo pyaaz aur 10 kilo aalu",
                                  "20 किलो प्याज़ भेजो नहीं सॉरी 25 किलो प्याज़ और 10 किलो आलू"])
def test_no_sorry_corrects_one_of_two_goods(text):
    assert intents(text, email=True) == [("order", "onion-1kg", 25, None, None, None),
                                         ("order", "potato-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", ["3 trays eggs, I mean 4 trays. ₹172/tray.", "3 tray ande, mera matlab 4 tray bhejo. ₹172/tray.",
                                  "3 ट्रे अंडे, मेरा मतलब 4 ट्रे भेजो। ₹172 प्रति ट्रे।"])
def test_mera_matlab_corrects_the_count(text):
    assert intents(text, email=True) == [("order", "eggs-1pc", 120, 573, None, None)]


@pytest.mark.parametrize("text", ["Moong dal 30 kilos... no no, send just 25 kilos.", "Moong dal 30 kilos... sorry, send just 25 kilos.",
                                  "Moong daal 30 kilo... nahi nahi, 25 kilo hi bhejna.", "मूंग दाल 30 किलो... नहीं नहीं, 25 किलो ही भेजना।"])
def test_a_count_restated_with_send(text):
    assert intents(text, email=True) == [("order", "moong-dal-1kg", 25, None, None, None)]


def test_a_count_restated_with_kar_dena():
    assert intents("Hi, please send 20 packets of poha... sorry, 25 packet kar dena. Thanks!", email=True) == [
        ("order", "poha-500g", 25, None, None, None)]


@pytest.mark.parametrize("text", ["Moong dal 30 kilos, rice 10 kg... no no, send just 25 kilos.",
                                  "Moong dal ₹30? No, send just 25 kilos."])
def test_which_count_is_corrected_is_asked(text):
    assert refused(text, email=True) == "contradictory.retracted"


def test_a_correction_to_other_goods_is_still_refused():
    assert refused("Send 20 kg rice. No, sorry, 25 kg sugar.", email=True) == "ambiguous_intent.corrected"


def test_two_counts_with_no_correction_word_are_still_refused():
    assert refused("Send 3 tray eggs, matlab 4 tray", email=True) == "contradictory.two_quantities"

