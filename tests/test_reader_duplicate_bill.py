"""Of a duplicate bill only the one asked withdrawn is disputed: "B31 B30 ka duplicate hai. B31 hata do." had disputed
B30 (``lang.cited_bills``: "X ka duplicate" names X as the original), and "Do baar bill bana diya aapne. B72 cancel
karo, B71 rakho." both (``lang.dispute_told``): breaker AS."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


def _disputed(bill):
    return [("dispute", None, None, None, None, bill)]


@pytest.mark.parametrize("text", [
    "B31 B30 ka duplicate hai. B31 hata do.", "B31 तो B30 का ही डुप्लीकेट है — वही माल, वही रकम। B31 रद्द कीजिए।",
    "B31 to B30 ka hi duplicate hai — wahi maal, wahi amount. B31 cancel kijiye.",
    "B31 is a duplicate of B30. Please cancel B31.", "B31 B30 ka duplicate hai, B31 cancel karo"])
def test_the_duplicate_is_disputed_not_its_original(text):
    assert intents(text, email=True) == _disputed("B31")


@pytest.mark.parametrize("text", ["B45 B44 ki duplicate copy hai, isko cancel karo",
                                  "B45 B44 की डुप्लीकेट कॉपी है, इसे रद्द करो", "B45 is a duplicate copy of B44, cancel it"])
def test_a_duplicate_copy_told_is_no_copy_asked(text):
    assert intents(text, email=True) == _disputed("B45")


@pytest.mark.parametrize("text", ["B45 ki duplicate copy chahiye", "B45 की डुप्लीकेट कॉपी भेजिए",
                                  "Please send a duplicate copy of B45"])
def test_a_duplicate_copy_asked_for_is_asked(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, "B45")]


@pytest.mark.parametrize("text", [
    "Do baar bill bana diya aapne. B72 cancel karo, B71 rakho.", "दो बार बिल बना दिया आपने। B72 रद्द करो, B71 रखो।",
    "You billed twice. Cancel B72, keep B71.",
    "एक ही डिलीवरी का दो बार बिल आ गया। B72 वही है जो B71 है — B72 वापस ले लीजिए।",
    "Ek hi delivery ka do baar bill aa gaya. B72 wahi hai jo B71 hai — B72 wapas le lo.",
    "Same delivery billed twice. B72 is the same as B71 — please withdraw B72."])
def test_a_complaint_told_before_names_no_bill_of_its_own(text):
    assert intents(text, email=True) == _disputed("B72")


def test_a_complaint_alone_still_takes_the_bill_named():
    assert intents("Rate galat laga hai. B12 dekh lo.", email=True) == _disputed("B12")


def test_a_complaint_about_an_order_is_not_dropped():
    # (refused as "O87 is named in another request" until fixer O of the twenty-seventh session read it as holdout46's
    # gold: one dispute of B58 for O87, lang.order_complaint)
    assert intents("O87 curd came sour, 6 packets. Deduct from B58.", email=True) == [
        ("dispute", None, None, None, None, "B58")]


@pytest.mark.parametrize("text", [
    "भैया, O31 के 6 ट्रे अंडों में से एक पूरी ट्रे टूटी हुई आई 😕 बिल में एडजस्ट कर दीजिए।",
    "Bhaiya, O31 ke 6 tray andon mein se ek poori tray tooti hui aayi 😕 Bill mein adjust kar dena."])
def test_a_bill_adjusted_after_the_one_order_s_complaint_disputes_it(text):
    assert intents(text, email=True) == [("dispute", None, None, None, "O31", None)]
