"""A price agreed with a new term as its condition ("Ok, ₹41 for sugar, but only with 15 days credit") is refused as
ambiguous_intent.terms (``lang.terms_attached``), not accepted; "if both ok, we take …" proposes, as "if ok" does
(``lang.acts``); "the advance-payment condition" pays nothing (``lang.payment_terms``); a bare lot
price ("50 kilo pyaaz ke ₹1,500") is refused, not ordered (``lang.lot_price``); "₹215 का 5 किलो बैग" counts no bag (``lang.pack_size_priced``). Breaker AX."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Ok, ₹41 for sugar, but only with 15 days credit.", "ठीक है, चीनी ₹41, पर सिर्फ़ 15 दिन के उधार पर।",
    "Theek hai, cheeni ₹41, par sirf 15 din ke udhaar pe.", "Give 15 days credit and ₹41 for sugar is fine, 30 kg.",
    "Sugar at ₹41 is fine if you give 15 days credit", "Ok, ₹128 for mustard oil, but only if delivered free"])
def test_price_agreed_on_new_terms_is_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.terms"


@pytest.mark.parametrize("text", ["Agreed: ghee ₹520 a litre with free delivery.", "मंज़ूर: घी ₹520 लीटर, डिलीवरी फ्री।",
                                  "Ok, ₹40 for sugar is fine if you deliver by Monday"])
def test_term_restated_or_a_day_still_accepts(text):
    assert intents(text, email=True)[0][0] == "accept"


@pytest.mark.parametrize("text", [
    "Onion ₹28 and potato ₹21 — if both ok, we take 40 kg onion and 50 kg potato.",
    "प्याज़ ₹28 और आलू ₹21 — दोनों ठीक हों तो 40 किलो प्याज़ और 50 किलो आलू लेंगे।",
    "Pyaaz ₹28 aur aloo ₹21 — dono ok hon to 40 kilo pyaaz aur 50 kilo aloo lenge."])
def test_if_both_ok_offers_with_the_quantities(text):
    assert intents(text, email=True) == [("offer", "onion-1kg", 40, 2800, None, None),
                                         ("offer", "potato-1kg", 50, 2100, None, None)]


@pytest.mark.parametrize("text", ["We refuse the advance-payment condition, so please cancel O14.",
                                  "We refuse the advance payment term, so please cancel O14.",
                                  "Advance payment ki shart manzoor nahi, isliye O14 cancel kar dijiye."])
def test_payment_condition_refused_pays_nothing(text):
    assert intents(text, email=True) == [("cancel", None, None, None, "O14", None)]


@pytest.mark.parametrize("text", ["50 किलो प्याज़ के ₹1,500, बस यही।", "50 kilo pyaaz ke ₹1,500.",
                                  "20 किलो चीनी के ₹820, बस यही।", "50 kg onion for ₹1,500."])
def test_bare_lot_price_is_not_an_order(text):
    assert refused(text, email=True) == "ambiguous_intent.no_word"


@pytest.mark.parametrize("text", ["eggs 5 tray, ₹1,025 total", "50 kilo pyaaz ₹1,500 mein bhej do",
                                  "We made the advance payment for O14."])
def test_orders_summed_and_payments_read_as_before(text):
    assert intents(text, email=True)[0][0] in ("order", "pay")


@pytest.mark.parametrize("text", ["हमारा भाव:\n- आटा: **₹215** का 5 किलो बैग\n- बेसन: **₹50** पैकेट",
                                  "Hamara rate:\n- Aata: **₹215** ka 5 kilo bag\n- Besan: **₹50** packet",
                                  "Our counter:\n- Atta: **₹215** per 5 kg bag\n- Besan: **₹50** a packet"])
def test_pack_size_after_the_price_is_no_quantity(text):
    assert intents(text, email=True) == [("offer", "atta-5kg", None, 21500, None, None),
                                         ("offer", "besan-500g", None, 5000, None, None)]


def test_bags_counted_before_the_price_still_order():
    assert intents("Send 2 bags of atta at ₹215 per 5 kg bag", email=True) == [
        ("order", "atta-5kg", 2, 21500, None, None)]
