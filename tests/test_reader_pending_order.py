"""Goods told after an order said late or still pending are that order's, asked after, never ordered again
(``lang.pending_order``, ``lang.order_contents``, ``lang.delivery_asked``; fixer AH, session 32). Before, "O41 abhi
tak nahi aaya. 20 kilo cheeni wala. 10 kilo namak bhi bhejo" ordered the 20 kg sugar a second time beside the salt,
and "O27 still pending 😞 10 packets paneer. and cancel the curd from O27" ordered the paneer."""
from __future__ import annotations

import pytest

from tests.reader_intents import intents, refused

SUGAR_ASKED_SALT_ORDERED = [("ask_delivery", "sugar-1kg", 20, None, "O41", None), ("order", "salt-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "O41 not here yet 😩 the 20 kg sugar. also pls send 10 kg salt",  # (our own probes)
    "O41 still not delivered. 20 kg sugar wala. also send 10 kg salt",
    "O41 अभी तक नहीं आया। 20 किलो चीनी वाला। 10 किलो नमक भी भेजो",
    "O41 abhi tak nahi aaya. 20 kilo cheeni wala. 10 kilo namak bhi bhejo",
    "O41 abhi tak nahi aaya 😩 20 kilo cheeni wala. 10 kilo namak bhi bhejo",
])
def test_goods_told_after_a_late_order_are_asked_after_not_ordered_again(text):
    assert sorted(intents(text, email=True), key=repr) == sorted(SUGAR_ASKED_SALT_ORDERED, key=repr)


@pytest.mark.parametrize("text", [
    "O27 still pending 😞 10 packets paneer. and cancel the curd from O27 pls",
    "O27 अभी भी बाकी है 😞 10 पैकेट पनीर। और O27 से दही हटा दो",
    "O27 abhi bhi pending hai 😞 10 packet paneer. aur O27 se dahi hata do",
])
def test_an_order_told_still_pending_is_asked_after_with_its_goods(text):
    assert sorted(intents(text, email=True), key=repr) == sorted([
        ("ask_delivery", "paneer-200g", 10, None, "O27", None), ("cancel", "curd-400g", None, None, "O27", None)], key=repr)


@pytest.mark.parametrize("text", ["**O58** — अभी तक नहीं आया 😕 12 पैकेट मक्खन।\n**नया:** 5 किलो नमक भेजिए।",
                                  "**O58** — abhi tak nahi aaya 😕 12 packet makhan.\n**Naya:** 5 kilo namak bhejiye."])
def test_bare_goods_after_a_sentence_telling_the_order_late_are_its_goods(text):
    assert sorted(intents(text, email=True), key=repr) == sorted([
        ("ask_delivery", "butter-100g", 12, None, "O58", None), ("order", "salt-1kg", 5, None, None, None)], key=repr)


def test_an_order_not_here_yet_is_a_delivery_question():
    assert intents("O41 not here yet.", email=True) == [("ask_delivery", None, None, None, "O41", None)]


def test_near_sentences_read_as_before():
    assert intents("O41 abhi tak nahi aaya. 20 kilo chawal bhejo.", email=True) == [  # goods sent: a new order
        ("ask_delivery", None, None, None, "O41", None), ("order", "rice-1kg", 20, None, None, None)]
    assert refused("Payment for O27 still pending, will clear Friday.", email=True) == "no_id.bill"  # money, no delivery
    assert refused("O27 ka baaki saamaan same rahega, 5 kilo cheeni aur bhejo", email=True) == "ambiguous_intent.id"
    assert intents("B34 का ₹5,120 UPI से भेज दिया। B37 अभी तक नहीं मिला, कितने का है?", email=True) == [  # a bill
        ("pay", None, None, None, None, "B34"), ("ask_bill", None, None, None, None, "B37")]  # not come: no delivery
