"""``lang.bad_goods_back``: bad goods of a bill asked replaced or taken back dispute the bill (no order of the goods);
a sentence that orders goods besides is left to the rest of the reader."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r, [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Send replacement for the 4 leaking mustard oil bottles on B43.",
    "B43 की 4 टपकती सरसों तेल की बोतलों के बदले नई भेजिए।",
    "B43 ki 4 leak wali sarson tel ki bottles ke badle nayi bhejo.",
])
def test_a_replacement_for_bad_goods_of_a_bill(text):
    r, got = _read(text)
    assert r.readable and got == [("dispute", None, None, None, "B43")]


@pytest.mark.parametrize("text", [
    "The rice in B50 was full of stones – please take it back. And cancel O52.",
    "B50 के चावल में कंकड़ भरे थे – वापस ले जाइए। और O52 रद्द कर दीजिए।",
    "B50 ke chawal mein kankad bhare the – wapas le jao. Aur O52 cancel kar do.",
])
def test_bad_goods_taken_back_beside_a_cancel(text):
    r, got = _read(text)
    assert r.readable and got == [("dispute", None, None, None, "B50"), ("cancel", None, None, "O52", None)]


@pytest.mark.parametrize("text", [
    "Send replacement for the 4 leaking mustard oil bottles on B43, and 10 kg rice too",
    "B50 ke chawal kharab the, wapas le jao aur 20 kilo naya chawal bhejo",
    "B50 के चावल खराब थे, वापस ले जाइए और 20 किलो नया चावल भेजिए",
])
def test_goods_ordered_besides_are_not_dropped(text):
    r, got = _read(text)
    assert not r.readable or any(g[0] == "order" for g in got)
