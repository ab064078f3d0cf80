"""A complaint told of an order with its bill named to be put right is one dispute of that bill for that order
(lang/order_complaint.py; fixer O of the twenty-seventh session). Goods asked beside, or a payment of the bill named
(the complaint is then the order's alone), keep the refusal."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["O42: the 50 kg rice bori weighed only 47 kg. Please adjust the 3 kg in B43.",
                                  "O42: 50 किलो चावल की बोरी सिर्फ़ 47 किलो निकली। 3 किलो B43 में एडजस्ट कर दीजिए।",
                                  "O42: 50 kilo chawal ki bori sirf 47 kilo nikli. 3 kilo B43 mein adjust kar dena."])
def test_a_short_order_disputes_its_bill(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B43")]


@pytest.mark.parametrize("text", ["O50 में 5 किलो चीनी कम आई। B12 ठीक कीजिए और बाकी 5 किलो भेजिए।",
                                  "Paid ₹9,800 for B26 via UPI. Also the bread in O27 was stale, 4 packets — please adjust."])
def test_goods_asked_beside_the_complaint_keep_the_refusal(text):
    refused(text, email=True)
