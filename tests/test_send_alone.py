"""``lang.send_alone``: "Send." said as a sentence of its own after goods agreed to with no count asks how many, in
every language, instead of being dropped (the supplier had sent nothing, silently)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Potato ₹22 and onion ₹33 ok. Send.",
    "Potato ₹22 ok. Please send today.",
    "आलू ₹22 और प्याज़ ₹33 ठीक। भेज दो।",
    "Aloo ₹22 aur pyaz ₹33 theek. Bhej do.",
    ">> Need 40 kg potato and 20 kg onion.\n> Potato ₹22, onion ₹33.\n\nOk for both. Send.",
])
def test_a_send_alone_after_prices_agreed_asks_how_many(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key, r.reason_args.get("item")) == (False, "no_quantity.how_many", "potato")


@pytest.mark.parametrize("text,want", [
    ("Potato ₹22 ok. Send the bill.", [("accept", "potato-1kg", None), ("ask_bill", None, None)]),
    ("Potato ₹22 ok. Send 40 kg.", [("accept", "potato-1kg", None), ("order", "potato-1kg", 40)]),
    ("> We can do 20 kg sugar at ₹42/kg, delivery tomorrow morning.\n\nYes, that's fine. Send it.",
     [("accept", "sugar-1kg", None), ("order", "sugar-1kg", 20)]),
    ("Potato ₹22 ok.", [("accept", "potato-1kg", None)]),
])
def test_a_send_with_its_own_count_or_of_a_bill_and_an_agreement_alone_read_as_before(text, want):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == want


@pytest.mark.parametrize("text", [
    "Colgate ka rate kya hai? 36 piece wala dabba bhejo.",
    "Colgate rate? Send the 36-piece box.",
])
def test_a_pack_asked_sent_after_a_rate_question_is_not_dropped(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable  # (had read as the rate question alone, the send dropped)
