"""``lang.order_bills._bill_order``: a dispute of a bill carries the one order told delivered beside it even when
another order is asked after in the message, in every language (holdout57 c048); an order asked after is never the
dispute's."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Thank you for delivering O87 on 30 May. However, 8 of the 60 eggs were broken; kindly adjust this in bill B32.\n"
    "Also, could you please confirm whether O88 will be dispatched by Saturday?",
    "30 मई को O87 की डिलीवरी के लिए धन्यवाद। लेकिन 60 में से 8 अंडे टूटे हुए थे; कृपया इसे बिल B32 में एडजस्ट कर दें।\n"
    "साथ ही बताइए कि क्या O88 शनिवार तक डिस्पैच हो जाएगा?",
    "30 May ko O87 ki delivery ke liye shukriya. Lekin 60 mein se 8 ande toote hue the; kripya ise bill B32 mein adjust "
    "kar dijiye.\nSaath hi bataiye ki kya O88 Saturday tak dispatch ho jayega?",
])
def test_the_order_delivered_is_the_disputed_bills(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.order_id, i.bill_id) for i in r.intents] == [
        ("dispute", None, "B32"), ("ask_delivery", "O88", None)]


def test_two_orders_told_give_the_dispute_neither():
    r = read_message("O87 and O86 arrived. 8 eggs were broken, please adjust B32.", CAT, email=True)
    assert [(i.kind, i.order_id) for i in r.intents if i.kind == "dispute"] in ([("dispute", None)], [])
