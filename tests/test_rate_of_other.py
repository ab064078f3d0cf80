"""``lang.rate_of_other``: goods asked "at the same rate as the toor dal" are refused for their own price — the
reason names the goods asked, not a count of the toor dal — in every language; a rate asked beside an order, and a
price written, are left alone."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Please add 10 kg of moong dal to order O3, same rate as the toor dal.",
    "O3 mein 10 kilo moong dal add kar dijiye, toor dal wale rate pe.",
    "O3 में 10 किलो मूंग दाल जोड़ दीजिए, तूर दाल वाले रेट पर।",
])
def test_the_price_of_the_goods_asked_is_what_is_missing(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "no_price.anothers_rate"
    assert r.reason_args["item"] == "moong dal"


@pytest.mark.parametrize("text, intents", [
    ("10 kilo cheeni bhejo, aur chawal wala rate batao.", [("order", "sugar-1kg", 10), ("ask_quote", "rice-1kg", None)]),
    ("Send 10 kg moong dal and 5 kg toor dal at the same rate.", [("order", "moong-dal-1kg", 10),
                                                                  ("order", "toor-dal-1kg", 5)]),
])
def test_left_alone(text, intents):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == intents
