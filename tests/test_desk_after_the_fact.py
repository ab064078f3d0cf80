"""A second cancel of a cancelled order, and a second payment of a paid bill, are refused with the true reason.

A new user found "we cannot cancel order O1: you have already sent the van back" after the shop had only
cancelled O1 (the desk marks a cancelled order's delivery refused), and "बिल B3 अभी भी बाक़ी है, क्योंकि इसका
भुगतान पहले ही हो चुका है" ("B3 is still unpaid, because it is already paid") for a bill paid twice.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.render import LANGUAGES, Pick, TemplateRenderer, phrases
from market.catalogue import load_catalogue
from negotiation_kernel.reasons import BillNotOpen
from roles.supplier_mail import answer_email
from scenarios import load_scenario

R = TemplateRenderer(load_catalogue())


def _shop() -> Shop:
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    return shop


def test_cancelling_a_cancelled_order_again_says_it_is_cancelled_not_that_a_van_was_sent_back():
    shop = _shop()
    (placed,) = [d for d in answer_email(shop, "S1", "Send 40 kg rice.")["decisions"] if d["kind"] == "order_confirmed"]
    oid = placed["order_id"]
    assert answer_email(shop, "S1", f"Please cancel order {oid}.")["decisions"] == [{"kind": "cancelled", "order_id": oid}]
    (again,) = answer_email(shop, "S1", f"Please cancel order {oid}.")["decisions"]
    assert again["kind"] == "cancel_refused" and again["order_id"] == oid
    reason = again["reason"]
    reason = reason.model_dump() if hasattr(reason, "model_dump") else reason
    assert reason["code"] == "order_not_open" and reason["status"] == "cancelled"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_phrasing_of_a_refused_payment_of_a_paid_bill_says_the_bill_is_still_unpaid(language):
    refused = {"kind": "pay_refused", "bill_id": "B3", "reason": BillNotOpen(status="paid")}
    unpaid = {"en": "unpaid", "hi": "बाक़ी है", "hinglish": "baaki hai"}[language]
    paid_words = {"en": "already paid", "hi": "पहले ही हो चुका", "hinglish": "pehle hi"}[language]
    texts = [R._line(refused, phrases(language), language, Pick(k))[0]
             for k in range(len(phrases(language)["slots"]["pay_refused"]))]
    assert len(texts) == 8 and all("B3" in t and paid_words in t for t in texts), texts
    assert not [t for t in texts if unpaid in t]
