"""A price turned down with the price said before the goods' name ("₹49 for sugar is too much. We can pay ₹44."), then
our own price in the next sentence, beside other goods: the offer is the sugar's (lang/countered_on_the_line.py; a new
user's trial, session 31: "₹49 for sugar is too much. We can pay ₹44. Chana dal at ₹86.50 is fine — send 20 kg." was
refused, "what is ₹44 for?", while "Toor at ₹140 is too much. We can do ₹131. …" read)."""
import pytest

from tests.reader_intents import intents, refused

_SUGAR_CHANA = [("offer", "sugar-1kg", None, 4400, None, None), ("accept", "chana-dal-1kg", None, 8650, None, None),
                ("order", "chana-dal-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text, want", [
    ("₹49 for sugar is too much. We can pay ₹44. Chana dal at ₹86.50 is fine — send 20 kg.", _SUGAR_CHANA),  # trial
    ("₹49 for sugar is too much. We can do ₹44. Chana dal at ₹86.50 is fine — send 20 kg.", _SUGAR_CHANA),
    ("₹49 में चीनी बहुत ज़्यादा है। हम ₹44 दे सकते हैं। चना दाल ₹86.50 ठीक है — 20 किलो भेजिए।", _SUGAR_CHANA),
    ("₹49 kilo cheeni bahut zyada hai. Hum ₹44 de sakte hain. Chana dal ₹86.50 theek hai — 20 kilo bhejo.",
     _SUGAR_CHANA),
    ("₹140 for toor dal is too high. Can you do ₹131? Please also send 10 kg rice.",
     [("offer", "toor-dal-1kg", None, 13100, None, None), ("order", "rice-1kg", 10, None, None, None)]),
    ("₹140 for toor dal is too high. We can do ₹131 for 20 kg. Send 10 kg rice too.",
     [("offer", "toor-dal-1kg", 20, 13100, None, None), ("order", "rice-1kg", 10, None, None, None)]),
    ("₹590 a litre for ghee is too much. We can do ₹540 for 12 litres. Also send 5 kg sugar.",
     [("offer", "ghee-1l", 12, 54000, None, None), ("order", "sugar-1kg", 5, None, None, None)]),
])
def test_our_price_after_a_price_turned_down_before_the_name(text, want):
    assert intents(text, email=True) == want


def test_a_price_above_the_one_turned_down_is_still_asked():
    assert refused("₹140 for toor dal is too high. We can do ₹150. Please also send 10 kg rice.",
                   email=True) == "ambiguous_intent.figure"


def test_near_sentences_read_as_before():
    assert intents("₹49 for sugar is too much. We can pay ₹44.", email=True) == [
        ("offer", "sugar-1kg", None, 4400, None, None)]
    assert intents("₹49 for sugar is too much; we can do ₹44. Send 20 kg chana dal too.", email=True) == [
        ("offer", "sugar-1kg", None, 4400, None, None), ("order", "chana-dal-1kg", 20, None, None, None)]
