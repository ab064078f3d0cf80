"""Goods said not to be sent beside a new list, with no order named, are left out of it, not cancelled from an open
order (lang/not_sent.py; breaker AQ, weekly restock lists). Since session 48 they are nothing at all, not a refusal
of the goods (lang.negated_send; tests/corpus_chat/README.md: no open order named, no quote answered)."""
import pytest

from tests.reader_intents import intents

_SALT_NO_SUGAR = [("order", "salt-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "- नमक 20 किलो\n- चीनी मत भेजना",
    "- Namak 20 kilo\n- cheeni mat bhejna",
    "- Salt 20 kg\n- Don't send sugar",
    "नमक 20 किलो भेजिए। इस बार चीनी नहीं भेजना।",
    "Namak 20 kilo. Cheeni nahi bhejna.",
])
def test_goods_not_sent_beside_a_new_list_are_left_out(text):
    assert intents(text, email=True) == _SALT_NO_SUGAR


@pytest.mark.parametrize("text,expected", [
    ("चीनी मत भेजना", [("cancel", "sugar-1kg", None, None, None, None)]),  # alone: the open order's sugar
    ("O12 में चीनी मत भेजना", [("cancel", "sugar-1kg", None, None, "O12", None)]),
    ("Send 20 kg salt and cancel the sugar",
     [("order", "salt-1kg", 20, None, None, None), ("cancel", "sugar-1kg", None, None, None, None)]),
    ("Bhaiya atta mat bhejna, uski jagah 10 kilo besan bhej do.",  # holdout62 d002: goods in place of it
     [("cancel", "atta-5kg", None, None, None, None), ("order", "besan-500g", 20, None, None, None)]),
])
def test_a_cancel_alone_named_or_replaced_reads_as_before(text, expected):
    assert intents(text, email=True) == expected
