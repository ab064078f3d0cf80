"""Prices told as context beside the writer's own: the supplier's quote or a competitor's/the mandi's rate beside a
cut ("you quoted ₹140 … the mandi has it at ₹128. Please reduce ₹6 per kg": an offer of −₹6), prices said "for
context" (``lang.context_prices``), what the shop buys each month (``lang.context_said``: no count of the offer), and
a cut from someone else's price ("Agarwal ke ₹36 se ek rupya kam": refused, ``lang.lower_than``)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from reader_intents import intents, refused

CAT = load_catalogue()


def _cuts(text: str) -> list[tuple]:
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.price_change_paise) for i in r.intents]


@pytest.mark.parametrize("text, read", [
    ("Toor dal you quoted ₹140 but the mandi has it at ₹128. Please reduce ₹6 per kg.",
     [("offer", "toor-dal-1kg", None, None, -600)]),
    ("तूर दाल आपने ₹140 बताई, मंडी में ₹128 है। किलो पर ₹6 कम करो।", [("offer", "toor-dal-1kg", None, None, -600)]),
    ("Toor dal aapne ₹140 bola, mandi mein ₹128 hai. ₹6 kilo kam karo.", [("offer", "toor-dal-1kg", None, None, -600)]),
    ("Masoor at ₹84 is on the high side — knock off ₹2.", [("offer", "masoor-dal-1kg", None, None, -200)]),
    ("मसूर ₹84 थोड़ा ज़्यादा है — ₹2 कम करो।", [("offer", "masoor-dal-1kg", None, None, -200)]),
    # what the shop buys each month is no count of the offer (it had been: an offer of 50 kg, silently)
    ("Could you reduce the sugar rate by ₹2 per kg? We take about 50 kg every week.",
     [("offer", "sugar-1kg", None, None, -200)]),
    ("क्या चीनी का भाव ₹2 किलो कम कर सकते हैं? हम हर हफ़्ते लगभग 50 किलो लेते हैं।",
     [("offer", "sugar-1kg", None, None, -200)]),
    ("Kya cheeni ka rate ₹2 kilo kam kar sakte ho? Hum har hafte lagbhag 50 kilo lete hain.",
     [("offer", "sugar-1kg", None, None, -200)]),
])
def test_a_cut_beside_a_price_told_as_context(text, read):
    assert _cuts(text) == read


@pytest.mark.parametrize("text", [
    "We'd like to propose ₹44 per packet for besan and ₹25 per packet for suji. For context, our last purchase was "
    "at ₹46 and ₹27 respectively.",
    "बेसन ₹44 प्रति पैकेट और सूजी ₹25 प्रति पैकेट दे सकते हैं। संदर्भ के लिए, पिछली खरीद ₹46 और ₹27 पर थी।",
    "Besan ₹44 per packet aur suji ₹25 per packet de sakte hain. Reference ke liye, pichhli kharid ₹46 aur ₹27 pe thi.",
])
def test_prices_said_for_context_are_context(text):
    assert intents(text, email=True) == [("offer", "besan-500g", None, 4400, None, None),
                                         ("offer", "suji-500g", None, 2500, None, None)]


@pytest.mark.parametrize("text", [
    "चावल पर अग्रवाल के ₹36 से एक रुपया कम कर दो, तो 80 किलो बुक कर दूँगा।",
    "Chawal pe Agarwal ke ₹36 se ek rupya kam kar do, to 80 kilo book kar dunga.",
])
def test_a_cut_from_someone_elses_price_is_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.price_from_another"  # not ₹1 off the supplier's own


@pytest.mark.parametrize("text, read", [
    ("you quoted ₹140 for toor dal, ok send 10 kg",
     [("accept", "toor-dal-1kg", None, 14000, None, None), ("order", "toor-dal-1kg", 10, None, None, None)]),
    ("Chawal pe aapke ₹36 se ek rupya kam kar do, to 80 kilo book kar dunga.",
     [("offer", "rice-1kg", 80, None, None, None)]),  # ₹1 off the supplier's own ₹36
])
def test_neighbours_read_as_before(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text, key", [
    ("We'll take 20 kg sugar every week.", "ambiguous_intent.recurring"),  # a standing order, not a habit told
    ("We take 50 kg sugar every week, please send 50 kg sugar.", "ambiguous_intent.figure"),
])
def test_a_habit_with_an_ask_is_not_context(text, key):
    assert refused(text, email=True) == key
