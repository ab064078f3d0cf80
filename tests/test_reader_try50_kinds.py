"""Kinds a researcher's 10-day run with a fake manager (session 50, helper TRY) found the supplier's desk misreading or
refusing, as parallel triples (en / hi / hinglish): each asserts the intents read (kind, sku, quantity in selling units,
unit price in paise, order id, bill id) or the refusal's key, as the desk reads an e-mail. The probes beside them:
tests/corpus_probes50_try.
"""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


# ---- a bill's total asked in words ("what is the total bill", "bill kitna hua"): refused as asking nothing ----
@pytest.mark.parametrize("text", [
    "What is our total bill amount?",
    "What is the total on our bill so far?",
    "Thank you for the month. Please tell us the final bill total.",
    "<think>\nLast day. Just a polite note and ask for the final bill total.\n</think>\n"
    "Thank you bhaiya for the month. Final bill total kitna bana, bata dena.",
    "सब कुछ के लिए धन्यवाद। हमारा कुल बिल कितना हुआ?",
    "इस महीने के लिए धन्यवाद। फ़ाइनल बिल का कुल कितना बना, बता दीजिए।",
    "Sab ke liye shukriya. Hamara total bill kitna hua?",
    "Bill kitna hua?",
])
def test_a_bills_total_asked_in_words_asks_the_bill(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Hello,\n\nWe accept your price of ₹36 per kg for rice. Please send 1 bori.\n\n"
    "Also, what is the total on our bill so far?\n\nThanks",
    "नमस्ते,\n\nचावल का ₹36 किलो वाला आपका रेट हमें मंज़ूर है। 1 बोरी भेज दीजिए।\n\n"
    "और अब तक हमारे बिल का कुल कितना हुआ?\n\nधन्यवाद",
    "Namaste,\n\nChawal ka ₹36 kilo wala aapka rate manzoor hai. 1 bori bhej dijiye.\n\n"
    "Aur ab tak hamara bill total kitna hua?\n\nDhanyavaad",
])
def test_the_bills_total_asked_beside_an_accept_and_an_order_is_kept(text):
    assert intents(text, email=True) == [("accept", "rice-1kg", None, 3600, None, None),
                                         ("order", "rice-1kg", 50, None, None, None),
                                         ("ask_bill", None, None, None, None, None)]


# ---- a bill asked reduced for broken goods, naming no bill: no price offered, the bill asked for ----
@pytest.mark.parametrize("text", [
    "Namaste ji, the egg tray had 5 broken eggs. Please reduce it in the next bill.",
    "Namaste? No — namaste ji, 5 eggs in the tray were broken. Please reduce their money in the next bill.",
    "नमस्ते जी, अंडे की ट्रे में 5 अंडे टूटे हुए थे। कृपया अगले बिल में इसका पैसा कम कीजिए।",
    "Namaste? नहीं — नमस्ते जी, अंडे की ट्रे में 5 अंडे टूटे हुए थे। कृपया अगले बिल में इसका पैसा कम कीजिए।",
    "Namaste ji, ande ki tray mein 5 ande toote hue the. Agle bill mein iska paisa kam kar dijiye.",
])
def test_broken_goods_to_come_off_the_next_bill_ask_which_bill(text):
    assert refused(text, email=True) == "no_id.bill"


@pytest.mark.parametrize("text", ["Bill B6: 5 eggs came broken. Please reduce it in the next bill.",
                                  "बिल B6: ट्रे में 5 अंडे टूटे हुए आए। कृपया उनका पैसा कम कीजिए।",
                                  "Bill B6: tray mein 5 ande toote hue aaye. Unka paisa kam kar dijiye."])
def test_broken_goods_on_a_named_bill_dispute_it(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B6")]


def test_a_price_asked_lower_is_still_an_offer():
    assert intents("Rice ₹40 is high, please reduce it to ₹36.", email=True) == [
        ("offer", "rice-1kg", None, 3600, None, None)]


def test_the_last_bill_asked_beside_an_order_is_kept():
    """The run's d5 e-mail to S4, whose bill question had been dropped beside the order."""
    assert intents("Kal 2 darjan kele aur 30 kilo tamatar bhejna. Aur pichla bill kitna hua?", email=True) == [
        ("order", "banana-1dozen", 2, None, None, None), ("order", "tomato-1kg", 30, None, None, None),
        ("ask_bill", None, None, None, None, None)]
