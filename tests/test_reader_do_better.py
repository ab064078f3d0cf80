"""A rate asked down by no amount — "Could you revise it downward?", "Could you do slightly better on it?" — is refused
(no_price: what price?), as "bring it down a bit" is (lang/lowered_rate.py ``LOWER_WORDS``; sealed sets holdout106 c9015 and
holdout116 m8010 had read a plain rate question, silently). "Better" asks a lower price only after a word of doing
or before a word of the rate; "better quality" asks nothing lower."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Your current sugar rate is a bit higher than others. Could you revise the sugar rate downward?",
    "Your toor dal price is a little above what we can manage. Could you do slightly better on it?",
    "Any better rate for sugar?",
    "Not taking sugar at this rate, do better.",
])
def test_a_rate_asked_down_by_no_amount_is_refused(text):
    assert refused(text, email=True) == "no_price.what_price"


@pytest.mark.parametrize("text,sku", [
    ("Your rice is better quality than Sharma's, what's the rate?", "rice-1kg"),
    ("Please share your rate for sugar; the earlier one was better.", "sugar-1kg"),
])
def test_better_said_of_something_else_asks_the_rate(text, sku):
    assert intents(text, email=True) == [("ask_quote", sku, None, None, None, None)]
