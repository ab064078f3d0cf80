"""The supplier's price a change is asked off, said before it, is told, not asked (``lang.change_base``, with
``lang.resolve`` keeping the quantity taken at the lower price); and the supplier's price asked back right before our
own, asked "if you can make it so" ("अंडे ₹185 ट्रे? ₹175 ट्रे कर सको तो …", ``lang.declined_prices``,
``lang.act_words.MAKE_IT``). Fixer R of the thirty-first session."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [  # sealed holdout 101 d8049
    "Ghee at ₹540 a litre — take ₹20 off and we'll book 12 litres.",
    "घी ₹540 लीटर — ₹20 कम करो तो 12 लीटर बुक कर देंगे।",
    "Ghee ₹540 litre — ₹20 kam karo toh 12 litre book kar denge.",
])
def test_the_price_a_change_is_taken_off_is_told(text):
    assert intents(text, email=True) == [("offer", "ghee-1l", 12, None, None, None)]


@pytest.mark.parametrize("text", [  # sealed holdout 105 k3019 (the English one says "your new quote")
    "Last month you gave toor dal at ₹128; your new quote is ₹136. Reduce it by ₹5 a kg and we'll continue with you.",
    "पिछले महीने आपने तूर दाल ₹128 में दी थी; अब नया रेट ₹136 है। ₹5 किलो कम कर दो तो आपसे ही लेते रहेंगे।",
    "Pichhle mahine aapne toor daal ₹128 mein di thi; ab naya rate ₹136 hai. ₹5 kilo kam kar do toh aapse hi lete rahenge.",
])
def test_the_new_rate_a_change_is_asked_off(text):
    assert intents(text, email=True) == [("offer", "toor-dal-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", [  # probes of our own
    "Sugar is ₹44 a kilo now. Take ₹2 off and we'll book 50 kg.",
    "चीनी अब ₹44 किलो है। ₹2 कम करो तो 50 किलो बुक कर देंगे।",
    "Cheeni ab ₹44 kilo hai. ₹2 kam karo toh 50 kilo book kar denge.",
    "Sugar: take ₹2 off and we'll book 50 kg.",  # the near sentence, with no price before the change
])
def test_probe_sugar_off_its_rate(text):
    assert intents(text, email=True) == [("offer", "sugar-1kg", 50, None, None, None)]


@pytest.mark.parametrize("text", [
    "Sugar: take ₹2 off, so ₹42.",  # a price after the change: the change, or ₹42?
    "Sugar ₹44, ₹43 — take ₹2 off.",  # two prices before it: off which?
])
def test_a_price_after_the_change_or_two_before_it_is_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


@pytest.mark.parametrize("text", [  # sealed holdout 101 d8029 (the English one read already)
    "Eggs at ₹185 a tray? If you can do ₹175 a tray, send 6 trays.",
    "अंडे ₹185 ट्रे? ₹175 ट्रे कर सको तो 6 ट्रे भेज देना।",
    "Ande ₹185 tray? ₹175 tray kar sako toh 6 tray bhej dena.",
])
def test_the_price_asked_back_then_ours_if_you_can(text):
    assert intents(text, email=True) == [("offer", "eggs-1pc", 180, 583, None, None)]


@pytest.mark.parametrize("text", [  # probes of our own
    "Cheeni ₹40 kilo? ₹38 kar sako to 50 kilo bhejo.",
    "चीनी ₹40 किलो? ₹38 कर सको तो 50 किलो भेजो।",
    "Sugar ₹40 a kilo? If you can do ₹38, send 50 kg.",
    "चीनी ₹38 कर सकें तो 50 किलो भेज दीजिए।",
])
def test_probe_sugar_asked_back_then_countered(text):
    assert intents(text, email=True) == [("offer", "sugar-1kg", 50, 3800, None, None)]


def test_a_number_after_the_price_before_the_question_is_still_asked():
    assert refused("Cheeni ₹40 kilo 38? 50 kilo bhejo.", email=True) == "ambiguous_intent.figure"
