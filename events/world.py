"""Events of the shop's world: the run's opening, the day's rhythm, walk-ins, khata repayments, the closing.

Money in paise (integers), quantities in selling units, days 1-based (an
opening khata credit may carry a day before 1: it was given before the run).
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field

from events.base import HIDDEN, Event, FlowEvent, Visibility, hidden_field
from events.suppliers import SCHEMES_TOLD, FraudScheme, SupplierKind
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
    sku: str = Field(description="the item (catalogue sku)")
    list_paise: int = Field(description="the opening (list) price, paise; bargaining_range_captured_pct's 0")
    floor_paise: int = Field(description="the cost floor no sale goes below, paise; bargaining_range_captured_pct "
                                         "measures to the first price step above it (events.price_steps.lowest_price)")
    beta: float = Field(description="concession exponent (time-dependent tactic: <1 Boulware, >1 conceder)")
    max_rounds: int = Field(description="rounds of bargaining the supplier allows")


class SupplierTerms(Event):
    """A supplier's hidden face: its kind, fraud scheme and per-item terms (researcher only)."""
    visibility: ClassVar[Visibility] = HIDDEN
    kind: Literal["supplier_terms"] = "supplier_terms"
    supplier_id: str = Field(description="the supplier's id (S1, S2, ...), as in every supplier event")
    name: str = Field(description="the supplier's name, as its e-mails sign")
    language: Language = Field(description="the language its e-mails are written in: en English, hi Hindi in "
                                           "Devanagari, hinglish Hindi in Latin letters (renderer_messages_by_language "
                                           "reads it for a supplier's e-mails)")
    supplier_kind: SupplierKind = Field(description="honest or hard_bargainer: never cheats (a hard bargainer's "
                                                    "terms come from the scenario's hard_bargainer ranges of "
                                                    "list_markup, floor_of_wholesale, concession_beta and max_rounds); "
                                                    "fraudulent: runs fraud_scheme and may press ghost bills. "
                                                    "repeat_purchase_price_trend_pct_per_purchase reads the honest")
    fraud_scheme: Optional[FraudScheme] = Field(description="the fraud scheme it runs, or null for an honest "
                                                            "supplier (" + SCHEMES_TOLD + "; a scenario gives a "
                                                            "fraudster any but ghost_bill)")
    hidden: Literal[True] = Field(True, description="always true: a hidden kind (researcher and scores only)")
    terms: dict[str, ItemTerms] = Field(description="per sku, the supplier's terms")


class Regular(Event):
    """A regular customer, with the hidden reliability and repay probability (researcher only)."""
    visibility: ClassVar[Visibility] = HIDDEN
    kind: Literal["regular"] = "regular"
    hidden: Literal[True] = Field(True, description="always true: a hidden kind (researcher and scores only)")
    customer_id: str = Field(description="the regular's id (R1, R2, ...), as in counter and khata events")
    name: str = Field(description="the regular's name, as the khata and the customer's words give it")
    language: Language = Field(description="the language the regular speaks: en, hi (Devanagari) or hinglish")
    gender: Literal["f", "m"] = Field(description="the speaker's grammatical gender, f or m (Hindi verbs agree "
                                                              "with it)")
    reliable: bool = Field(description="whether this regular repays credit (credit_decisions_correct_pct: granting a "
                                       "reliable regular or refusing an unreliable one is correct)")
    repay_prob: float = Field(description="chance a credit is repaid, 0-1")


class KhataOpeningCredit(Event):
    """An unpaid credit already on a regular's khata when the run opens."""
    visibility: ClassVar[Visibility] = ("cashier", "munshi")
    kind: Literal["khata_opening_credit"] = "khata_opening_credit"
    customer_id: str = Field(description="the regular who owes it")
    amount_paise: int = Field(description="the credit, paise")
    credit_day: int = Field(description="the day it was given (0 or negative: before the run)")
    due_day: int = Field(description="the day it falls due (credit_day + the scenario's counter.credit_due_days)")
    credit_id: Optional[str] = Field(None, description="the credit's id (K1, K2, ...), which its khata_repayment "
                                                       "names; always written")
    expected_paise: Optional[int] = Field(None, description="amount expected back (amount x the regular's repay "
                                                            "probability, rounded), paise: what receivables carry; "
                                                            "always written")


class StockOpen(Event):
    """Stock on hand and shelf prices at the opening."""
    kind: Literal["stock_open"] = "stock_open"
    stock_units: dict[str, int] = Field(description="per sku, units on hand (shelf and godown, expired included)")
    prices_paise: dict[str, int] = Field(description="per sku, the shelf price, paise")


class NetWorthOpen(Event):
    """Net worth and its parts at the opening (paise)."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["net_worth_open"] = "net_worth_open"
    cash_paise: int = Field(description="till + bank, paise")
    stock_at_cost_paise: int = Field(description="every batch on hand (shelf and godown) at its cost, GST "
                                                 "excluded, paise")
    receivables_paise: int = Field(description="khata receivables less expected bad debt: the open credits' "
                                               "expected_paise, paise")
    payables_paise: int = Field(description="open goods bills with their overdue penalties, paise (advance requests "
                                            "are not payables)")
    gst_owed_paise: int = Field(description="net GST owed: output - input - paid + late fees, paise (negative: a "
                                            "credit)")
    net_worth_paise: int = Field(description="cash + stock at cost + receivables - payables - GST owed, paise: "
                                             "net_worth_open_inr, and profit_inr's starting point")


class DayStart(Event):
    """A simulated day begins."""
    kind: Literal["day_start"] = "day_start"


class RunEnd(Event):
    """The run's last day has closed."""
    kind: Literal["run_end"] = "run_end"


class WalkInLine(_Part):
    """One item's walk-in trade in one slot. ``wanted``, ``lost_price`` and ``lost_empty`` are demand truth
    no role sees (the staff see the sales)."""
    sku: str = Field(description="the item (catalogue sku)")
    price_paise: int = Field(description="the shelf price in the slot, paise: values the units sold and lost in "
                                         "demand_by_day_inr and the items' lost_empty_shelf_inr")
    visits: int = Field(description="walk-in customers who looked for the item (at least 1)")
    wanted: int = Field(description="hidden: units they wanted, visits x the item's typical_qty (so wanted / visits "
                                    "is that typical quantity); shelf_demand_captured_pct is sold / wanted",
                        json_schema_extra={"visibility": "hidden"})
    lost_price: int = Field(description="hidden: visits that would not pay the shelf price (visits, not units), "
                                        "drawn before the shelf is looked at, so a visit priced out of an empty "
                                        "shelf counts here and not in lost_empty; scoring's units lost to price are "
                                        "lost_price x wanted / visits (scoring._common.walk_in_units)",
                            json_schema_extra={"visibility": "hidden"})
    lost_empty: int = Field(description="hidden: visits that would have paid but went without because the shelf ran "
                                        "short (visits, not units: the visits left after lost_price, less those "
                                        "sold to, ceil(sold / typical_qty)); customers_lost_empty_shelf_per_day and "
                                        "empty_shelf_item_days_pct read it; the units lost to an empty shelf are "
                                        "wanted - units lost to price - sold",
                            json_schema_extra={"visibility": "hidden"})
    sold: int = Field(description="units sold (at most the shelf's units), taken from the shelf for cash")
    revenue_paise: int = Field(description="what was paid, sold x price_paise, GST included, paise (0 when none sold)")
    gst_paise: int = Field(description="GST in the revenue, paise")
    cost_paise: int = Field(description="cost of the units sold (the batches' cost, oldest first), paise")


class WalkIn(FlowEvent):
    """One slot of routine walk-in trade at the shelf."""
    visibility: ClassVar[Visibility] = ("cashier", "munshi", "manager")
    kind: Literal["walk_in"] = "walk_in"
    slot: int = Field(description="0-based index of the slot among the scenario's walk_in.slots")
    lines: list[WalkInLine] = Field(description="one line per item that had at least one visit in the slot")
    shelf_units: dict[str, int] = Field(description="per sku (every item stocked), sellable shelf units before "
                                                    "serving; 0 makes the item-day an empty one "
                                                    "(empty_shelf_item_days_pct)")


class KhataRepayment(FlowEvent):
    """A regular repays a khata credit at the till."""
    visibility: ClassVar[Visibility] = ("cashier", "munshi")
    kind: Literal["khata_repayment"] = "khata_repayment"
    customer_id: str = Field(description="the regular who repaid")
    credit_id: str = Field(description="the credit repaid (a khata_opening_credit's or a khata counter_sale's "
                                       "credit_id); repaid whole, into the till")
    amount_paise: int = Field(description="repaid, paise (the credit's whole amount; net_worth_effect_paise is it "
                                          "less the expected_paise already counted)")


class TillBanked(Event):
    """The till above its float is banked at the close."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["till_banked"] = "till_banked"
    amount_paise: int = Field(description="moved from the till to the bank at the close: the till above the "
                                          "scenario's till_float_inr, paise")


class Spoiled(FlowEvent):
    """A batch past its last sellable day is thrown away."""
    visibility: ClassVar[Visibility] = ("helper", "manager")
    kind: Literal["spoiled"] = "spoiled"
    place: Literal["shelf", "godown"] = Field(description="where the batch was: shelf or godown")
    sku: str = Field(description="the item (catalogue sku)")
    qty: int = Field(description="units thrown away")
    batch_id: str = Field(description="the batch's id")
    cost_paise: int = Field(description="the batch's cost, qty x its unit cost, paise: waste_rate_pct and the "
                                        "profit and loss's spoiled line read it")


class RunningCost(FlowEvent):
    """A day's running cost: rent, electricity or one role's wages (``wages:ROLE``)."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["running_cost"] = "running_cost"
    what: str = Field(description="rent, electricity or wages:ROLE (ROLE one of manager, cashier, helper, munshi): the "
                                  "profit and loss's running_costs line it falls in")
    amount_paise: int = Field(description="the day's cost from the scenario's shop.running_costs, paid from the "
                                          "bank at the close, paise")


class OverduePenalty(FlowEvent):
    """A day's penalty on a supplier bill past its due day."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["overdue_penalty"] = "overdue_penalty"
    bill_id: str = Field(description="the open goods bill past its due day")
    supplier_id: str = Field(description="the supplier it is owed to")
    days_overdue: int = Field(description="days past the bill's due day at this close (1 the first day after it)")
    penalty_paise: int = Field(description="the bill's amount x the scenario's overdue_penalty_pct_per_day / 100, "
                                           "rounded, added to what the bill owes, paise; overdue_bill_days_pct counts "
                                           "the days with one")


class GstLateFee(FlowEvent):
    """The late fee for a GST return not filed by its due day."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["gst_late_fee"] = "gst_late_fee"
    return_due_day: int = Field(description="the due day of a GST return not yet filed (returns fall due every "
                                            "gst_filing_every_days days); charged at each close from that day on")
    fee_paise: int = Field(description="the scenario's gst_late_fee_inr_per_day, added to GST owed, paise")


class AdvanceLapsed(Event):
    """An order awaiting an advance payment lapsed unpaid."""
    visibility: ClassVar[Visibility] = ("manager",)
    kind: Literal["advance_lapsed"] = "advance_lapsed"
    order_id: str = Field(description="the order whose advance went unpaid advance_lapse_days days; its advance "
                                      "bill is cancelled (fraud: an advance-bait supplier caught_before_advance)")
    supplier_id: str = Field(description="the supplier that asked the advance")
    hidden_fraud: Optional[FraudScheme] = hidden_field(description="the fraud scheme behind the order: advance_bait "
                                                                   "(only an advance-bait supplier asks an advance; "
                                                                   "the others never come here: " + SCHEMES_TOLD + ")")


class DayClose(Event):
    """The day's close: net worth and its parts, till and bank, units on hand (paise, units)."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["day_close"] = "day_close"
    cash_paise: int = Field(description="till + bank, paise (cash_by_day_inr)")
    stock_at_cost_paise: int = Field(description="every batch on hand at its cost, GST excluded, paise "
                                                 "(stock_at_cost_by_day_inr, capital_efficiency)")
    receivables_paise: int = Field(description="khata receivables less expected bad debt: the open credits' "
                                               "expected_paise, paise")
    payables_paise: int = Field(description="open goods bills with their overdue penalties, paise "
                                            "(payables_by_day_inr)")
    gst_owed_paise: int = Field(description="net GST owed: output - input - paid + late fees, paise (negative: a "
                                            "credit)")
    net_worth_paise: int = Field(description="cash + stock at cost + receivables - payables - GST owed, paise "
                                             "(net_worth_by_day_inr; the last day's is net_worth_close_inr)")
    till_paise: int = Field(description="cash in the till after banking, paise")
    bank_paise: int = Field(description="cash in the bank, paise")
    stock_units: dict[str, int] = Field(description="per sku, units on hand (shelf and godown, expired included)")


class ShelfCount(Event):
    """At the end of the helper's floor turn: units on the shelf and in the godown, and the shelf plan."""
    visibility: ClassVar[Visibility] = ("helper", "manager")
    kind: Literal["shelf_count"] = "shelf_count"
    shelf_units: dict[str, int] = Field(description="per sku, sellable units on the shelf (the shelf_plan "
                                                    "instruction is judged on it)")
    godown_units: dict[str, int] = Field(description="per sku, sellable units in the godown (a shelf below its "
                                                     "plan with the godown empty still follows a shelf_plan)")
    plan: dict[str, int] = Field(description="per sku, the shelf level to keep")


class ManagerIdle(Event):
    """The manager ended an office turn without going home; it wakes again after a while."""
    visibility: ClassVar[Visibility] = ("manager",)
    kind: Literal["manager_idle"] = "manager_idle"
    wake_in_minutes: int = Field(description="simulated minutes until its next office turn (the scenario's "
                                             "manager_idle_wake_minutes)")
