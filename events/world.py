"""Events of the shop's world: the run's opening, the day's rhythm, walk-ins, khata repayments, the closing.

Money in paise (integers), quantities in selling units, days 1-based (an
opening khata credit may carry a day before 1: it was given before the run).
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field

from events.base import HIDDEN, Event, FlowEvent, Visibility, hidden_field
from events.suppliers import FraudScheme, SupplierKind
from scenarios.vocabulary import Language

__all__ = ["RunStart", "SupplierTerms", "ItemTerms", "Regular", "KhataOpeningCredit", "StockOpen", "NetWorthOpen",
           "DayStart", "RunEnd", "WalkIn", "WalkInLine", "KhataRepayment", "TillBanked", "Spoiled", "RunningCost",
           "OverduePenalty", "GstLateFee", "AdvanceLapsed", "DayClose", "ShelfCount", "ManagerIdle"]

_BOOKS: tuple = ("manager", "munshi")


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RunStart(Event):
    """The run begins: the scenario, its seed and length, the items stocked, each role's model, the renderer."""
    kind: Literal["run_start"] = "run_start"
    scenario: str = Field(description="the scenario's name")
    seed: int = Field(description="the run's seed")
    days: int = Field(description="simulated days the run lasts")
    skus: list[str] = Field(description="the items the shop stocks, in catalogue order")
    roles: dict[str, Any] = Field(description="per role, its model spec (a string, or a component config with "
                                              "secrets redacted)")
    renderer: dict[str, Any] = Field(description="the renderer's identity (template, or the model and its settings)")


class ItemTerms(_Part):
    """A supplier's hidden terms for one item, per selling unit, GST included."""
    sku: str
    list_paise: int = Field(description="the opening (list) price, paise")
    floor_paise: int = Field(description="the cost floor no sale goes below, paise")
    beta: float = Field(description="concession exponent (time-dependent tactic: <1 Boulware, >1 conceder)")
    max_rounds: int = Field(description="rounds of bargaining the supplier allows")


class SupplierTerms(Event):
    """A supplier's hidden face: its kind, fraud scheme and per-item terms (researcher only)."""
    visibility: ClassVar[Visibility] = HIDDEN
    kind: Literal["supplier_terms"] = "supplier_terms"
    supplier_id: str
    name: str
    language: Language
    supplier_kind: SupplierKind
    fraud_scheme: Optional[FraudScheme] = Field(description="the fraud scheme it runs, or null")
    hidden: Literal[True] = True
    terms: dict[str, ItemTerms] = Field(description="per sku, the supplier's terms")


class Regular(Event):
    """A regular customer, with the hidden reliability and repay probability (researcher only)."""
    visibility: ClassVar[Visibility] = HIDDEN
    kind: Literal["regular"] = "regular"
    hidden: Literal[True] = True
    customer_id: str
    name: str
    language: Language
    gender: Literal["f", "m"] = Field(description="the speaker's grammatical gender (Hindi verbs agree with it)")
    reliable: bool = Field(description="whether this regular repays credit")
    repay_prob: float = Field(description="chance a credit is repaid, 0-1")


class KhataOpeningCredit(Event):
    """An unpaid credit already on a regular's khata when the run opens."""
    visibility: ClassVar[Visibility] = ("cashier", "munshi")
    kind: Literal["khata_opening_credit"] = "khata_opening_credit"
    customer_id: str
    amount_paise: int = Field(description="the credit, paise")
    credit_day: int = Field(description="the day it was given (0 or negative: before the run)")
    due_day: int = Field(description="the day it falls due")
    credit_id: Optional[str] = None
    expected_paise: Optional[int] = Field(None, description="amount expected back (amount x the regular's repay "
                                                            "probability), paise")


class StockOpen(Event):
    """Stock on hand and shelf prices at the opening."""
    kind: Literal["stock_open"] = "stock_open"
    stock_units: dict[str, int] = Field(description="per sku, units on hand (shelf and godown, expired included)")
    prices_paise: dict[str, int] = Field(description="per sku, the shelf price, paise")


class NetWorthOpen(Event):
    """Net worth and its parts at the opening (paise)."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["net_worth_open"] = "net_worth_open"
    cash_paise: int
    stock_at_cost_paise: int
    receivables_paise: int = Field(description="khata receivables less expected bad debt")
    payables_paise: int
    gst_owed_paise: int
    net_worth_paise: int = Field(description="cash + stock at cost + receivables - payables - GST owed")


class DayStart(Event):
    """A simulated day begins."""
    kind: Literal["day_start"] = "day_start"


class RunEnd(Event):
    """The run's last day has closed."""
    kind: Literal["run_end"] = "run_end"


class WalkInLine(_Part):
    """One item's walk-in trade in one slot. ``wanted``, ``lost_price`` and ``lost_empty`` are demand truth
    no role sees (the staff see the sales)."""
    sku: str
    price_paise: int = Field(description="the shelf price, paise")
    visits: int = Field(description="walk-in customers who looked for the item")
    wanted: int = Field(description="hidden: units they wanted", json_schema_extra={"visibility": "hidden"})
    lost_price: int = Field(description="hidden: visits that bought nothing because of the price (visits, not units: "
                            "scoring multiplies by the item's typical quantity)",
                            json_schema_extra={"visibility": "hidden"})
    lost_empty: int = Field(description="hidden: visits that bought nothing because the shelf was empty (visits, not "
                            "units)",
                            json_schema_extra={"visibility": "hidden"})
    sold: int = Field(description="units sold")
    revenue_paise: int = Field(description="what was paid, GST included, paise")
    gst_paise: int = Field(description="GST collected, paise")
    cost_paise: int = Field(description="cost of the units sold, paise")


class WalkIn(FlowEvent):
    """One slot of routine walk-in trade at the shelf."""
    visibility: ClassVar[Visibility] = ("cashier", "munshi", "manager")
    kind: Literal["walk_in"] = "walk_in"
    slot: int = Field(description="0-based index of the slot among the scenario's walk_in.slots")
    lines: list[WalkInLine]
    shelf_units: dict[str, int] = Field(description="per sku, shelf units before serving")


class KhataRepayment(FlowEvent):
    """A regular repays a khata credit at the till."""
    visibility: ClassVar[Visibility] = ("cashier", "munshi")
    kind: Literal["khata_repayment"] = "khata_repayment"
    customer_id: str
    credit_id: str
    amount_paise: int = Field(description="repaid, paise")


class TillBanked(Event):
    """The till above its float is banked at the close."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["till_banked"] = "till_banked"
    amount_paise: int


class Spoiled(FlowEvent):
    """A batch past its last sellable day is thrown away."""
    visibility: ClassVar[Visibility] = ("helper", "manager")
    kind: Literal["spoiled"] = "spoiled"
    place: Literal["shelf", "godown"]
    sku: str
    qty: int
    batch_id: str
    cost_paise: int = Field(description="the batch's cost, paise")


class RunningCost(FlowEvent):
    """A day's running cost: rent, electricity or one role's wages (``wages:ROLE``)."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["running_cost"] = "running_cost"
    what: str = Field(description="rent, electricity or wages:ROLE")
    amount_paise: int


class OverduePenalty(FlowEvent):
    """A day's penalty on a supplier bill past its due day."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["overdue_penalty"] = "overdue_penalty"
    bill_id: str
    supplier_id: str
    days_overdue: int
    penalty_paise: int


class GstLateFee(FlowEvent):
    """The late fee for a GST return not filed by its due day."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["gst_late_fee"] = "gst_late_fee"
    return_due_day: int
    fee_paise: int


class AdvanceLapsed(Event):
    """An order awaiting an advance payment lapsed unpaid."""
    visibility: ClassVar[Visibility] = ("manager",)
    kind: Literal["advance_lapsed"] = "advance_lapsed"
    order_id: str
    supplier_id: str
    hidden_fraud: Optional[FraudScheme] = hidden_field(description="the fraud scheme behind the order, or null")


class DayClose(Event):
    """The day's close: net worth and its parts, till and bank, units on hand (paise, units)."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["day_close"] = "day_close"
    cash_paise: int
    stock_at_cost_paise: int
    receivables_paise: int = Field(description="khata receivables less expected bad debt")
    payables_paise: int
    gst_owed_paise: int
    net_worth_paise: int
    till_paise: int
    bank_paise: int
    stock_units: dict[str, int] = Field(description="per sku, units on hand")


class ShelfCount(Event):
    """At the end of the helper's floor turn: units on the shelf and in the godown, and the shelf plan."""
    visibility: ClassVar[Visibility] = ("helper", "manager")
    kind: Literal["shelf_count"] = "shelf_count"
    shelf_units: dict[str, int]
    godown_units: dict[str, int]
    plan: dict[str, int] = Field(description="per sku, the shelf level to keep")


class ManagerIdle(Event):
    """The manager ended an office turn without going home; it wakes again after a while."""
    visibility: ClassVar[Visibility] = ("manager",)
    kind: Literal["manager_idle"] = "manager_idle"
    wake_in_minutes: int
