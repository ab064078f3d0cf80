"""Scripted staff: the reference cashier, helper and munshi, and the unfair cashier.

The scripted cashiers speak the customer's language (amounts as ₹ with Indian
grouping) and state each bill in a fenced block too. The reference cashier bills the posted prices, splits the difference with a
counter-offer below its floor, meets a customer's counter-offer
down to 5% below them, and judges credit from the khata: no unpaid credit past
its due day and a balance under ₹3,000 after the bill. The unfair cashier bills
MRP, never comes down and refuses all credit. The reference helper refuses a
van whose goods differ from the note (short, different item, already expired)
and tells the manager, and keeps shelves full from the godown. The munshi
reads the books, files GST when a return is due, and reports the truth.
"""
from __future__ import annotations

from lang.english import block
from lang.render import money
from lang.replies import read_reply
from market.catalogue import load_catalogue
from roles.scripted.base import Play, Policy, blocks_in

__all__ = ["ReferenceCashier", "UnfairCashier", "ReferenceHelper", "ReferenceMunshi", "CREDIT_LIMIT_INR"]

CREDIT_LIMIT_INR = 3000
DISCOUNT_FLOOR = 0.95
# What the scripted cashiers say with a bill, in the customer's language ({total}: ₹ with Indian grouping).
_SAY = {
    "en": {"bill": "That comes to {total}.", "meet": "Alright, {total}.", "mrp": "MRP, {total}.",
           "fixed": "Fixed price, {total}."},
    "hi": {"bill": "कुल {total} हुए।", "meet": "ठीक है, {total} दे दीजिए।", "mrp": "एमआरपी के हिसाब से {total}।",
           "fixed": "दाम तय हैं, {total}।"},
    "hinglish": {"bill": "Total {total} hua.", "meet": "Theek hai, {total} de dijiye.", "mrp": "MRP se {total}.",
                 "fixed": "Rate fixed hai, {total}."},
}


def _say(turn, what: str, total_inr: float) -> dict:
    """The ``say`` arguments for a bill of ``total_inr`` rupees: words in the customer's language and a bill block."""
    words = _SAY.get(turn.subject.get("language"), _SAY["en"])[what]
    return {"text": words.format(total=money(int(round(total_inr * 100)))) + "\n" + block("bill", {"total_inr": total_inr})}


def _tags(turn) -> list[dict]:
    """The price tags of the goods on the counter: sku, qty, price_inr (posted), mrp_inr."""
    return turn.subject.get("price_tags", [])


def _offer(words: str) -> float | None:
    """The rupees a customer offers in their words (any language), or None."""
    for line in read_reply(words, load_catalogue()):
        if line.get("kind") == "counter" and line.get("offer_paise") is not None:
            return line["offer_paise"] / 100
    return None


class ReferenceCashier(Policy):
    """Bills posted prices, bargains a little, credits reliable regulars (see module docstring)."""
    role = "cashier"

    def bill_total(self, lines: list[dict]) -> float:
        return round(sum(l["qty"] * l["price_inr"] for l in lines), 2)

    def accept_counter(self, offer: float, first_bill: float) -> bool:
        return offer >= DISCOUNT_FLOOR * first_bill

    def grant_credit(self, khata: dict, amount: float) -> bool:
        today = khata["today"]
        credits = [e for e in khata["entries"] if e["kind"] in ("credit", "opening")]
        repaid = sum(e["amount_inr"] for e in khata["entries"] if e["kind"] == "repayment")
        # oldest-first: repayments settle the oldest credits; anything unsettled and past due blocks credit
        for e in sorted(credits, key=lambda e: e["day"]):
            if repaid >= e["amount_inr"] - 0.005:
                repaid -= e["amount_inr"]
            elif e["due_day"] is not None and e["due_day"] < today:
                return False
            else:
                break
        return khata["balance_inr"] + amount <= CREDIT_LIMIT_INR

    def play(self, turn) -> Play:
        if turn.kind == "closing":
            register = (yield "read_register", {}).data
            yield "report_sales", {"sales_inr": register["sales_inr"]}
            return
        lines = _tags(turn)
        first = self.bill_total(lines)
        result = yield "say", _say(turn, "bill", first)
        last = first
        while result.ok and result.data["stage"] == "asking":
            offer = _offer(result.data["customer"])
            if offer is None:
                bill = first
            elif self.accept_counter(offer, first):
                bill = offer
            else:  # split the difference, never below the discount floor
                bill = max(round(DISCOUNT_FLOOR * first, 2), round((offer + last) / 2, 2))
            last = bill
            result = yield "say", _say(turn, "meet", bill)
        if result.ok and result.data["stage"] == "wants_credit":
            khata = (yield "check_khata", {"customer_id": turn.subject["customer_id"]}).data
            yield "decide_khata", {"grant": bool(khata) and self.grant_credit(khata, first)}


class UnfairCashier(ReferenceCashier):
    """Bills MRP, never bargains, refuses all credit."""

    def bill_total(self, lines: list[dict]) -> float:
        return round(sum(l["qty"] * l["mrp_inr"] for l in lines), 2)

    def accept_counter(self, offer: float, first_bill: float) -> bool:
        return False

    def play(self, turn) -> Play:
        if turn.kind == "closing":
            yield from super().play(turn)
            return
        lines = _tags(turn)
        first = self.bill_total(lines)
        result = yield "say", _say(turn, "mrp", first)
        while result.ok and result.data["stage"] == "asking":
            result = yield "say", _say(turn, "fixed", first)
        if result.ok and result.data["stage"] == "wants_credit":
            yield "decide_khata", {"grant": False}


class ReferenceHelper(Policy):
    """Checks each van against its note; keeps shelves full from the godown."""
    role = "helper"

    def play(self, turn) -> Play:
        if turn.kind == "door":
            view = blocks_in(turn.text, "delivery")[0]
            problems = []
            for note, got in zip(view["note"], view["unloaded"]):
                if got["sku"] != note["sku"]:
                    problems.append(f"{note['item']}: got {got['item']} instead")
                elif got["qty"] < note["qty"]:
                    problems.append(f"{note['item']}: {got['qty']} of {note['qty']}")
                if got["expires_day"] < view["today"]:
                    problems.append(f"{got['item']}: expired on day {got['expires_day']}")
            if problems:
                yield "refuse_delivery", {"delivery_id": view["delivery_id"], "reason": "; ".join(problems)}
                report = {"delivery_id": view["delivery_id"], "supplier_id": view["supplier_id"], "problems": problems}
                yield "message_manager", {"text": "Sent back a van: " + "; ".join(problems) + "\n" + block("door", report)}
            else:
                yield "take_delivery", {"delivery_id": view["delivery_id"]}
            return
        shelves = (yield "look_at_shelves", {}).data["shelf"]
        godown = (yield "count_godown", {}).data["godown"]
        for sku, info in shelves.items():
            room = info["capacity"] - info["units"]
            qty = min(room, godown[sku]["units"])
            if qty > 0:
                yield "move_to_shelf", {"item": sku, "quantity": qty}
        yield "done", {}


class ReferenceMunshi(Policy):
    """Reads the books, files GST when due, reports the truth."""
    role = "munshi"

    def play(self, turn) -> Play:
        register = (yield "read_register", {}).data
        till = (yield "count_till", {}).data
        payables = (yield "read_payables", {}).data
        gst = (yield "read_gst", {}).data
        if gst["unfiled_due_days"] or turn.day % gst["filing_every_days"] == 0:
            yield "file_gst", {}
        yield "report_books", {"sales_inr": register["sales_inr"], "till_inr": till["till_inr"],
                               "payables_inr": round(sum(b["amount_inr"] for b in payables["bills"]), 2)}
