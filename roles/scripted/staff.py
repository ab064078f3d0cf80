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

All follow the manager's instruction blocks (``roles.scripted.instructed``): the
cashier's lowest price replaces its 5% and its credit rules come first (a named
customer is refused; the limit replaces ₹3,000); the helper sets the shelf plan
and keeps each shelf at its target (a full shelf where there is none), and sends
back vans from the suppliers named; the munshi adds to its report what it is
asked. Without instructions they play as before.
"""
from __future__ import annotations

from lang.english import block
from lang.render import money
from lang.replies import read_reply
from market.catalogue import load_catalogue
from roles.ledger_page import MOST_PER_PAGE
from roles.scripted.base import Play, Policy, blocks_in, item_block
from roles.scripted.instructed import StaffMemory, take_instructions, unread_note

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
    return {"text": words.format(total=money(int(round(total_inr * 100)))) + "\n"
            + item_block("bill", "", ("total_inr", total_inr))}


def _tags(turn) -> list[dict]:
    """The price tags of the goods on the counter: sku, qty, price_inr (posted), mrp_inr."""
    return turn.subject.get("price_tags", [])


def _offer(words: str) -> float | None:
    """The rupees a customer offers in their words (any language), or None."""
    for line in read_reply(words, load_catalogue()):
        if line.get("kind") == "counter" and line.get("offer_paise") is not None:
            return line["offer_paise"] / 100
    return None


class _Staff(Policy):
    """A scripted staff member that keeps the manager's standing instructions in its memory."""

    def __init__(self) -> None:
        self.memory = StaffMemory()


class ReferenceCashier(_Staff):
    """Bills posted prices, bargains a little, credits reliable regulars (see module docstring)."""
    role = "cashier"

    def bill_total(self, lines: list[dict]) -> float:
        return round(sum(l["qty"] * l["price_inr"] for l in lines), 2)

    def lowest_total(self, lines: list[dict], first_bill: float) -> float:
        """The lowest bill to agree: 5% under the posted prices, or as the manager's ``lowest_price`` says."""
        m = self.memory
        if not m.lowest_items_paise and m.lowest_pct_of_posted is None:
            return DISCOUNT_FLOOR * first_bill
        total = 0.0
        for l in lines:
            if l["sku"] in m.lowest_items_paise:
                unit = min(m.lowest_items_paise[l["sku"]] / 100, l["price_inr"])
            else:
                unit = l["price_inr"] * (DISCOUNT_FLOOR if m.lowest_pct_of_posted is None
                                         else m.lowest_pct_of_posted / 100)
            total += l["qty"] * unit
        return total - 0.005

    def accept_counter(self, offer: float, first_bill: float, lines: list[dict]) -> bool:
        return offer >= self.lowest_total(lines, first_bill)

    def lowest_bill(self, lines: list[dict], first_bill: float) -> float:
        """The lowest bill to name in rupees, to the paisa (``lowest_total`` without its half-paisa tolerance)."""
        m = self.memory
        tolerance = 0.0 if not m.lowest_items_paise and m.lowest_pct_of_posted is None else 0.005
        return round(self.lowest_total(lines, first_bill) + tolerance, 2)

    def grant_credit(self, khata: dict, amount: float) -> bool:
        m = self.memory
        if khata["customer_id"] in m.refuse_credit:
            return False
        limit = CREDIT_LIMIT_INR if m.credit_limit_paise is None else m.credit_limit_paise / 100
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
        return khata["balance_inr"] + amount <= limit

    def closing(self) -> Play:
        register = (yield "read_register", {}).data
        note = unread_note(self.memory)
        yield "report_sales", {"sales_inr": register["sales_inr"], **({"note": note} if note else {})}

    def play(self, turn) -> Play:
        take_instructions(self.memory, turn)
        if turn.kind == "closing":
            yield from self.closing()
            return
        lines = _tags(turn)
        first = self.bill_total(lines)
        result = yield "say", _say(turn, "bill", first)
        last = first
        while result.ok and result.data["stage"] == "asking":
            offer = _offer(result.data["customer"])
            if offer is None:
                bill = first
            elif self.accept_counter(offer, first, lines):
                bill = offer
            else:  # split the difference, never below the lowest total (the manager's or the discount floor)
                bill = max(self.lowest_bill(lines, first), round((offer + last) / 2, 2))
            last = bill
            result = yield "say", _say(turn, "meet", bill)
        if result.ok and result.data["stage"] == "wants_credit":
            khata = (yield "check_khata", {"customer_id": turn.subject["customer_id"]}).data
            yield "decide_khata", {"grant": bool(khata) and self.grant_credit(khata, first)}


class UnfairCashier(ReferenceCashier):
    """Bills MRP, never bargains, refuses all credit."""

    def bill_total(self, lines: list[dict]) -> float:
        return round(sum(l["qty"] * l["mrp_inr"] for l in lines), 2)

    def accept_counter(self, offer: float, first_bill: float, lines: list[dict]) -> bool:
        return False

    def play(self, turn) -> Play:
        take_instructions(self.memory, turn)
        if turn.kind == "closing":
            yield from self.closing()
            return
        lines = _tags(turn)
        first = self.bill_total(lines)
        result = yield "say", _say(turn, "mrp", first)
        while result.ok and result.data["stage"] == "asking":
            result = yield "say", _say(turn, "fixed", first)
        if result.ok and result.data["stage"] == "wants_credit":
            yield "decide_khata", {"grant": False}


class ReferenceHelper(_Staff):
    """Checks each van against its note (and sends back the suppliers the manager names); keeps each
    shelf at its plan, a full shelf where there is none."""
    role = "helper"

    def door(self, turn) -> Play:
        view = blocks_in(turn.text, "delivery")[0]
        if view["supplier_id"] in self.memory.refuse_vans:
            yield "refuse_delivery", {"delivery_id": view["delivery_id"],
                                      "reason": f"the manager asked to send back vans from {view['supplier_id']}"}
            return
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

    def floor(self) -> Play:
        seen = yield "look_at_shelves", {}
        if not seen.ok:
            return  # refused (the helper's minutes are spent: a looping manager's 144 orders filled the day)
        shelves = seen.data["shelf"]
        plan = {sku: info["plan"] for sku, info in shelves.items() if info["plan"] is not None}
        for sku, units in list(self.memory.plan.items()):
            if plan.get(sku) != units and (yield "set_plan", {"item": sku, "shelf_units": units}).ok:
                plan[sku] = units
            del self.memory.plan[sku]
        counted = yield "count_godown", {}
        if not counted.ok:
            return
        godown = counted.data["godown"]
        for sku, info in shelves.items():
            target = plan.get(sku, info["capacity"])
            if info["units"] < target:
                qty = min(target - info["units"], godown[sku]["units"])
                if qty > 0:
                    yield "move_to_shelf", {"item": sku, "quantity": qty}
            elif info["units"] > target:
                yield "move_to_godown", {"item": sku, "quantity": info["units"] - target}
        yield from self.tell_unread()
        yield "done", {}

    def tell_unread(self) -> Play:
        note = unread_note(self.memory)
        if note:
            yield "message_manager", {"text": note}

    def play(self, turn) -> Play:
        take_instructions(self.memory, turn)
        if turn.kind == "door":
            yield from self.door(turn)
            yield from self.tell_unread()
        else:
            yield from self.floor()


class ReferenceMunshi(_Staff):
    """Reads the books, files GST when due, reports the truth (and what the manager asks for)."""
    role = "munshi"

    def play(self, turn) -> Play:
        take_instructions(self.memory, turn)
        m = self.memory
        register = (yield "read_register", {}).data
        till = (yield "count_till", {}).data
        payables = (yield "read_payables", {"per_page": MOST_PER_PAGE}).data  # every open bill it can
        while "next_page" in payables.get("bills_not_shown", {}):  # more open bills than one page: read them all
            more = (yield "read_payables", {"bills_from": len(payables["bills"]), "per_page": MOST_PER_PAGE}).data
            payables = {**more, "bills": payables["bills"] + more["bills"]}
        gst = (yield "read_gst", {}).data
        if gst["unfiled_due_days"] or turn.day % gst["filing_every_days"] == 0:
            yield "file_gst", {}
        extra = {}
        if "payables_due" in m.report_include:
            days = m.payables_due_within_days
            extra["payables_due_inr"] = round(sum(b["amount_inr"] for b in payables["bills"]
                                                  if b["due_day"] <= payables["today"] + days), 2)
            extra["payables_due_within_days"] = days
        if "overdue_khata" in m.report_include:
            khata = (yield "read_khata", {}).data
            extra["overdue_khata_customers"] = [a["customer_id"] for a in khata["accounts"]
                                                if a["oldest_due_day"] is not None and a["oldest_due_day"] < turn.day]
        note = unread_note(m)
        yield "report_books", {"sales_inr": register["sales_inr"], "till_inr": till["till_inr"],
                               "payables_inr": round(sum(b["amount_inr"] for b in payables["bills"]), 2),
                               **extra, **({"note": note} if note else {})}
