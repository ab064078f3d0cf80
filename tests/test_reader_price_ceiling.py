"""A price ceiling said with the rupee sign before it ("up to ₹100/kg is fine for us") is the shop's offer at the
ceiling, as "₹100 किलो तक चलेगी" is (lang/bounds.py; holdout91 en-s9008 had accepted ₹100 and ordered, silently)."""
from tests.reader_intents import intents

_MOONG = [("offer", "moong-dal-1kg", 30, 10000, None, None)]


def test_a_ceiling_after_up_to_is_an_offer():
    assert intents("Moong dal — up to ₹100/kg is fine for us. Send 30 kg.") == _MOONG
    assert intents("Up to ₹100/kg for moong dal works for us, send 30 kg.") == _MOONG
    assert intents("Rice up to ₹38 is ok for us, we need 40 kg.") == [("offer", "rice-1kg", 40, 3800, None, None)]
    assert intents("मूंग दाल ₹100 किलो तक चलेगी, 30 किलो भेज दो।") == _MOONG
    assert intents("Moong dal 100 rupaye kilo tak chalegi, 30 kilo bhej do.") == _MOONG


def test_a_price_agreed_without_a_bound_is_still_accepted():
    assert intents("Moong dal ₹100 is fine, send 30 kg.") == [
        ("accept", "moong-dal-1kg", None, 10000, None, None), ("order", "moong-dal-1kg", 30, None, None, None)]
