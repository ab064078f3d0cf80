"""``lang.whether_asked``: "tell us whether …" / "… ya nahi" / "… या नहीं" is a question, and its "nahi" refuses
nothing."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from lang.whether_asked import or_not, told_whether
from lang.language import fold
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _keys(text):
    return [fold(w) for w in text.split()]


def _read(text):
    r = read_message(text, CAT, email=True)
    return r, [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Also, please confirm whether O40 has been dispatched.",
    "साथ ही बताइए कि O40 रवाना हुआ या नहीं।",
    "Saath hi batayein ki O40 nikla ya nahi.",
])
def test_whether_an_order_left_is_a_delivery_question(text):
    r, got = _read(text)
    assert r.readable and got == [("ask_delivery", None, None, "O40", None)]


@pytest.mark.parametrize("text", [
    "Please send 30 kg rice. Also tell us whether O65 (ghee) has been dispatched.",
    "कृपया 30 किलो चावल भेजें। साथ ही बताएं कि ऑर्डर O65 (घी) निकल गया है या नहीं।",
    "Please 30 kilo chawal bhejiye. Saath hi batayein ki O65 (ghee wala) nikla ya nahi.",
])
def test_the_or_not_refuses_nothing(text):
    r, got = _read(text)
    assert r.readable and got == [("order", "rice-1kg", 30, None, None), ("ask_delivery", "ghee-1l", None, "O65", None)]


def test_the_words():
    assert told_whether(_keys("batayein ki O40 nikla ya nahi")) and told_whether(_keys("please confirm whether it left"))
    assert not told_whether(_keys("chawal bhejna hai ya nahi"))  # no word asking to be told
    assert or_not(_keys("nikla ya nahi"), 2) and not or_not(_keys("ya nahi chahiye"), 1)


def test_a_plain_refusal_stays_a_refusal():
    r, got = _read("Chawal nahi chahiye.")
    assert r.readable and got == [("reject", "rice-1kg", None, None, None)]
