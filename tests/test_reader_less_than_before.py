"""Goods asked "a bit less than last time" with no figure are refused, not cut from an order (``lang.less_than_before``,
holdout77 q9029: the Hindi and Hinglish had cancelled 30 kg of toor dal, silently)."""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents, refused as _refused

_TABLE = {
    "en": "Dear Sir,\n\n| Item | Last price | Asked price | Qty |\n|---|---|---|---|\n"
          "| Toor dal | ₹140/kg | a little less than last time | 30 kg |\n\n"
          "Summary: 30 kg toor dal if you can come down a bit from last time.\n\nRegards,\nOm Prakash",
    "hi": "महोदय,\n\n| सामान | पिछला भाव | माँगा भाव | मात्रा |\n|---|---|---|---|\n"
          "| अरहर दाल | ₹140/किलो | पिछली बार से थोड़ा कम | 30 किलो |\n\n"
          "सारांश: पिछली बार से थोड़ा कम कर सकें तो 30 किलो अरहर दाल।\n\nसादर,\nओम प्रकाश",
    "hinglish": "Sir,\n\n| Item | Pichhla rate | Maanga rate | Qty |\n|---|---|---|---|\n"
                "| Arhar dal | ₹140/kg | pichhli baar se thoda kam | 30 kg |\n\n"
                "Summary: pichhli baar se thoda kam kar sakein to 30 kilo arhar dal.\n\nRegards,\nOm Prakash",
}


@pytest.mark.parametrize("lang", ["hi", "hinglish"])
def test_the_corpus_table_asks_how_much_lower(lang):
    assert _refused(_TABLE[lang], email=True) == "no_price.how_much_lower"


def test_the_english_table_is_refused_too():
    _refused(_TABLE["en"], email=True)


@pytest.mark.parametrize("text", [  # our own probes
    "Toor dal 30 kg, but a bit less than last time please.",
    "Can you do sugar a little cheaper than last time? We need 50 kg.",
    "Send 20 kg moong, rate a bit lower than last week.",
    "चीनी पिछली बार से थोड़ा कम में दे दीजिए, 50 किलो चाहिए।",
    "पिछले हफ़्ते से कुछ कम रेट पर 20 किलो मूंग भेज दो।",
    "आटा पिछली बार से कम कर दो, 10 पैकेट लेंगे",
    "Cheeni pichhli baar se thoda kam mein de do, 50 kilo chahiye",
    "Pichle hafte se kuch kam rate pe 20 kilo moong bhej do",
    "Atta pichli baar se kam karo, 10 packet lenge",
    "Chawal pichhli baar se thoda kam kar do toh 40 kilo le lenge",
    "| Arhar dal | pichhli baar se thoda kam | 30 kg |",
])
def test_less_than_last_time_asks_how_much_lower(text):
    assert _refused(text, email=True) == "no_price.how_much_lower"


@pytest.mark.parametrize("text, want", [  # near sentences: a cut from a named order, "like last time"
    ("O12 se 5 kilo chini kam kar do", [("cancel", "sugar-1kg", 5, None, "O12", None)]),
    ("O12 से 5 किलो चीनी कम कर दीजिए", [("cancel", "sugar-1kg", 5, None, "O12", None)]),
    ("Cut 5 kg sugar from O12.", [("cancel", "sugar-1kg", 5, None, "O12", None)]),
    ("Chawal pichhli baar ki tarah 30 kilo bhejo", [("order", "rice-1kg", 30, None, None, None)]),
    ("पिछली बार की तरह 30 किलो चावल भेजिए", [("order", "rice-1kg", 30, None, None, None)]),
])
def test_near_sentences_read_as_before(text, want):
    assert _intents(text, email=True) == want
