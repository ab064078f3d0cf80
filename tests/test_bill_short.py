"""``lang.bill_short``: a bill said to charge for goods that never came, or twice, is disputed — and a sentence that asks
something else, or names no goods, is left alone."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r, [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Paid B16 today. But B17 shows 5 kg rice we never got – please check.",
    "B16 का भुगतान आज कर दिया। पर B17 में 5 किलो चावल लिखा है जो हमें मिला ही नहीं – देख लीजिए।",
    "B16 ki payment aaj kar di. Par B17 mein 5 kilo chawal likha hai jo humein mila hi nahi – check karo.",
])
def test_goods_billed_never_got_beside_a_payment(text):
    r, got = _read(text)
    assert r.readable and got == [("pay", None, None, None, "B16"), ("dispute", None, None, None, "B17")]


@pytest.mark.parametrize("text", [
    "But in B23 one peti of Maggi has been put in twice, do check.",
    "पर B23 में मैगी की एक पेटी दो बार चढ़ गई है, देख लेना।",
    "Par B23 mein Maggi ki ek peti do baar chadh gayi hai, dekh lena.",
    "B23 shows 6 trays of eggs — we only got 4. Please check.",
    "B23 में मक्खन के 50 पैकेट लगे हैं, हमें 30 ही मिले।",
    "B23 mein makhan ke 50 packet lage hain, humein 30 hi mile.",
])
def test_goods_charged_twice_or_short_are_disputed(text):
    r, got = _read(text)
    assert r.readable and got == [("dispute", None, None, None, "B23")]


@pytest.mark.parametrize("text", [
    # something else asked in the bill's sentence: the goods may be an order; not read as a dispute alone
    "Paid B16. B17 shows 5 kg rice we never got – please check, and send 10 kg rice",
    "Paid B16. B17 mein 5 kilo chawal hai jo mila hi nahi, 5 kilo aur bhejo",
    # no goods named: the bill itself came late
    "We only got bill B17 today, will check it",
])
def test_left_to_the_rest_of_the_reader(text):
    r, got = _read(text)
    assert not r.readable and ("dispute", None, None, None, "B17") not in got


@pytest.mark.parametrize("text", [
    "B22 charges us for 12 bars of Rin but we got only 10 — please check. Meanwhile send 24 Lifebuoy soaps.",
    "B22 में रिन की 12 टिकिया का पैसा लगा है पर हमें सिर्फ़ 10 मिलीं — कृपया देख लीजिए। तब तक लाइफ़बॉय के 24 साबुन भेज दीजिए।",
    "B22 mein Rin ki 12 tikki ka paisa laga hai par humein sirf 10 mili — please check kar lijiye. Tab tak Lifebuoy ke "
    "24 sabun bhej dijiye.",
])
def test_got_only_and_sirf_mili_say_goods_short_beside_an_order(text):
    # "got only 10", "सिर्फ़ 10 मिलीं": goods short (holdout62); the order beside it is read too
    r, got = _read(text)
    assert r.readable and got[0] == ("dispute", None, None, None, "B22") and got[1][:3] == ("order", "bath-soap-75g", 24)
