"""lang.price_per_one: the "1" a price is said for ("₹4 में 1 बिस्कुट पैकेट ठीक है") is the price's unit, no count
asked (fixer R, s28), in Hindi and Hinglish (the English "₹4 for 1 biscuit packet fine" of holdout107 is refused for
another reason, its price per packet). A "1" in a sentence that sends is an order's count, and stays one."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "नमस्ते जी। ठीक ठीक। ₹4 में 1 बिस्कुट पैकेट ठीक है। 5 पेटी भेजो। धन्यवाद जी 🙏",
    "namaste ji. ok ok. ₹4 mein 1 biskut packet theek hai. 5 peti bhejo. thank you ji 🙏",
])
def test_the_one_a_price_is_for(text):
    assert _read(text) == (True, "", [("accept", "biscuits-65g", None, 400), ("order", "biscuits-65g", 60, None)])


def test_a_one_that_is_sent_is_a_count():
    assert _read("₹4 mein 1 biskut packet bhejo.") == (True, "", [("order", "biscuits-65g", 1, 400)])


def test_a_one_with_no_price_before_it_is_not_excused():
    from lang.price_per_one import per_one

    class _F:
        kind, value, pos, end, clause = "bare", 1, 0, 1, 0

    from types import SimpleNamespace

    class _R:
        figs, used_pos, clause_span = [_F()], set(), {0: (0, 1)}
        tokens = [SimpleNamespace(kind="num", key="")]

    assert per_one(_R(), []) == set()
