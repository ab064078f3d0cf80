"""``lang.bill_goods_named``: goods named in brackets after an order whose bill is asked ("your bills for O4 (Maggi)
and O7 (Surf Excel)") are a reminder, not goods refused, in all three languages; an order lost beside such goods is
refused ("what about O7?"), and goods with a word of their own in the bracket are left as read."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()
BOTH = [("ask_bill", None, "O4"), ("ask_bill", None, "O7")]


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason_key, [(i.kind, i.sku, i.order_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "We have not yet received your bills for O4 (Maggi, Parle-G and matches) and O7 (Surf Excel, Lifebuoy). "
    "Kindly send both bills.",
    "We did not get the bills for O4 (Maggi) and O7 (Surf Excel). Kindly send both bills.",
    "O4 (Maggi aur maachis) aur O7 (Surf Excel) ke bill abhi tak nahi mile. Kripya O4 aur O7 ke bill bhej dijiye.",
    "O4 (मैगी और माचिस) और O7 (सर्फ़ एक्सेल) के बिल अभी तक नहीं मिले। कृपया O4 और O7 के बिल भेज दें।",
    # refused until session 38, when a bill said not to have reached "us" was read with its ids (lang.bill_not_reached)
    "Humein O4 (Maggi) aur O7 (Surf Excel) ke bill nahi mile. Dono bill bhej dijiye.",
    "हमें O4 (मैगी) और O7 (सर्फ़ एक्सेल) के बिल नहीं मिले। दोनों बिल भेज दीजिए।",
])
def test_goods_in_brackets_are_a_reminder(text):
    assert _read(text) == (True, "", BOTH)


@pytest.mark.parametrize("text", [
    "Bills for O4 (Maggi) and O7 (Surf Excel) have not come. Kindly send both bills.",
    "O4 (Maggi) aur O7 (Surf Excel) ke bill nahi aaye. Dono bill bhejiye.",
])
def test_an_order_lost_beside_its_goods_is_refused(text):
    assert _read(text) == (False, "ambiguous_intent.id", [])


def test_only_brackets_of_bare_names_are_reminders():
    from lang.bill_goods_named import reminder_goods
    assert reminder_goods("bills for O4 (Maggi short) and O7 (Surf Excel)") == {"O7": {"detergent-1kg"}}
    assert reminder_goods("bills for O4 (Maggi) and O7 (2 Surf Excel)") == {"O4": {"noodles-70g"}}
    assert reminder_goods("bill for O4 (Maggi). Maggi we don't want any more.") == {}
