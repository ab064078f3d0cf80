"""A total line beside an order whose lines are not all priced (lang/verify.py; breaker AQ, weekly restock lists): an
estimate ("Total approx ₹4,100") is the writer's, not a price; a total named as the priced lines' is their sum; any
other total of some lines is still asked about."""
import pytest

from tests.reader_intents import intents, refused

_SATURDAY = [("order", "rice-1kg", 40, None, None, None), ("order", "potato-1kg", 50, None, None, None),
             ("order", "onion-1kg", 30, 3000, None, None), ("order", "tomato-1kg", 15, None, None, None)]


@pytest.mark.parametrize("text", [
    "Order for Saturday:\n1. Rice 40 kg\n2. Potato 1 bori\n3. Onion 30 kg @ ₹30/kg\n4. Tomato 15 kg\n"
    "Total approx ₹4,100 — payment on delivery.",
    "शनिवार का ऑर्डर:\n1. चावल 40 किलो\n2. आलू 1 बोरी\n3. प्याज़ 30 किलो @ ₹30/किलो\n4. टमाटर 15 किलो\n"
    "कुल लगभग ₹4,100 — पेमेंट डिलीवरी पर।",
    "Shanivaar ka order:\n1. Chawal 40 kg\n2. Aloo 1 bori\n3. Pyaaz 30 kg @ ₹30/kg\n4. Tamatar 15 kg\n"
    "Total lagbhag ₹4,100 — payment delivery pe.",
])
def test_an_estimate_beside_some_prices_is_no_price(text):
    assert intents(text, email=True) == _SATURDAY


@pytest.mark.parametrize("text", [
    "Send 20 kg sugar @ ₹42 and 10 kg rice. Total for priced items ₹840.",
    "चीनी 20 किलो @ ₹42, चावल 10 किलो। रेट वाले सामान का कुल: ₹840",
])
def test_a_total_of_the_priced_lines_is_their_sum(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 20, 4200, None, None),
                                         ("order", "rice-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "Send 20 kg sugar @ ₹42 and 10 kg rice. Total ₹840.",  # a total of what?
    "Send 20 kg sugar @ ₹42 and 10 kg rice @ ₹38. Total ₹1,500.",  # not their sum
])
def test_another_total_is_asked_about(text):
    refused(text, email=True)
