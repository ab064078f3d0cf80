"""Scripted managers.

``ReferenceManager`` — the sensible shopkeeper. Each morning it reads its
inbox and the books; pays bills due by tomorrow; disputes a bill that charges
above the agreed price, bills a delivery twice or bills an order it never
placed (a ghost bill); stops dealing with a
supplier who asked for money in advance or whose van the helper sent back;
prices every item a little below MRP (95%, never under 3% above its last cost);
and restocks by an order-up-to rule (``roles.scripted.restock``: a rolling,
stock-out–aware demand estimate, cover by item from lead time and shelf life,
one standard deviation of safety stock) from the supplier quoting the lowest price, bargaining from 88% of the
quote up by 40% of the gap each round and accepting within 1.5% or after four
rounds. It learns demand only from the books (sales, stock, what it ordered)
and prices only from quotes and deals.

It runs the shop floor through its staff (``roles.instructions``): each
morning, right after the books, it sends the helper the shelf plan (every
shelf full: a shelf holds about a day of walk-in demand, so a fuller shelf
only sells more) and the cashier its credit watch list (no credit to the
customers the munshi last reported as overdue on the khata); on its first
morning it asks the munshi to add payables due within 2 days and the overdue
khata to the nightly report.

``MrpManager`` — the same, but leaves every shelf price at MRP.
``AbsentManager`` — nobody manages: goes home at once, every day.
"""
from __future__ import annotations

import functools
import math

from pydantic import Field

from lang.english import block
from lang.replies import read_reply
from market.catalogue import load_catalogue
from market.hot_model import HotModel, hot_record, trusted_builder
from roles.ledger_page import MOST_PER_PAGE
from roles.scripted.base import Play, Policy, blocks_in, item_block
from roles.scripted.restock import SAFETY_Z, DemandTracker, cover_days, order_up_to

__all__ = ["ReferenceManager", "MrpManager", "AbsentManager", "ManagerMemory"]

PRICE_OF_MRP = 0.95
OPENING_BID = 0.88
BID_STEP = 0.4
ACCEPT_WITHIN = 0.015
MAX_ROUNDS = 4


@hot_record  # plain field reads and writes (some 100,000 a month): market.hot_model
class Haggle:
    supplier_id: str
    quote: float
    counter: float
    bid: float = 0.0
    rounds: int = 0
    status: str = "open"  # open | agreed | failed


_HAGGLE = trusted_builder(Haggle)  # a haggle opened on a quote (rupees, floats): built unvalidated

class ManagerMemory(HotModel):
    """What the scripted manager remembers between turns (rupees, units, days)."""
    day: int = 0
    phase: str = "start"
    demand: DemandTracker = Field(default_factory=DemandTracker)
    lead: dict[str, int] = Field(default_factory=dict, description="supplier -> stated lead days")
    last_price: dict[str, float] = Field(default_factory=dict)
    blacklist: list[str] = Field(default_factory=list)
    agreed: dict[str, dict[str, float]] = Field(default_factory=dict, description="order id -> sku -> unit price")
    billed_deliveries: dict[str, str] = Field(default_factory=dict)
    disputed: list[str] = Field(default_factory=list, description="bills to dispute at the next chance")
    paid: list[str] = Field(default_factory=list)
    prices_set: dict[str, float] = Field(default_factory=dict)
    needs: dict[str, int] = Field(default_factory=dict)
    quotes: dict[str, dict[str, float]] = Field(default_factory=dict, description="sku -> supplier -> quote")
    haggles: dict[str, Haggle] = Field(default_factory=dict)
    carries: dict[str, list[str]] = Field(default_factory=dict, description="supplier -> skus")
    writes: dict[str, str] = Field(default_factory=dict, description="supplier -> the language it writes in")
    tried: dict[str, list[str]] = Field(default_factory=dict, description="sku -> suppliers tried today")
    watch: list[str] = Field(default_factory=list, description="customers the munshi last reported overdue")
    report_asked: bool = False


#: The greeting over a structured e-mail, in the supplier's language: the mail is then counted under the language
#: the supplier writes (a greeting alone decides a text whose only other words are in a fenced block).
_GREETING = {"en": "Dear Sir,", "hi": "नमस्ते,", "hinglish": "Namaste,"}


class AbsentManager(Policy):
    """Nobody manages: the manager goes home at once."""
    role = "manager"

    def play(self, turn) -> Play:
        yield "go_home", {}


@functools.lru_cache(maxsize=4096)
def _asking_quotes(skus: tuple[str, ...]) -> str:
    """The block asking a supplier the price of each of ``skus`` (``block("negotiate", ...)``), written once per list
    of goods and kept: a month asks some 200, and its repeats (a study's, the anchors') the same again (session 39:
    ``json``'s sorted encoder was ~0.6 % of the month's samples here)."""
    return block("negotiate", {"items": [{"sku": s, "action": "ask_quote"} for s in skus]})


def _carriers(carries: dict[str, list[str]]) -> dict[str, list[str]]:
    """{sku: the suppliers whose list names it, each once, in id order} of ``ManagerMemory.carries`` (a morning's
    ``check_books`` suppliers): ``candidates`` is asked some 2,000 times a month and had sorted the suppliers and
    scanned each one's list every time."""
    out: dict[str, list[str]] = {}
    for s, skus in sorted(carries.items(), key=lambda kv: int(kv[0][1:])):
        for sku in skus:
            have = out.setdefault(sku, [])
            if not have or have[-1] != s:
                have.append(s)
    return out


class ReferenceManager(Policy):
    """The sensible shopkeeper (see the module docstring)."""
    role = "manager"
    sets_prices = True

    def __init__(self) -> None:
        self.memory = ManagerMemory()

    # --- reading -----------------------------------------------------------
    def digest(self, messages: list[dict]) -> None:
        m = self.memory
        for msg in messages:
            sender, text = msg["from"], msg["text"]
            for report in blocks_in(text, "door"):
                if report["supplier_id"] not in m.blacklist:
                    m.blacklist.append(report["supplier_id"])
            for books in blocks_in(text, "books"):
                if books.get("overdue_khata") is not None:
                    m.watch = list(books["overdue_khata"])
            if sender in ("cashier", "helper", "munshi"):
                continue
            for line in read_reply(text, load_catalogue()):
                if line["kind"] == "bill":
                    self._check_bill(sender, line)
                else:
                    self._reply_line(sender, line)

    def _check_bill(self, sender: str, bill: dict) -> None:
        m = self.memory
        agreed = m.agreed.get(bill["order_id"], {})
        inflated = any(l["unit_price_paise"] / 100 > agreed.get(l["sku"], math.inf) + 0.005 for l in bill["lines"])
        duplicate = m.billed_deliveries.get(bill["delivery_id"], bill["bill_id"]) != bill["bill_id"]
        never_ordered = bill["order_id"] not in m.agreed  # a ghost bill: goods this shop never ordered
        if inflated or duplicate or never_ordered:
            m.disputed.append(bill["bill_id"])
            if sender not in m.blacklist:
                m.blacklist.append(sender)
        else:
            m.billed_deliveries[bill["delivery_id"]] = bill["bill_id"]

    def _reply_line(self, sender: str, line: dict) -> None:
        m, kind, sku = self.memory, line["kind"], line.get("sku")
        if kind == "advance_required" and sender not in m.blacklist:
            m.blacklist.append(sender)
        elif kind == "order_confirmed":
            m.agreed[line["order_id"]] = {l["sku"]: l["unit_price_paise"] / 100 for l in line["lines"]}
            for l in line["lines"]:
                m.last_price[l["sku"]] = l["unit_price_paise"] / 100
        elif kind == "quote" and sku:
            m.quotes.setdefault(sku, {})[sender] = line["price_paise"] / 100
        elif (h := m.haggles.get(sku)) is not None and h.supplier_id == sender and h.status == "open":
            if kind == "counter":
                h.counter = line["price_paise"] / 100
            elif kind == "accept":
                h.status, h.counter = "agreed", line["price_paise"] / 100
            elif kind in ("walk_away", "closed", "refuse_accept"):
                h.status = "failed" if kind != "refuse_accept" else h.status
                if kind == "refuse_accept":
                    h.counter = line["price_paise"] / 100

    # --- deciding -----------------------------------------------------------
    def update_estimates(self, books: dict) -> None:
        """Yesterday's demand per item from this morning's books (``restock.DemandTracker``)."""
        self.memory.demand.observe(books)

    def lead_days(self, sku: str) -> int:
        """The shortest stated lead time among the suppliers this manager would buy ``sku`` from (days)."""
        return min((self.memory.lead.get(s, 1) for s in self.candidates(sku)), default=1)

    def target_stock(self, sku: str, info: dict) -> float:
        """Units to hold (stock + on order) after ordering: order-up-to with one sd of safety."""
        d = self.memory.demand
        prior = float(info["shelf"])  # before any sales are seen: a full shelf a day
        days = cover_days(info["shelf_life_days"], self.lead_days(sku))
        return order_up_to(d.mean(sku, prior), d.sd(sku, prior), days, SAFETY_Z)

    def compute_needs(self, books: dict) -> dict[str, int]:
        needs = {}
        for sku, info in books["items"].items():
            need = math.ceil(self.target_stock(sku, info) - info["shelf"] - info["godown"] - info["on_order"])
            if need > 0:
                needs[sku] = need
        return needs

    def shelf_price(self, info: dict, sku: str) -> float:
        price = math.floor(info["mrp_inr"] * PRICE_OF_MRP * 2) / 2
        cost = self.memory.last_price.get(sku)
        if cost is not None:
            price = max(price, math.ceil(cost * 1.03 * 2) / 2)
        return min(price, info["mrp_inr"])

    def candidates(self, sku: str) -> list[str]:
        """The suppliers carrying ``sku``, in id order (S2 before S10), less the blacklisted."""
        m = self.memory
        carriers = self.__dict__.get("_carriers")
        if carriers is None or carriers[0] is not m.carries:  # this morning's books: indexed once, not per item
            carriers = self.__dict__["_carriers"] = (m.carries, _carriers(m.carries))
        blacklist = m.blacklist  # read once, not per supplier (each read is pydantic's attribute hook)
        return [s for s in carriers[1].get(sku, ()) if s not in blacklist]

    # --- staff ----------------------------------------------------------------
    def instruct_staff(self, books: dict) -> Play:
        """The morning's instructions: the shelf plan, the credit watch list, once the report it wants."""
        m = self.memory
        plan = {sku: info["shelf_capacity"] for sku, info in books["items"].items()}
        yield "send_message", {"to": "helper", "text": "Shelf plan: keep every shelf full.\n"
                               + block("shelf_plan", {"items": plan})}
        yield "send_message", {"to": "cashier", "text": "Credit watch list: no credit to these customers until "
                               "their overdue khata is paid.\n" + block("credit", {"refuse": m.watch})}
        if not m.report_asked:
            m.report_asked = True
            yield "send_message", {"to": "munshi", "text": "Each night, add the bills due in the next two days and "
                                   "whose khata is overdue.\n" + block("report", {
                                       "include": ["payables_due", "overdue_khata"], "payables_due_within_days": 2})}

    # --- e-mail -------------------------------------------------------------
    def _mail(self, by_supplier: dict[str, list[str]]) -> Play:
        for sup, blocks in sorted(by_supplier.items(), key=lambda kv: int(kv[0][1:])):
            if blocks:
                greeting = _GREETING.get(self.memory.writes.get(sup, ""), "Namaste,")  # in the supplier's language
                yield "send_message", {"to": sup, "text": greeting + "\n" + "\n".join(blocks)}

    def play(self, turn) -> Play:
        m = self.memory
        if m.day != turn.day:
            m.day, m.phase, m.quotes, m.haggles, m.tried = turn.day, "start", {}, {}, {}
        if m.phase == "done":
            yield "go_home", {}
            return
        read = yield "read_messages", {}
        if not read.ok:
            return  # refused (minutes spent): nothing more this turn
        msgs = read.data["messages"]
        self.digest(msgs)
        if m.phase == "start":
            yield from self.morning()
        else:
            yield from self.bargain()
        if m.phase == "done":
            yield "go_home", {}
        else:
            yield "sleep", {"minutes": 45}

    def morning(self) -> Play:
        m = self.memory
        books = (yield "check_books", {"per_page": MOST_PER_PAGE}).data  # every open bill it can (roles.ledger_page)
        m.carries = {s["id"]: s["items"] for s in books["suppliers"]}
        m.lead = {s["id"]: s.get("lead_days", 1) for s in books["suppliers"]}
        m.writes = {s["id"]: s.get("language", "hinglish") for s in books["suppliers"]}
        self.update_estimates(books)
        yield from self.instruct_staff(books)
        mail: dict[str, list[str]] = {}
        paid = set(m.paid)  # the month's paid bills (hundreds by day 90): a set, not a scan of the list per open bill
        for bill in books["bills"]:
            if bill["kind"] != "goods" or bill["bill_id"] in paid:
                continue
            if bill["bill_id"] in m.disputed:
                mail.setdefault(bill["supplier_id"], []).append(
                    block("dispute", {"bill_id": bill["bill_id"], "reason": "does not match the agreed order"}))
                m.disputed.remove(bill["bill_id"])  # disputed once; what stands after it is paid when due
            elif bill["due_day"] <= books["day"] + 1 and bill["amount_inr"] <= books["bank_inr"]:
                mail.setdefault(bill["supplier_id"], []).append(block("pay", {"bill_id": bill["bill_id"]}))
                m.paid.append(bill["bill_id"])
                paid.add(bill["bill_id"])
        yield from self._mail(mail)
        if self.sets_prices:
            for sku, info in books["items"].items():
                price = self.shelf_price(info, sku)
                if abs(price - info["price_inr"]) > 0.001:
                    yield "set_price", {"item": sku, "price_inr": price}
        m.needs = self.compute_needs(books)
        asks: dict[str, list[str]] = {}
        for sku in m.needs:
            for sup in self.candidates(sku):
                asks.setdefault(sup, []).append(sku)
        mail = {sup: [_asking_quotes(tuple(skus))] for sup, skus in asks.items()}
        yield from self._mail(mail)
        m.phase = "quoting" if mail else "done"

    def bargain(self) -> Play:
        m = self.memory
        mail: dict[str, list[str]] = {}
        orders: dict[str, list[dict]] = {}
        haggles, blacklist = m.haggles, m.blacklist  # read once (each read is pydantic's attribute hook)
        for sku, need in m.needs.items():
            h = haggles.get(sku)
            if h is None or h.status == "failed":
                options = {s: q for s, q in m.quotes.get(sku, {}).items()
                           if s not in blacklist and s not in m.tried.get(sku, [])}
                if not options:
                    continue
                sup = min(options, key=lambda s: (options[s], int(s[1:])))
                m.tried.setdefault(sku, []).append(sup)
                h = haggles[sku] = _HAGGLE(supplier_id=sup, quote=options[sup], counter=options[sup])  # floats
                h.bid = self.opening_bid(sku, h)
                h.rounds = 1
                mail.setdefault(sup, []).append(self._offer(sku, h.bid))
                continue
            if h.status != "open" or h.supplier_id in blacklist:
                if h.status == "agreed":
                    orders.setdefault(h.supplier_id, []).append({"sku": sku, "quantity": need})
                    h.status = "ordered"
                continue
            if self.accept_now(sku, h):
                mail.setdefault(h.supplier_id, []).append(
                    item_block("negotiate", "items", ("sku", sku), ("action", "accept"), ("unit_price_inr", h.counter)))
                orders.setdefault(h.supplier_id, []).append({"sku": sku, "quantity": need})
                h.status = "ordered"
            else:
                h.bid = self.next_bid(sku, h)
                h.rounds += 1
                mail.setdefault(h.supplier_id, []).append(self._offer(sku, h.bid))
        for sup, items in orders.items():
            mail.setdefault(sup, []).append(block("order", {"items": items}))
            for it in items:
                m.demand.ordered(it["sku"], it["quantity"])
        yield from self._mail(mail)
        pending = any(h.status in ("open", "agreed") for h in m.haggles.values())
        retry = any(h.status == "failed" and any(s not in m.blacklist and s not in m.tried.get(sku, [])
                                                 for s in m.quotes.get(sku, {}))
                    for sku, h in m.haggles.items())
        if not mail and not pending and not retry:
            m.phase = "done"

    def opening_bid(self, sku: str, h: Haggle) -> float:
        """The first bid: 88% of the quote, never above what was last paid (rupees)."""
        return round(min(h.quote * OPENING_BID, self.memory.last_price.get(sku, math.inf)), 2)

    def next_bid(self, sku: str, h: Haggle) -> float:
        """Move 40% of the way from the last bid to the supplier's counter (rupees)."""
        return round(h.bid + (h.counter - h.bid) * BID_STEP, 2)

    def accept_now(self, sku: str, h: Haggle) -> bool:
        """Accept the counter when within 1.5% of the bid or after four rounds."""
        return h.counter <= h.bid * (1 + ACCEPT_WITHIN) or h.rounds >= MAX_ROUNDS

    @staticmethod
    def _offer(sku: str, price: float) -> str:
        return item_block("negotiate", "items", ("sku", sku), ("action", "offer"), ("unit_price_inr", price))


class MrpManager(ReferenceManager):
    """The reference manager, but every shelf stays at MRP."""
    sets_prices = False
