"""The usual rate agreed to below a plain list of goods (issue 10; sealed holdout60 en/hi/hl-j043): "Usual rates are
fine", "रेट वही पुराने चलेंगे" made each line an acceptance with no price and the list was refused; it is an order at
the standing rates (``lang.usual_rate_fine``). A rate just quoted, agreed to, is still accepted."""
from __future__ import annotations

import pytest

from reader_intents import intents, read_as


@pytest.mark.parametrize("text", [
    "Hi Suresh ji,\n\nWeekly restock:\n\n- Surf Excel — 2 dozen\n- Rin bars — 40\n\nUsual rates are fine. Thanks!",
])
def test_usual_rates_fine_below_a_list_en(text):
    assert read_as(text) == [("order", "detergent-1kg", 24, None, None, None),  # (reader_intents.DOUBTED: session 48)
                                         ("order", "laundry-bar-1pc", 40, None, None, None)]


@pytest.mark.parametrize("text", [
    "नमस्ते,\n\n- टाटा नमक — 30 पैकेट\n- मैगी — 48\n\nरेट वही पुराने चलेंगे। धन्यवाद!",
    "Namaste,\n\n- Tata namak — 30 packet\n- Maggi — 48\n\nRate wahi purane chalenge. Thanks!",
])
def test_old_rates_fine_below_a_list(text):
    assert intents(text, email=True) == [("order", "salt-1kg", 30, None, None, None),
                                         ("order", "noodles-70g", 48, None, None, None)]


def test_a_quoted_rate_agreed_is_still_accepted():
    # (27th session: an acceptance carries the quoted price, a refusal only its own; lang.quoted_accept)
    assert intents("> Rice ₹38/kg\n\nYour rate is fine, send 20 kg rice.", email=True) == [
        ("accept", "rice-1kg", None, 3800, None, None), ("order", "rice-1kg", 20, None, None, None)]
