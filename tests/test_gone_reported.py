"""Goods "were gone" are a report of sales, not goods asked (sealed77 en-c8043, measured untouched at the end of the
twenty-ninth session: "What a day — all 118 packets of milk were gone by 10 am! … I'll send the Chhath list
tomorrow." had ordered 118 packets of milk)."""
from __future__ import annotations

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason_key, [(i.kind, i.sku, i.quantity) for i in r.intents]


def test_goods_that_were_gone_are_background():
    for text in ("What a day — all 118 packets of milk were gone by 10 am! I'll send the Chhath list tomorrow.",
                 "सारे 118 पैकेट दूध 10 बजे तक ख़त्म हो गए! छठ की लिस्ट कल भेजूँगा।",
                 "Saare 118 packet doodh 10 baje tak khatam ho gaye! Chhath ki list kal bhejunga."):
        assert _read(text) == (False, "no_intent.nothing", []), text


def test_an_order_beside_them_is_read():
    assert _read("The 20 kg sugar you sent were gone in two days, send 40 kg now.") == (
        True, "", [("order", "sugar-1kg", 40)])
