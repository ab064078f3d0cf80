"""A list of goods under a line that asks rates only, or that calls itself the correct list (session 53, SILENT;
noticed by people trying it). "Bansal ji, only rates needed:" above goods had been read as a customer's want told
(the addressed "ji" taken for someone who needs) and, read as Hinglish, ordered the goods — silently; "the correct
list:" had read "correct" as a bill disputed. New sentences of the kind, in three languages."""
from __future__ import annotations

import pytest

from lang.language import detect_language
from reader_intents import intents

_LIST_EN = "\n\n- Rice 25 kg\n- Sugar 10 kg"
_LIST_HL = "\n\n- Chawal 25 kilo\n- Cheeni 10 kilo"
_LIST_HI = "\n\n- चावल 25 किलो\n- चीनी 10 किलो"
_ASKED = [("ask_quote", "rice-1kg", 25, None, None, None), ("ask_quote", "sugar-1kg", 10, None, None, None)]
_ORDERED = [("order", "rice-1kg", 25, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", ["Mehra ji, rates needed:" + _LIST_EN, "Mehra ji, just rates:" + _LIST_EN,
                                  "Mehra ji, sirf rate chahiye:" + _LIST_HL, "मेहरा जी, सिर्फ़ रेट चाहिए:" + _LIST_HI])
def test_a_rates_only_line_asks_quotes_of_the_list(text):
    assert intents(text, email=True) == _ASKED


def test_the_addressed_name_makes_no_message_hinglish():
    assert detect_language("Mehra ji, only rates needed:" + _LIST_EN) == "en"


@pytest.mark.parametrize("text", ["Mehra ji, the correct list:" + _LIST_EN, "Mehra ji, sahi list:" + _LIST_HL,
                                  "मेहरा जी, सही लिस्ट:" + _LIST_HI])
def test_the_correct_list_disputes_nothing(text):
    assert intents(text, email=True) == _ORDERED


def test_someone_elses_want_is_still_told():
    assert intents("Sharma ji needs 10 kg sugar for a wedding. Please send 20 kg rice.", email=True) == [
        ("order", "rice-1kg", 20, None, None, None)]
