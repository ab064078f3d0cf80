"""A rate waited for asks for it (lang/rate_awaited.py; breaker AV): "still waiting for your rate" had been read as a
delivery question about the goods, and "not received your rates" as refusing the rate — both silently."""
import pytest

from tests.reader_intents import intents


@pytest.mark.parametrize("text,sku,qty", [
    ("Reminder: still waiting for your rate on mustard oil.", "mustard-oil-1l", None),
    ("Reminder: sarson ke tel ka bhav abhi tak nahi aaya.", "mustard-oil-1l", None),
    ("याद दिला रहा हूँ: सरसों के तेल का भाव अभी तक नहीं आया।", "mustard-oil-1l", None),
    ("We have not received your rates for toor dal yet.", "toor-dal-1kg", None),
    ("Aapka quotation abhi tak nahi mila, toor dal ka.", "toor-dal-1kg", None),
    ("तूर दाल का रेट अभी तक नहीं मिला।", "toor-dal-1kg", None),
    ("Still waiting for your quote for 50 kg sugar.", "sugar-1kg", 50),
])
def test_a_rate_waited_for_is_asked_for(text, sku, qty):
    assert intents(text, email=True) == [("ask_quote", sku, qty, None, None, None)]


@pytest.mark.parametrize("text,expected", [
    # goods waited for, with no word of the rate: still about the goods
    ("O12 abhi tak nahi aaya, kab aayega?", [("ask_delivery", None, None, None, "O12", None)]),
    # a rate refused, with no waiting: still refused
    ("Not interested in sugar at your rate, got a better one.", [("reject", "sugar-1kg", None, None, None, None)]),
    ("Your rate for sugar is not acceptable.", [("reject", "sugar-1kg", None, None, None, None)]),
])
def test_neighbours_read_as_before(text, expected):
    assert intents(text, email=True) == expected
