"""A reasoning lead is a label (``lang.preamble``), in English, Hindi and Hinglish: "Soch raha hoon: …", "Sochte
hain: …", "सोचते हैं: …", "Thought process: …", "Draft 1:" are dropped and the message after them is read; a message
that opens with the same word as a sentence of its own ("Soch raha hoon ki …", "सोच रहा हूँ कि …", "Thinking of
ordering …") is read whole, not cut at its first line (it had lost the first line's rice and kept the dal)."""
from __future__ import annotations

import pytest

from lang.preamble import strip_preamble
from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()
MESSAGE = {"en": "Please send 20 kg rice at Rs 36.", "hi": "कृपया 20 किलो चावल 36 रुपये में भेजिए।",
           "hinglish": "Please 20 kilo chawal 36 rupaye mein bhej dijiye."}
RICE = [("order", "rice-1kg", 20, 3600)]


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("language, lead, gap", [
    ("hinglish", "Soch raha hoon: chawal kam hai.", "\n\n"), ("hinglish", "Soch rahi hoon: dal bhi kam hai.", "\n"),
    ("hinglish", "Sochte hain: pehle chawal.", "\n\n"), ("hinglish", "Soch rahe hain...", "\n"),
    ("hinglish", "Vichar: S1 sasta tha.", "\nMessage: "), ("hinglish", "Sochna: chawal do din chalega.", "\n\n"),
    ("hi", "सोचते हैं: पहले चावल।", "\n\n"), ("hi", "सोच रही हूँ: दाल भी कम है।", "\n"), ("hi", "विचार:", "\n"),
    ("hi", "सोचना: चावल दो दिन चलेगा।", "\nसंदेश: "), ("hi", "मैं सोच रहा था: चावल कम है।", "\n\n"), ("hi", "सोचते हैं। चावल कम है।", "\nअंतिम संदेश: "),
    ("en", "Thought process: rice is low.", "\n\n"), ("en", "Thinking...", "\n"), ("en", "Thinking:", "\n"),
    ("en", "Draft 1:", "\n"), ("en", "Thoughts: S1 was cheaper.", "\nReply: "),
])
def test_a_label_is_dropped_and_the_message_read(language, lead, gap):
    text = f"{lead}{gap}{MESSAGE[language]}"
    assert strip_preamble(text) == MESSAGE[language]
    assert _read(text) == (True, RICE)


@pytest.mark.parametrize("text", [
    "Soch raha hoon ki 20 kg chawal 36 rupaye kilo mein mangwa loon.\nSaath mein 5 kg toor dal bhi bhej dijiye.",
    "सोच रहा हूँ कि 20 किलो चावल 36 रुपये किलो में मँगवा लूँ।\nसाथ में 5 किलो तूर दाल भी भेज दीजिए।",
    "Thinking of ordering 20 kg rice at Rs 36 per kg.\nAlso send 5 kg toor dal.",
    "Thought you might want our order: 20 kg rice at Rs 36 per kg.\nAlso send 5 kg toor dal.",
    "विचार करके बताइए, 20 किलो चावल 36 रुपये किलो में भेज सकते हैं?\nसाथ में 5 किलो तूर दाल भी भेज दीजिए।",
    "Planning for Diwali we need 20 kg rice at Rs 36.\nAlso send 5 kg toor dal.",
])
def test_a_sentence_opening_with_the_word_is_the_message(text):
    assert strip_preamble(text) == text           # read whole: the dal alone is never the reading
    readable, intents = _read(text)
    assert not readable or ("order", "rice-1kg", 20, 3600) in intents


def test_near_messages_read_as_before():
    assert _read("Step 1: stock is low.\nFinal message: Please send 20 kg rice at Rs 36.") == (True, RICE)
    assert _read("Let me think step by step.\n\nPlease send 20 kg rice at Rs 36.") == (True, RICE)
    assert _read(MESSAGE["en"]) == _read(MESSAGE["hi"]) == _read(MESSAGE["hinglish"]) == (True, RICE)
