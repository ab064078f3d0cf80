"""lang.count_like_rate: a rate written the way a count is, with no rupee sign ("rate 360 kilo", "घी 560 लीटर में",
"badaam 1,080 kilo pe") is read as the rate, in the three languages — it had been taken for 360 kg (two counts asked,
or a quantity refused beside a refusal). A count that reads as a count ("chawal 40 kilo kar do", "100 kg pe ₹37.50")
is left as it was."""
from __future__ import annotations

import pytest

from lang.count_like_rate import counts_as_rates

from reader_intents import intents

PANEER = [("order", "paneer-200g", 10, 7200, None, None)]


@pytest.mark.parametrize("text", [
    "2 kilo paneer bhejo, rate 360 kilo",
    "2 किलो पनीर भेजो, रेट 360 किलो",  # probe
    "Send 2 kilo paneer, rate 360 kilo",  # probe
])
def test_a_count_after_a_rate_word_is_the_rate(text):
    assert intents(text, email=True) == PANEER


def test_a_dozen_rate():
    assert intents("कृपया भेजना 3 दर्जन केला रेट 50 दर्जन करके जल्दी।", email=True) == [
        ("order", "banana-1dozen", 3, 5000, None, None)]


@pytest.mark.parametrize("text", [
    "नहीं भैया, घी 560 लीटर में नहीं जमेगा, रहने दो। हाँ, 5 किलो मक्खन भेज देना।",
    "Nahi bhaiya, ghee 560 litre mein nahi jamega, rehne do. Haan, 5 kilo makkhan bhej dena.",
    "No bhaiya, ghee 560 litre pe we won't take, leave it. Yes, send 5 kilo butter.",  # probe
])
def test_no_kiranas_count_at_the_items_rate_is_the_rate(text):
    assert intents(text, email=True) == [("reject", "ghee-1l", None, 56000, None, None),
                                         ("order", "butter-100g", 50, None, None, None)]


@pytest.mark.parametrize("text", [
    "Sorry bhai, badaam 1,080 kilo pe nahi lenge.",
    "माफ़ कीजिए भाई, बादाम 1,080 किलो पर नहीं लेंगे।",  # probe
])
def test_almonds_by_the_kilo(text):
    assert intents(text, email=True) == [("reject", "almonds-100g", None, 10800, None, None)]


@pytest.mark.parametrize("text", [
    "O52 mein chawal 20 kilo ki jagah 30 kilo kar do.",  # counts, as they read
    "Madam ₹36 mein chawal nahi ho payega. 100 kg pe ₹37.50 per kg best hai.",  # a rupee figure: the count counts
    "Cheeni 42 kilo mein chalega",  # 42 kg of sugar is a kirana's count: not sure, left
    "ghee 6 litre kar do",
    "Tamatar ke 4 crate bhejo (ek crate 25 kilo), ₹750 per crate.",  # "crate" is no rate word
    "rate 360 kilo wala paneer 2 kilo",  # no goods before the figure
])
def test_counts_left_as_written(text):
    assert counts_as_rates(text) == text


def test_near_sentence_reads_as_before():
    assert intents("2 kilo paneer bhejo, rate 360 per kilo", email=True) == PANEER
    assert intents("O52 mein chawal 20 kilo ki jagah 30 kilo kar do.", email=True) == [
        ("order", "rice-1kg", 10, None, "O52", None)]
