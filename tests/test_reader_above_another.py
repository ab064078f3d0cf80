"""A price asked as so much above another's ("मंडी भाव से ₹3 किलो ऊपर दे दो") is refused: the mandi's ₹32 had been
offered, silently (lang/above_another.py; holdout96 hi-y9053)."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "मंडी में चावल का भाव ₹3,200 क्विंटल है। हमें मंडी भाव से ₹3 किलो ऊपर दे दो — 100 किलो चाहिए।",
    "Mandi ka bhav ₹3,200 quintal hai. Humein mandi bhav se ₹3 kilo upar de do — 100 kilo chahiye.",
])
def test_a_price_above_another_is_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.price_from_another"


def test_a_price_told_above_what_we_can_sell_at_reads_as_before():
    text = "> Refined oil is now ₹124/L.\n\n₹124 is above what we can sell at. We can do ₹116 a litre for 15 litres."
    assert intents(text, email=True) == [("offer", "refined-oil-1l", 15, 11600, None, None)]
