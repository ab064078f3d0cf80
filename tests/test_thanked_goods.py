"""``lang.thanked_goods``: goods counted in a sentence of thanks are told, not ordered."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _kinds(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Thanks for sending the 10 kg rice. Please send 5 kg sugar.",
    "10 kilo chawal bhejne ke liye shukriya. 5 kilo cheeni bhej dijiye.",
])
def test_goods_thanked_for_are_not_ordered_again(text):
    assert _kinds(text) == (True, [("order", "sugar-1kg", 5)])


def test_sealed75_f8039_orders_the_atta_alone():
    text = ("Subject: Payment of revised B9 and fresh atta order\n\nDear Mr Bansal,\n\nThank you for correcting B9 for the 4 short packets of besan. We have paid the revised "
            "amount of ₹4,982 by NEFT (UTR SBIN426232107781).\n\nWe would also like 8 more bags of Aashirvaad atta at "
            "₹228 per bag.\n\nRegards,\nPooja")
    readable, got = _kinds(text)
    assert readable and ("order", "besan-500g", 4) not in got and ("order", "atta-5kg", 8) in got


@pytest.mark.parametrize("text,want", [
    ("Thanks, please send 10 kg rice.", [("order", "rice-1kg", 10)]),        # thanks, then a request of its own
    ("Thank you for your offer of ghee at ₹560 per litre. We regret we cannot take it at this price.",
     [("reject", "ghee-1l", None)]),                                          # an offer thanked for, then refused
])
def test_thanks_beside_a_request_or_an_offer_thanked_for_are_read_as_before(text, want):
    assert _kinds(text) == (True, want)
