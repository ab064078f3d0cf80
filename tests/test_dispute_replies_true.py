"""A supplier's reply to a dispute is true of the bill it names (a new user's trial, session 39).

The trial's m_paydisp: S9 issued advance A1 and was paid ₹7,137.50; a dispute of A1 was answered "no such bill from
us". A ghost bill refunded on its first dispute was answered, when disputed again, with the refund as if made a
second time (no money moved: one ``bill_disputed``). Now an advance is never denied by the supplier that asked for
it — open, it is asked for again; paid, nothing is owed on it as "an advance, already paid in full, not a bill for
goods to dispute"; cancelled, "bill is cancelled" — and a second dispute of a refunded bill says the refund was made
at the first. Each in the supplier's language, through the renderer, read back exactly; nothing moves.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.english import block
from lang.render import LANGUAGES
from lang.replies import read_reply
from market.catalogue import load_catalogue
from market.state import Bill
from negotiation_kernel.reasons import BillNotOpen, Plain, RefundMade
from roles.supplier_mail import answer_email
from scenarios import load_scenario

CAT = load_catalogue()
WRITES = {"en": "S8", "hi": "S2", "hinglish": "S3"}  # a supplier writing each language (the default scenario's)


def _shop() -> Shop:
    shop = Shop(load_scenario(days=3))
    assert shop.next_turn().role == "manager"
    return shop


def _advance(shop: Shop, supplier_id: str, status: str) -> Bill:
    """An advance request of ``supplier_id`` for ₹7,137.50 (the trial's A1), with ``status``."""
    bill = Bill(bill_id=shop.state.next_id("A"), supplier_id=supplier_id, order_id="O2", kind="advance",
                amount_paise=713750, issued_day=1, due_day=1, honest_amount_paise=0, fraud="advance_bait",
                status=status, paid_day=1 if status == "paid" else None)
    shop.state.bills.append(bill)
    return bill


def _reply(shop: Shop, supplier_id: str) -> str:
    return max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == supplier_id),
               key=lambda q: q[2])[4]["text"]


def _dispute(shop: Shop, supplier_id: str, bill_id: str) -> list[dict]:
    return answer_email(shop, supplier_id, block("dispute", {"bill_id": bill_id, "reason": "wrong"}))["decisions"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_paid_advance_disputed_is_owned_and_said_paid(language):
    shop = _shop()
    sid = WRITES[language]
    bill = _advance(shop, sid, "paid")
    bank, events = shop.state.bank_paise, len(shop.record.events)
    decisions = _dispute(shop, sid, bill.bill_id)
    assert decisions == [{"kind": "bill_not_due", "bill_id": bill.bill_id, "reason": Plain(code="advance_paid")}]
    assert shop.state.bank_paise == bank and bill.status == "paid"
    assert not [e for e in shop.record.events[events:] if e["kind"] in ("bill_disputed", "time_lost")]
    reply = _reply(shop, sid)
    assert read_reply(reply, CAT) == [{"kind": "bill_not_due", "bill_id": bill.bill_id,
                                       "reason": {"code": "advance_paid"}}], reply
    if language == "en":
        assert "an advance, already paid in full" in reply and "no such bill" not in reply


def test_an_open_advance_disputed_is_asked_for_again_and_a_cancelled_one_is_cancelled():
    shop = _shop()
    open_one, cancelled = _advance(shop, "S9", "open"), _advance(shop, "S9", "cancelled")
    assert _dispute(shop, "S9", open_one.bill_id) == [{"kind": "advance_required", "order_id": "O2",
                                                        "bill_id": open_one.bill_id, "amount_paise": 713750}]
    assert "₹7,137.50" in _reply(shop, "S9")
    assert _dispute(shop, "S9", cancelled.bill_id) == [{"kind": "bill_not_due", "bill_id": cancelled.bill_id,
                                                         "reason": BillNotOpen(status="cancelled")}]
    # another supplier's advance is still none of this one's
    assert _dispute(shop, "S8", open_one.bill_id) == [{"kind": "dispute_no_bill", "bill_id": open_one.bill_id,
                                                        "reason": Plain(code="no_such_bill")}]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_ghost_bill_refunded_then_disputed_again_says_the_refund_was_made(language):
    shop = _shop()
    sid = WRITES[language]
    bill = Bill(bill_id=shop.state.next_id("B"), supplier_id=sid, order_id="O1", amount_paise=38400, issued_day=1,
                due_day=8, honest_amount_paise=0, fraud="ghost_bill")
    shop.state.bills.append(bill)
    assert answer_email(shop, sid, block("pay", {"bill_id": bill.bill_id}))["decisions"][0]["kind"] == "paid"
    bank = shop.state.bank_paise
    first = _dispute(shop, sid, bill.bill_id)
    assert first == [{"kind": "dispute_refunded", "bill_id": bill.bill_id, "amount_paise": 0, "refund_paise": 38400,
                      "day": 1}]
    again = _dispute(shop, sid, bill.bill_id)
    assert again == [{"kind": "bill_not_due", "bill_id": bill.bill_id, "reason": RefundMade(refund_paise=38400)}]
    assert shop.state.bank_paise == bank + 38400  # refunded once
    assert len([e for e in shop.record.events if e["kind"] == "bill_disputed"]) == 1
    reply = _reply(shop, sid)
    assert "₹384" in reply, reply
    assert read_reply(reply, CAT) == [{"kind": "bill_not_due", "bill_id": bill.bill_id,
                                       "reason": {"code": "refund_made", "refund_paise": 38400}}]
