"""The supplier desk's payments and disputes of its bills (``negotiation_kernel.desk`` calls them).

A payment pays a bill in full from the bank, or is refused saying why (no such bill, not open, an amount stated that
is not the bill's, the bank short); a dispute of a goods bill is judged (``trade.judge_dispute``: stands, corrected,
cancelled) — a paid one answered with what was paid and when, any overcharge refunded — and one of a bill the
supplier never sent, or cancelled, is answered that nothing is owed on it. Money in paise.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from market.accounts import move_cash
from market.read_upto import bills_named
from market.state import Bill
from negotiation_kernel.fraud_costs import lose_minutes
from negotiation_kernel.reasons import BillNotOpen, PaymentNotDue, Plain, RefundMade
from negotiation_kernel.suppliers import Supplier
from negotiation_kernel.trade import judge_dispute

if TYPE_CHECKING:
    from negotiation_kernel.desk import DeskShop

__all__ = ["PAYMENT_ROUNDING_PAISE", "supplier_bill", "pay_bill", "dispute_bill"]


def supplier_bill(shop: DeskShop, sup: Supplier, bill_id: str | None) -> Bill | None:
    """This supplier's bill ``bill_id`` (``market.read_upto.bills_named``: goods or advance), or None."""
    return next((b for b in bills_named(shop, bill_id) if b.supplier_id == sup.supplier_id), None)



#: How far a payment's stated amount may be from its bill and still pay it (paise): a rupee's rounding.
PAYMENT_ROUNDING_PAISE = 100


def pay_bill(shop: DeskShop, sup: Supplier, bill_id: str | None, stated_paise: int | None = None) -> dict:
    """Pay ``bill_id`` in full from the bank. A payment that states an amount (``stated_paise``) more than
    ``PAYMENT_ROUNDING_PAISE`` from what the bill comes to (with any late fee) is refused as
    ``payment_not_due``, naming both: the desk never pays a sum the message did not say."""
    bill = supplier_bill(shop, sup, bill_id)
    if bill is None or bill.status != "open":
        reason = Plain(code="no_such_bill") if bill is None else BillNotOpen(status=bill.status)
        return {"kind": "pay_refused", "bill_id": bill_id, "reason": reason}
    due = bill.amount_paise + bill.penalty_paise
    if stated_paise is not None and abs(stated_paise - due) > PAYMENT_ROUNDING_PAISE:
        return {"kind": "pay_refused", "bill_id": bill.bill_id,
                "reason": PaymentNotDue(ours_paise=due, yours_paise=stated_paise)}
    if shop.state.bank_paise < due:
        return {"kind": "pay_refused", "bill_id": bill_id, "reason": Plain(code="bank_balance_short")}
    move_cash(shop.state, "bank", -due, f"paid {bill.bill_id} to {sup.supplier_id}")
    bill.status, bill.paid_day = "paid", shop.state.day
    effect = -due if bill.kind == "advance" else 0
    shop.flow("bill_paid", effect, bill_id=bill.bill_id, supplier_id=sup.supplier_id, bill_kind=bill.kind,
              amount_paise=due, on_time=bill.due_day >= shop.state.day, hidden_fraud=bill.fraud)
    if bill.kind == "advance":
        shop.kernel.orders[bill.order_id].status = "advance_paid"
    return {"kind": "paid", "bill_id": bill.bill_id, "amount_paise": due}


def dispute_bill(shop: DeskShop, sup: Supplier, bill_id: str | None) -> dict:
    """Judge a dispute of this supplier's goods bill ``bill_id``.

    An open bill: ``dispute_{stands|corrected|cancelled}`` {bill_id, amount_paise} (what is due on it now). A bill
    already paid is never said to be due (the new user's trial, session 33: "it is correct and ₹1,072.80 is due" of
    a paid bill): one that was right is ``dispute_paid`` {bill_id, amount_paise paid, day paid}; one that charged
    more than the honest amount has the overcharge refunded to the bank the same minute, ``dispute_refunded``
    {bill_id, amount_paise it should have been, refund_paise, day paid}, with a ``bill_disputed`` flow of the
    refund (its verdict ``corrected`` or ``cancelled``, as for an open bill). The paid bill itself never changes
    (settled bills stay as the checkpoints logged them, ``agents.checkpoints``); the kernel remembers the refund
    (``KernelState.refunded``), so disputing it again refunds nothing more and is answered ``bill_not_due`` {bill_id,
    ``refund_made`` {refund_paise}}: the refund was made at the first dispute (until session 39 it was told again
    as ``dispute_refunded``, as if refunded twice). A cancelled bill
    is ``bill_not_due`` {bill_id, ``bill_not_open`` cancelled}; a bill this supplier never sent (another
    supplier's, or none: the reader's id; None when the e-mail named none) is ``dispute_no_bill`` {bill_id,
    reason ``no_such_bill``} — nothing of this supplier's to dispute, nothing owed on it — never a payment that
    failed (until session 43 its kind was ``bill_not_due``, the kind of a bill asked about). This supplier's own advance request is never denied (a new user's trial,
    session 39: S9 answered "no such bill from us" of its advance A1, paid ₹7,137.50): one still open is asked
    for again (``advance_required``, as when asked about it), one paid is ``bill_not_due`` {bill_id,
    ``advance_paid``: paid in full, not a goods bill to dispute; nothing is refunded}, one cancelled (its order
    cancelled, or lapsed unpaid) ``bill_not_open`` cancelled."""
    bill = supplier_bill(shop, sup, bill_id)
    if bill is None:  # nothing of ours to dispute, never a payment that failed (the trial, session 33), and recorded as
        # what happened, not as "bill_not_due" (the new user's trial, session 43, runs/edge seq 772)
        return {"kind": "dispute_no_bill", "bill_id": bill_id, "reason": Plain(code="no_such_bill")}
    if bill.kind == "advance":
        return _dispute_advance(bill)
    if bill.status == "cancelled":
        return {"kind": "bill_not_due", "bill_id": bill.bill_id, "reason": BillNotOpen(status="cancelled")}
    verdict, amount = judge_dispute(bill)
    if bill.status == "paid":
        return _dispute_paid(shop, sup, bill, verdict, amount)
    owed_before = bill.amount_paise + bill.penalty_paise
    if verdict != "stands":
        bill.amount_paise = amount
        if verdict == "cancelled":
            bill.status = "cancelled"
    effect = owed_before - (bill.amount_paise + bill.penalty_paise if bill.status == "open" else 0)
    shop.flow("bill_disputed", effect, bill_id=bill.bill_id, supplier_id=sup.supplier_id, verdict=verdict,
              amount_paise=amount, hidden_fraud=bill.fraud)
    if verdict != "stands":  # the supplier calls to argue (fraud_costs)
        lose_minutes(shop, "manager", shop.scenario.negotiation.bill_dispute_minutes, "a bill disputed",
                     supplier_id=sup.supplier_id, bill_id=bill.bill_id, hidden_fraud=bill.fraud)
    return {"kind": f"dispute_{verdict}", "bill_id": bill.bill_id, "amount_paise": amount}


def _dispute_advance(bill: Bill) -> dict:
    """A dispute of this supplier's advance request (``dispute_bill``): the request again while it is open, else
    why nothing is owed on it — paid (``advance_paid``) or cancelled. Changes nothing."""
    if bill.status == "open":
        return {"kind": "advance_required", "order_id": bill.order_id, "bill_id": bill.bill_id,
                "amount_paise": bill.amount_paise}
    reason = Plain(code="advance_paid") if bill.status == "paid" else BillNotOpen(status=bill.status)
    return {"kind": "bill_not_due", "bill_id": bill.bill_id, "reason": reason}


def _dispute_paid(shop: DeskShop, sup: Supplier, bill: Bill, verdict: str, amount: int) -> dict:
    """A dispute of a paid bill (``dispute_bill``): what was paid and when, and any overcharge refunded once (a
    dispute after the refund: ``refund_made``)."""
    refunds = shop.kernel.refunded
    if verdict == "stands":
        if bill.bill_id not in refunds:
            shop.flow("bill_disputed", 0, bill_id=bill.bill_id, supplier_id=sup.supplier_id, verdict=verdict,
                      amount_paise=amount, hidden_fraud=bill.fraud)
            return {"kind": "dispute_paid", "bill_id": bill.bill_id,
                    "amount_paise": bill.amount_paise + bill.penalty_paise, "day": bill.paid_day}
    if bill.bill_id not in refunds:  # upheld after payment: the overcharge comes back to the bank
        refund = bill.amount_paise - amount
        refunds[bill.bill_id] = refund
        move_cash(shop.state, "bank", refund, f"refund on {bill.bill_id} from {sup.supplier_id}")
        shop.flow("bill_disputed", refund, bill_id=bill.bill_id, supplier_id=sup.supplier_id, verdict=verdict,
                  amount_paise=amount, hidden_fraud=bill.fraud)
        lose_minutes(shop, "manager", shop.scenario.negotiation.bill_dispute_minutes, "a bill disputed",
                     supplier_id=sup.supplier_id, bill_id=bill.bill_id, hidden_fraud=bill.fraud)
        return {"kind": "dispute_refunded", "bill_id": bill.bill_id, "amount_paise": amount, "refund_paise": refund,
                "day": bill.paid_day}
    # disputed again after the refund: nothing more is owed or refunded, and the reply says the refund was made
    # before (a new user's trial, session 39: the refund was told again, as if made twice)
    return {"kind": "bill_not_due", "bill_id": bill.bill_id, "reason": RefundMade(refund_paise=refunds[bill.bill_id])}
