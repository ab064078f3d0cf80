"""Silent kinds of the fifty-fourth session's helper SILENT54 (issue 10: a misreading is our defect): each kind in
three languages, with sentences of our own (not the corpus rows that showed the kind)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity, i.bill_id or i.order_id) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text,bill,sku,qty", [
    ("Send B9 bill and 2 peti Parle-G also.", "B9", "biscuits-65g", 24),
    ("Send me the B4 bill and also 10 kg rice.", "B4", "rice-1kg", 10),
    ("Send the bill for O4 and 5 kg sugar too.", "O4", "sugar-1kg", 5),
    ("B7 ka bill aur 3 peti Parle-G bhi bhejo.", "B7", "biscuits-65g", 36),
    ("B7 का बिल भेजिए और 5 किलो चीनी भी।", "B7", "sugar-1kg", 5),
])
def test_a_bill_and_goods_also_asks_both(text, bill, sku, qty):
    """A bill request and an order in one sentence, the goods said "also" / "too" / "bhi": the bill asked and the
    goods ordered (the "also" had made a chunk of its own, and the goods rode on the bill request, unordered)."""
    assert _read(text) == [("ask_bill", None, None, bill), ("order", sku, qty, None)]


@pytest.mark.parametrize("text", [
    "Please send 20 kg atta with the sugar at ₹44.",
    "Send 5 litres mustard oil with the rice, at ₹150.",
    "20 kilo aata bhej do cheeni ke saath ₹44 mein.",
    "5 litre sarson tel chawal ke saath ₹150 wala bhejo.",
    "20 किलो आटा चीनी के साथ ₹44 में भेज दीजिए।",
])
def test_a_price_after_goods_named_as_company_is_refused(text):
    """"Send 10 kg sugar with the rice at ₹40": the sugar's ₹40 or the rice's? (``lang.whose_price``; the price had
    gone to the goods ordered, silently)."""
    assert _read(text) == "ambiguous_intent.whose_price"


@pytest.mark.parametrize("text", [
    "Please send 20 kg atta at ₹44 with the sugar.",
    "20 kilo aata ₹44 mein cheeni ke saath bhej do.",
    "20 किलो आटा ₹44 में चीनी के साथ भेज दीजिए।",
])
def test_a_price_said_with_the_goods_sent_is_theirs(text):
    r = read_message(text, CAT, email=True)  # ₹44 a kg: ₹220 a 5 kg packet
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [("order", "atta-5kg", 4, 22000)]
