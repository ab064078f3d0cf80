"""A dispute of a bill already paid says it is paid, and what comes back if the dispute is upheld.

The new user's trial (session 33, B7): S8's inflated bill B4 (₹1,072.80 for goods worth ₹894) was paid on day 3
and disputed on day 4; the desk answered "We have checked bill B4: it is correct and ₹1,072.80 is due." Nothing
was due, and a model told so may pay twice. Now a paid bill's dispute is judged like an open one's: found right,
``dispute_paid`` {bill_id, amount paid, day paid}; found too high, the overcharge is refunded to the bank the same
minute, ``dispute_refunded`` {bill_id, the right amount, refund, day paid}, once (disputing it again refunds
nothing more, and is answered that the refund was made: ``bill_not_due`` {bill_id, ``refund_made``}, session 39). Each is worded in English, Hindi and Hinglish and read back exactly.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.english import block
from lang.render import LANGUAGES, TemplateRenderer, phrases, view
from lang.replies import read_reply
from market.catalogue import load_catalogue
from market.state import Bill
from negotiation_kernel.reasons import BillNotOpen, RefundMade
from roles.supplier_mail import answer_email
from scenarios import load_scenario

CAT = load_catalogue()
R = TemplateRenderer(CAT)
# a supplier writing each language (the default scenario's)
WRITES = {"en": "S8", "hi": "S2", "hinglish": "S3"}


def _shop() -> Shop:
    shop = Shop(load_scenario(days=3))
    assert shop.next_turn().role == "manager"
    return shop


def _bill(shop: Shop, supplier_id: str, amount: int, honest: int) -> Bill:
    """A goods bill of ``supplier_id`` for ``amount`` that should have been ``honest`` (paise), open."""
    bill = Bill(bill_id=shop.state.next_id("B"), supplier_id=supplier_id, order_id="O1", amount_paise=amount,
                issued_day=shop.state.day, due_day=shop.state.day + 7, honest_amount_paise=honest,
                fraud="inflated_bill" if amount > honest else None)
    shop.state.bills.append(bill)
    return bill


def _last_reply(shop: Shop, supplier_id: str) -> str:
    return max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == supplier_id), key=lambda q: q[2])[4]["text"]


def _flows(shop: Shop, bill_id: str) -> list[dict]:
    return [e for e in shop.record.events if e["kind"] == "bill_disputed" and e["bill_id"] == bill_id]


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_inflated_bill_disputed_after_payment_is_refunded_once(language):
    shop = _shop()
    sid = WRITES[language]
    bill = _bill(shop, sid, 107280, 89400)
    assert answer_email(shop, sid, block("pay", {"bill_id": bill.bill_id}))["decisions"][0]["kind"] == "paid"
    bank = shop.state.bank_paise
    decisions = answer_email(shop, sid, f"Bill {bill.bill_id}: you charged ₹48 a loaf but we agreed ₹40.")["decisions"]
    assert decisions == [{"kind": "dispute_refunded", "bill_id": bill.bill_id, "amount_paise": 89400,
                          "refund_paise": 17880, "day": 1}]
    assert shop.state.bank_paise == bank + 17880
    (flow,) = _flows(shop, bill.bill_id)
    assert (flow["verdict"], flow["amount_paise"], flow["net_worth_effect_paise"]) == ("corrected", 89400, 17880)
    assert bill.status == "paid" and bill.amount_paise == 107280  # the paid bill itself never changes
    reply = _last_reply(shop, sid)
    assert "₹894" in reply and "₹178.80" in reply and "₹1,072.80" not in reply, reply
    assert read_reply(reply, CAT) == decisions
    # disputed again: nothing more refunded, no second flow, and the reply says the refund was made before (a new
    # user's trial, session 39: the refund was told again, as if made twice)
    again = answer_email(shop, sid, block("dispute", {"bill_id": bill.bill_id, "reason": "check"}))["decisions"]
    assert again == [{"kind": "bill_not_due", "bill_id": bill.bill_id, "reason": RefundMade(refund_paise=17880)}]
    assert shop.state.bank_paise == bank + 17880 and len(_flows(shop, bill.bill_id)) == 1
    reply = _last_reply(shop, sid)
    assert "₹178.80" in reply and "₹894" not in reply, reply
    assert read_reply(reply, CAT) == [{"kind": "bill_not_due", "bill_id": bill.bill_id,
                                       "reason": {"code": "refund_made", "refund_paise": 17880}}]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_right_bill_disputed_after_payment_says_it_is_paid_and_nothing_is_due(language):
    shop = _shop()
    sid = WRITES[language]
    bill = _bill(shop, sid, 107280, 107280)
    answer_email(shop, sid, block("pay", {"bill_id": bill.bill_id}))
    bank = shop.state.bank_paise
    decisions = answer_email(shop, sid, block("dispute", {"bill_id": bill.bill_id, "reason": "check"}))["decisions"]
    assert decisions == [{"kind": "dispute_paid", "bill_id": bill.bill_id, "amount_paise": 107280, "day": 1}]
    assert shop.state.bank_paise == bank
    (flow,) = _flows(shop, bill.bill_id)
    assert (flow["verdict"], flow["net_worth_effect_paise"]) == ("stands", 0)
    reply = _last_reply(shop, sid)
    assert "₹1,072.80" in reply and read_reply(reply, CAT) == decisions


def test_an_open_bill_that_is_right_still_says_what_is_due():
    shop = _shop()
    bill = _bill(shop, "S8", 107280, 107280)
    decisions = answer_email(shop, "S8", block("dispute", {"bill_id": bill.bill_id, "reason": "check"}))["decisions"]
    assert decisions == [{"kind": "dispute_stands", "bill_id": bill.bill_id, "amount_paise": 107280}]


def test_a_cancelled_bill_disputed_is_nothing_owed():
    shop = _shop()
    bill = _bill(shop, "S8", 38400, 0)  # a duplicate: cancelled by its first dispute
    first = answer_email(shop, "S8", block("dispute", {"bill_id": bill.bill_id, "reason": "copy"}))["decisions"]
    assert first == [{"kind": "dispute_cancelled", "bill_id": bill.bill_id, "amount_paise": 0}]
    again = answer_email(shop, "S8", block("dispute", {"bill_id": bill.bill_id, "reason": "copy"}))["decisions"]
    assert again == [{"kind": "bill_not_due", "bill_id": bill.bill_id, "reason": BillNotOpen(status="cancelled")}]
    assert len(_flows(shop, bill.bill_id)) == 1


WORDED = {  # the first phrasing of each, as the manager reads it
    ("dispute_paid", "en"): "Bill B4 is correct and already paid: we received ₹1,072.80 on day 3. Nothing is due on it.",
    ("dispute_paid", "hi"): "बिल B4 सही है और चुक गया है: ₹1,072.80 हमें दिन 3 को मिल गए। इस पर कुछ देना बाक़ी नहीं।",
    ("dispute_paid", "hinglish"): "Bill B4 sahi hai aur chuk gaya hai: ₹1,072.80 humein din 3 ko mil gaye. Is par kuch "
                                  "dena baaki nahi.",
    ("dispute_refunded", "en"): "You are right about bill B4: it should have been ₹894. As it was paid on day 3, we have "
                                "refunded ₹178.80 to your bank.",
    ("dispute_refunded", "hi"): "आप सही हैं, बिल B4 ₹894 का होना चाहिए था। इसका भुगतान दिन 3 को हो चुका था, इसलिए "
                                "₹178.80 आपके बैंक में लौटा दिए हैं।",
    ("dispute_refunded", "hinglish"): "Aap sahi ho, bill B4 ₹894 ka hona chahiye tha. Iska payment din 3 ko ho chuka "
                                      "tha, isliye ₹178.80 aapke bank mein lauta diye hain.",
}
LINES = {"dispute_paid": {"kind": "dispute_paid", "bill_id": "B4", "amount_paise": 107280, "day": 3},
         "dispute_refunded": {"kind": "dispute_refunded", "bill_id": "B4", "amount_paise": 89400,
                              "refund_paise": 17880, "day": 3}}


@pytest.mark.parametrize("kind,language", sorted(WORDED))
def test_the_wording_in_every_language(kind, language):
    d = LINES[kind]
    _, blocks, _ = R.email_parts([d], language, 0)
    assert blocks == [[WORDED[kind, language]]]
    for i in range(len(phrases(language)["slots"][kind])):  # every phrasing: the figures, never "due" money
        text = R.email([d], language, "Royal Traders", i)
        assert read_reply(text, CAT) == [view(d, language=language)], text
        assert "B4" in text and "3" in text


def test_a_real_inflated_bill_paid_then_disputed_is_caught_and_the_books_balance():
    """S8's inflated bill through the door: paid, then disputed; the refund is a flow the close agrees with
    (record_checks.net_worth_mismatches), and the fraud counts as caught on the bill, nothing lost beyond what the
    goods were worth (scoring.fraud)."""
    from record_checks import net_worth_mismatches
    from roles.toolbox import ToolBox
    from scoring.fraud import fraud_outcomes
    from test_fraud_and_trade import fraud_scenario
    shop = Shop(fraud_scenario(days=5))
    box, out = ToolBox(shop), {}
    while (turn := shop.next_turn()) is not None:
        if turn.kind == "door":
            assert box.call("helper", "take_delivery", {"delivery_id": turn.subject["delivery_id"]}).ok
        elif turn.role == "manager":
            bill = next((b for b in shop.state.bills if b.supplier_id == "S8" and b.kind == "goods"), None)
            if turn.day == 1 and "order" not in out:
                out["order"] = answer_email(shop, "S8", block("order", {"items": [{"sku": "noodles-70g",
                                                                                    "quantity": 50}]}))
            elif bill is not None and bill.status == "open" and "paid" not in out:
                out["paid"] = answer_email(shop, "S8", block("pay", {"bill_id": bill.bill_id}))["decisions"]
            elif bill is not None and bill.status == "paid" and "disputed" not in out:
                out["bill"] = bill.model_copy(deep=True)
                out["disputed"] = answer_email(shop, "S8", f"Bill {bill.bill_id} is wrong, we agreed a lower rate.")
        shop.end_turn()
    bill = out["bill"]
    assert bill.fraud == "inflated_bill" and bill.amount_paise > bill.honest_amount_paise
    (d,) = out["disputed"]["decisions"]
    assert d == {"kind": "dispute_refunded", "bill_id": bill.bill_id, "amount_paise": bill.honest_amount_paise,
                 "refund_paise": bill.amount_paise - bill.honest_amount_paise, "day": bill.paid_day}
    events = shop.record.events
    assert net_worth_mismatches(events) == []
    (outcome,) = [o for o in fraud_outcomes(events) if o["supplier_id"] == "S8"]
    assert outcome["outcome"] == "caught_on_bill"


def test_the_refund_memory_is_checkpointed_only_when_there_is_one():
    """A month with no refund checkpoints the kernel as before (no ``refunded`` key); one with a refund keeps it
    through a checkpoint, so a dispute after a resume refunds nothing twice."""
    import pydantic_core

    from negotiation_kernel.trade import KernelState
    assert pydantic_core.to_json(KernelState()) == b'{"threads":{},"current":{},"orders":{}}'
    kernel = KernelState(refunded={"B4": 17880})
    assert KernelState.model_validate_json(pydantic_core.to_json(kernel)).refunded == {"B4": 17880}
    assert KernelState.model_validate(KernelState().model_dump(mode="json")).refunded == {}
