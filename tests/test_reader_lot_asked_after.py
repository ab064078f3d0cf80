"""A delivery question about a lot of tins with the lot's contents in brackets asks after the goods at the bracket's
count (``lang.lot_in_brackets.lot_asked_after_read``; holdout138 j7018: "the 3 tins of mustard oil (45 litres) in O4"
had been asked after with no count, silently). A bracket that may be each tin's size, or a lot of other goods, is
left as it was."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    "We have paid the advance for O4 today. Could you please confirm when the 3 tins of mustard oil (45 litres) in O4 "
    "will be delivered?",
    "हमने आज O4 का एडवांस भेज दिया है। कृपया बताइए O4 के सरसों तेल के 3 टिन (45 लीटर) कब पहुँचेंगे?",
    "Humne aaj O4 ka advance bhej diya hai. Please bataiye O4 ke sarson tel ke 3 tin (45 litre) kab pahunchenge?",
])
def test_the_tins_asked_after_are_the_brackets_litres(text):
    assert _read(text) == [("pay", None, None, "O4"), ("ask_delivery", "mustard-oil-1l", 45, "O4")]


@pytest.mark.parametrize("text", [
    "When will the 2 tins of ghee (30 litres) in O9 reach us?",
    "O9 के घी के 2 टिन (30 लीटर) कब पहुँचेंगे?",
    "O9 ke ghee ke 2 tin (30 litre) kab pahunchenge?",
])
def test_ghee_tins_too(text):
    assert _read(text) == [("ask_delivery", "ghee-1l", 30, "O9")]


def test_a_bracket_that_may_be_each_tins_size_gives_no_count():
    assert _read("When will the 2 tins of ghee (15 litres) in O9 reach us?") == [("ask_delivery", "ghee-1l", None, "O9")]


def test_a_lot_of_other_goods_counts_nothing_asked():
    text = ("Let me think step by step. We have 2 bags of atta left (10 kg). So order 5 packets.\n\nFinal message: "
            "Send 5 packets Aashirvaad atta 5 kg. Also, when will the mustard oil from O217 arrive?")
    assert _read(text) == [("order", "atta-5kg", 5, None), ("ask_delivery", "mustard-oil-1l", None, "O217")]
