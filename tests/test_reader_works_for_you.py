"""Our price asked to work for the supplier ("… works for you") is no accept (lang/works_for_you.py; found by fixer J:
the writer's own ₹41 had been accepted, silently)."""
from tests.reader_intents import intents, refused


def test_a_price_asked_to_work_for_the_supplier_is_not_accepted():
    assert refused("Please confirm whether ₹41 per kg for sugar works for you.", email=True).startswith("ambiguous_intent")


def test_a_price_that_works_for_us_is_accepted():
    assert intents("₹41 per kg for sugar works for us.", email=True) == [("accept", "sugar-1kg", None, 4100, None, None)]
    assert intents("Your rate of ₹41 works for us, send 20 kg sugar.", email=True) == [
        ("accept", "sugar-1kg", None, 4100, None, None), ("order", "sugar-1kg", 20, None, None, None)]
