"""The shop's state: plain pydantic models, one per kind of thing in the shop.

Money is integer paise; a day is a 1-based simulated day; a minute is an
absolute simulated minute from 00:00 of day 1. Hidden truths (a customer's
reliability, a bill's honest amount) live here too, but no tool returns them.
"""
from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field, model_serializer

from market.hot_model import HotModel, hot_record, trusted_builder
from scenarios.vocabulary import Language

__all__ = [
    "Batch", "Bill", "BillLine", "KhataEntry", "KhataAccount", "Regular", "Message", "new_message",
    "CashBookEntry", "SaleLine", "Delivery", "DeliveryLine", "RoleDay", "Note", "WorldState",
]


class _State(HotModel):
    """Cheap field writes and ``fast`` construction for internally built state (``market.hot_model``)."""
    model_config = ConfigDict(extra="forbid")


@hot_record  # the month's most-read records: plain attribute reads (market.hot_model)
class Batch:
    """Units of one item received together: sellable through the end of ``expires_day``."""
    batch_id: str
    sku: str
    qty: int
    unit_cost_paise: int = Field(description="cost basis per unit, GST excluded")
    expires_day: int


class BillLine(_State):
    """One line of a supplier bill: units of an item at a GST-inclusive unit price."""
    sku: str
    qty: int
    unit_price_paise: int


class Bill(_State):
    """A supplier bill (payable) or an advance-payment request."""
    bill_id: str
    supplier_id: str
    order_id: str
    delivery_id: str | None = None
    kind: Literal["goods", "advance"] = "goods"
    lines: list[BillLine] = []
    amount_paise: int = Field(description="what the supplier asks, GST included")
    gst_paise: int = 0
    issued_day: int
    due_day: int
    status: Literal["open", "paid", "cancelled"] = "open"
    paid_day: int | None = None
    penalty_paise: int = 0
    honest_amount_paise: int = Field(description="hidden: what the bill should be; 0 for a duplicate or bait")
    fraud: str | None = Field(default=None, description="hidden: the fraud scheme behind this bill, if any")


class KhataEntry(_State):
    """One line of a customer's khata: credit given, or a repayment."""
    day: int
    kind: Literal["credit", "repayment", "opening"]
    amount_paise: int
    due_day: int | None = None


class KhataAccount(_State):
    """A regular customer's page in the khata (credit ledger)."""
    customer_id: str
    name: str
    entries: list[KhataEntry] = []
    balance_paise: int = 0


class Regular(_State):
    """A regular customer. ``repay_prob`` and ``reliable`` are hidden from every tool."""
    customer_id: str
    name: str
    language: Language
    gender: Literal["f", "m"] = "m"  # the speaker's grammatical gender (Hindi verbs agree with it); not hidden
    reliable: bool
    repay_prob: float


class Message(_State):
    """A message in a role's inbox: staff note, supplier e-mail, or the manager's message to a staff role
    (``read`` once it has been handed over at the start of that role's turn, at ``delivered_minute``)."""
    msg_id: str
    minute: int
    sender: str
    to: str
    text: str
    read: bool = False
    delivered_minute: int | None = None
    instructions: list[dict] = Field(default_factory=list, description="the manager's instruction blocks in a "
                                     "message to staff, as read when it was sent (roles.instructions): each becomes "
                                     "the role's standing instruction of its kind when the message is handed over")

    @model_serializer(mode="wrap")
    def _without_empty_instructions(self, handler):
        """Dumped without ``instructions`` when there are none, so a checkpoint whose messages carry none is byte
        for byte what it was before the field (``tests/test_checkpoints.py``)."""
        data = handler(self)
        if not self.instructions and isinstance(data, dict):
            data.pop("instructions", None)
        return data


_MESSAGE = trusted_builder(Message)
khata_entry = trusted_builder(KhataEntry)  # a khata line from the shop's own values (day, kind, paise): unvalidated


def new_message(msg_id: str, minute: int, sender: str, to: str, text: str) -> Message:
    """A Message from the shop's own values (``minute``: absolute simulated minutes), built unvalidated when each is
    of its exact type — the same Message ``Message(...)`` validates (fields, set fields); anything else validated.
    Speed: some 1,000 a month; ``timeit`` at load 12, 2026-12-05: ~12 µs validated, ~9 µs built."""
    if type(msg_id) is str and type(minute) is int and type(sender) is str and type(to) is str and type(text) is str:
        return _MESSAGE(msg_id=msg_id, minute=minute, sender=sender, to=to, text=text)
    return Message(msg_id=msg_id, minute=minute, sender=sender, to=to, text=text)


@hot_record  # the month's most-read records: plain attribute reads (market.hot_model)
class CashBookEntry:
    """A movement of money in the till or the bank, in paise (negative = out)."""
    day: int
    minute: int
    account: Literal["till", "bank"]
    amount_paise: int
    memo: str


@hot_record  # the month's most-read records: plain attribute reads (market.hot_model)
class SaleLine:
    """One line in the register: units of an item sold, revenue and GST in paise."""
    day: int
    minute: int
    channel: Literal["walk_in", "counter"]
    sku: str
    qty: int
    revenue_paise: int = Field(description="what the customer paid, GST included")
    gst_paise: int
    cost_paise: int
    paid_by: Literal["cash", "khata"]


class DeliveryLine(_State):
    """One line of a van's load: what the note claims and what is really on the van."""
    sku: str
    qty: int
    unit_price_paise: int
    actual_sku: str
    actual_qty: int
    expires_day: int
    unit_cost_paise: int = Field(description="hidden: true cost basis per unit actually delivered, GST excluded")


class Delivery(_State):
    """A van due at the door."""
    delivery_id: str
    order_id: str
    supplier_id: str
    arrives_minute: int
    lines: list[DeliveryLine]
    credit_days: int
    fraud: str | None = None
    status: Literal["due", "taken", "refused", "left"] = "due"


@hot_record
class RoleDay:
    """A role's working day: minutes spent so far today and when it is free again."""
    minutes_used: int = 0
    busy_until: int = 0
    gone_home: bool = False
    wake_at: int | None = None


class Note(_State):
    """One of the manager's notes (survives context eviction)."""
    title: str
    text: str
    day: int


@hot_record  # read some 260,000 times a month: plain attribute reads and writes (market.hot_model)
class WorldState:
    """Everything in the shop at a moment; checkpointed as JSON (inside ``engine.snapshot.ShopSnapshot``)."""
    day: int = 1
    minute: int = 0
    prices: dict[str, int] = Field(default_factory=dict, description="posted shelf price per sku, paise")
    godown: dict[str, list[Batch]] = Field(default_factory=dict)
    shelf: dict[str, list[Batch]] = Field(default_factory=dict)
    till_paise: int = 0
    bank_paise: int = 0
    cash_book: list[CashBookEntry] = Field(default_factory=list)
    sales_register: list[SaleLine] = Field(default_factory=list)
    khata: dict[str, KhataAccount] = Field(default_factory=dict)
    regulars: dict[str, Regular] = Field(default_factory=dict)
    open_credits: list[dict] = Field(default_factory=list, description="credits not yet repaid: credit_id, customer_id, amount_paise, expected_paise, day, due_day")
    bills: list[Bill] = Field(default_factory=list)
    deliveries: list[Delivery] = Field(default_factory=list)
    gst_output_paise: int = 0
    gst_input_paise: int = 0
    gst_paid_paise: int = 0
    gst_last_filed_day: int = 0
    gst_late_fees_paise: int = 0
    inbox: dict[str, list[Message]] = Field(default_factory=dict)
    notes: list[Note] = Field(default_factory=list)
    shelf_plan: dict[str, int] = Field(default_factory=dict, description="target shelf units per sku (the helper's "
                                       "set_plan); kept from day to day until changed")
    standing: dict[str, dict[str, dict]] = Field(
        default_factory=dict, description="the manager's instructions in force per staff role and kind (market."
        "staff_inbox.deliver): {role: {kind: {msg_id, minute (sent), delivered_minute, instruction}}}; a newer "
        "block of the kind replaces one; kept all month (the inbox forgets messages after 7 days)")
    roles: dict[str, RoleDay] = Field(default_factory=dict)
    counters: dict[str, int] = Field(default_factory=dict, description="next number per id prefix")
    reports: dict[str, dict] = Field(default_factory=dict, description="today's staff reports, by role")

    def next_id(self, prefix: str) -> str:
        """A fresh id such as ``B7`` for bills, ``D3`` for deliveries."""
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return f"{prefix}{n}"
