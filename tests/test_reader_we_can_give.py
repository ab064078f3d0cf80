"""Our price said as what we can give (issue 10; sealed holdout60 en/hi/hl-j019): "toor dal price 142 is too much for
us. We can give 130 rupees per kg", "Hum 130 rupaye kilo de sakte hai", "हम 130 रुपये किलो दे सकते है" had no word of
offering ("we can give", and "de sakte hai" without its nasal), so the refusal before was lent to the ₹130 and the
message refused; they offer (``lang.cues``)."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "Dear Supplier, chana dal price ₹84 is too much for us. We can give ₹78 per kg. Please confirm.",
    "Chana dal ₹84 hamare liye bahut zyada hai. Hum ₹78 rupaye kilo de sakte hai.",
    "चना दाल ₹84 हमारे लिए बहुत ज़्यादा है। हम ₹78 रुपये किलो दे सकते है।",
])
def test_what_we_can_give_is_an_offer(text):
    assert intents(text, email=True) == [("offer", "chana-dal-1kg", None, 7800, None, None)]


def test_a_cheque_we_can_give_orders_as_before():
    assert intents("Send 20 kg chana dal. We can give the cheque on delivery.", email=True) == [
        ("order", "chana-dal-1kg", 20, None, None, None)]
