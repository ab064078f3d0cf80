"""The kinds of the older labelled corpora's silent readings (helper RB of session 48), each read as a whole kind in
the three languages (en, Hindi in Devanagari, Hinglish), asserting the exact intents (kind, sku, quantity in selling
units, unit price in paise, order id, bill id) as the supplier's desk reads an e-mail, or the refusal's key where a
careful reader could not act. Probes written before the fixes: ``tests/corpus_probes48_rb``.
"""
from __future__ import annotations

import pytest

from reader_intents import reading


# 1. A bill's payment promised with no day ("B12 ka bill bhar denge", lang.pay_promised): no payment now, refused as
# pay_later (it had been refused for no item, or read as the bill asked for).

@pytest.mark.parametrize("text", [
    "B12 ka bill bhar denge",
    "B12 का बिल भर देंगे",
    "Tension mat lo bhai, B3 ka bill jaldi bhar denge 🙏",
    "चिंता मत करो भाई, B3 का बिल जल्दी भर देंगे 🙏",
    "B7 ka bill Monday ko chuka denge.",
    "B9 chuka denge",
    "We will clear bill B12 next week.",
])
def test_a_payment_promised_is_no_payment(text):
    assert reading(text) == "ambiguous_intent.pay_later"


@pytest.mark.parametrize("text, bill", [
    ("B12 ka bill bhar diya", "B12"),
    ("Paid bill B12 today.", "B12"),
])
def test_a_payment_made_still_pays(text, bill):
    assert reading(text) == [("pay", None, None, None, None, bill)]


@pytest.mark.parametrize("text", [
    "अग्रवाल जी, O6 पूरा मिल गया – तूर, चना दाल, बेसन सब ठीक। B6 भेज दीजिए, इसी हफ़्ते चुका देंगे।",
    "Agarwal ji, O6 poora mil gaya – toor, chana dal, besan sab theek. B6 bhej dijiye, isi hafte chuka denge.",
    "Agarwal ji, O6 received in full – toor, chana dal, besan all fine. Please send B6, we'll clear it this week.",
])
def test_a_bill_asked_beside_a_promise_stays_asked(text):
    assert reading(text) == [("ask_bill", None, None, None, None, "B6")]


# 2. A pack size of the goods' own name that is not the selling unit ("4 packets of 750 g besan", lang.pack_counts):
# refused (it had ordered 4 packets of 500 g); a brand's pack near ours is still counted as ours (corpus_chat p017).

@pytest.mark.parametrize("text", [
    "Send 4 packets of 750 g besan.",
    "750 ग्राम वाले 4 पैकेट बेसन भेजो।",
    "750 gram wale 4 packet besan bhejo.",
    "Besan 750 g x 4",
])
def test_a_pack_we_do_not_sell_is_refused(text):
    assert reading(text) == "no_quantity.pack_size"


@pytest.mark.parametrize("text, sku, n", [
    ("Send 8 Colgate 150 g tubes", "toothpaste-100g", 8),
    ("Colgate 150 g के 8 ट्यूब", "toothpaste-100g", 8),
    ("Need 3 packets of Tata Tea, 200 g each.", "tea-250g", 3),
    ("Send 4 packets of 500 g besan.", "besan-500g", 4),
    ("Send 6 packets of 500 g tea", "tea-250g", 12),
])
def test_brand_packs_and_our_own_packs_read_as_before(text, sku, n):
    assert reading(text) == [("order", sku, n, None, None, None)]
