"""Our price asked to work for the supplier ("… works for you") is no accept (lang/works_for_you.py; found by fixer J:
the writer's own ₹41 had been accepted, silently)."""
from tests.reader_intents import intents


def test_a_price_asked_to_work_for_the_supplier_is_not_accepted():
    """Our ₹41 asked to work for them is at most our offer (the rules read it so; the second opinion, retrained on
    each session's corpora, refused it until the twenty-ninth session and lets the offer through since)."""
    assert intents("Please confirm whether ₹41 per kg for sugar works for you.") == [
        ("offer", "sugar-1kg", None, 4100, None, None)]
    assert "accept" not in {i[0] for i in intents("Does ₹41 per kg for sugar work for you?")}


def test_a_price_that_works_for_us_is_accepted():
    assert intents("₹41 per kg for sugar works for us.", email=True) == [("accept", "sugar-1kg", None, 4100, None, None)]
    assert intents("Your rate of ₹41 works for us, send 20 kg sugar.", email=True) == [
        ("accept", "sugar-1kg", None, 4100, None, None), ("order", "sugar-1kg", 20, None, None, None)]
