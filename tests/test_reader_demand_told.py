"""A sentence that only tells goods are selling or asked for is background beside a request (lang/demand_told.py,
session 53): "…, केले निकल जाएँगे।" after an order had been refused ("what should we do with the banana?"). Our own
sentences of the kind, in the three languages, and near-misses read as before."""
import pytest

from tests.reader_intents import reading

_SUGAR = [("order", "sugar-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "Please send 20 kg sugar. Wedding season is on, sugar will sell out.",
    "20 kilo cheeni bhej do. Shaadiyon ka season hai, cheeni nikal jayegi.",
    "20 किलो चीनी भेज दो। शादियों का सीज़न है, चीनी निकल जाएगी।",
    "20 kilo cheeni bhej do. Sab cheeni maang rahe hain.",
    "20 किलो चीनी भेज दो। सब चीनी माँग रहे हैं।",
    "Please send 20 kg sugar. Customers are asking for sugar every day.",
])
def test_demand_told_beside_an_order_asks_nothing(text):
    assert reading(text) == _SUGAR


@pytest.mark.parametrize("text, want", [
    ("Sugar will sell out.", "ambiguous_intent.unknown_word"),            # nothing asked beside it: as before
    ("Cheeni bik rahi hai, 20 kilo bhejo.", _SUGAR),                      # its own request and count
    ("Customers are asking for sugar, please send 20 kg.", _SUGAR),
    ("Eggs are moving fast this week. Can you send 2 more trays?", [("order", "eggs-1pc", 60, None, None, None)]),
    # (the trays are the eggs': the sentence naming them is not set aside)
])
def test_near_sentences_read_as_before(text, want):
    assert reading(text) == want
