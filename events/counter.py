"""Events at the counter: a live customer's request, words, bill, credit decision, sale or leaving; the
cashier's words and the cashier's nightly sales report. Money in paise, quantities in selling units."""
from __future__ import annotations

from typing import ClassVar, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field

from events.base import Event, FlowEvent, Visibility, hidden_field
from scenarios.vocabulary import Language

__all__ = ["CounterRequest", "CustomerWords", "CounterBill", "CreditDecision", "CounterSale", "CounterSaleLine",
           "CounterLeft", "LeaveReason", "TURN_FORFEITED", "NOBODY_AT_COUNTER", "NOTHING_IN_STOCK", "CREDIT_REFUSED",
           "CASHIER_ENDED_TURN", "ABOVE_MRP", "TOO_EXPENSIVE", "CounterSay", "SalesReport", "AskedLine"]

# Why a customer left the counter (``counter_left.reason``): the words are the record's, written from here.
NOBODY_AT_COUNTER = "nobody at the counter"    # no cashier took the customer in time (or the day was over)
NOTHING_IN_STOCK = "nothing in stock"          # none of the asked items was on hand
CREDIT_REFUSED = "credit refused"              # the customer wanted khata credit and was refused
CASHIER_ENDED_TURN = "cashier ended the turn"  # the cashier's turn ended with the customer unserved
TURN_FORFEITED = "cashier's turn forfeited"    # the turn was forfeited (a loop, the call cap, refusals, model errors)
ABOVE_MRP = "above MRP"                        # walked out: the bill was above MRP
TOO_EXPENSIVE = "too expensive"                # walked out: the bill was above what the customer would pay
LeaveReason = Literal["nobody at the counter", "nothing in stock", "credit refused", "cashier ended the turn",
                      "cashier's turn forfeited", "above MRP", "too expensive"]

_CASHIER: tuple = ("cashier",)


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid")


class AskedLine(_Part):
    """Units of one item a customer asks for (or that were missing)."""
    sku: str
    qty: int


class CounterRequest(Event):
    """A live customer at the counter asks for goods; what was on hand and the hidden intentions."""
    visibility: ClassVar[Visibility] = _CASHIER
    kind: Literal["counter_request"] = "counter_request"
    visit_id: str
    customer_id: Optional[str] = Field(description="the regular's id, or null for a passer-by")
    language: Language
    regular: bool
    asked: list[AskedLine]
    missing: list[AskedLine] = Field(description="units asked for but not on hand")
    hidden_reservation_of_mrp: float = hidden_field(description="the most the customer pays, as a share of MRP")
    hidden_wants_credit: bool = hidden_field(description="whether the customer will ask for khata credit")


class CustomerWords(Event):
    """What the customer said (the rendered words) and whether the renderer fell back to the template."""
    visibility: ClassVar[Visibility] = _CASHIER
    kind: Literal["customer_words"] = "customer_words"
    visit_id: str
    language: Language
    said: str = Field(description="the answer kind: request, agree, counter, walk_out, ...")
    text: str
    renderer: str = Field(description="the renderer's name")
    fell_back: bool


class CounterBill(Event):
    """The cashier named a bill; the customer's answer and hidden reservation."""
    visibility: ClassVar[Visibility] = _CASHIER
    kind: Literal["counter_bill"] = "counter_bill"
    visit_id: str
    total_paise: int = Field(description="the bill the cashier named, paise")
    posted_total_paise: int = Field(description="the served lines at shelf prices, paise")
    mrp_total_paise: int = Field(description="the served lines at MRP, paise")
    answer: str = Field(description="agree, counter or walk_out")
    offer_paise: Optional[int] = Field(description="the customer's counter-offer, paise, or null")
    hidden_reservation_paise: int = hidden_field(description="the most the customer would pay (capped at MRP), "
                                                             "paise")


class CreditDecision(Event):
    """The cashier granted or refused khata credit for the agreed bill."""
    visibility: ClassVar[Visibility] = ("cashier", "munshi")
    kind: Literal["credit_decision"] = "credit_decision"
    visit_id: str
    customer_id: Optional[str]
    granted: bool
    amount_paise: int = Field(description="the agreed bill, paise")
    khata_balance_paise: int = Field(description="the khata balance before this decision, paise")
    hidden_reliable: bool = hidden_field(description="whether this regular repays credit")


class CounterSaleLine(_Part):
    """One item sold at the counter."""
    sku: str
    qty: int
    revenue_paise: int = Field(description="its share of the bill, GST included, paise")
    gst_paise: int
    cost_paise: int


class CounterSale(FlowEvent):
    """A counter sale completed, for cash or on the khata."""
    visibility: ClassVar[Visibility] = ("cashier", "munshi")
    kind: Literal["counter_sale"] = "counter_sale"
    visit_id: str
    customer_id: Optional[str]
    language: Language
    paid_by: Literal["cash", "khata"]
    charged_total_paise: int
    posted_total_paise: int
    mrp_total_paise: int
    lines: list[CounterSaleLine]
    credit_id: Optional[str] = Field(None, description="khata only: the credit's id")
    expected_paise: Optional[int] = Field(None, description="khata only: the amount expected back (amount x the "
                                                            "hidden repay probability), paise")


class CounterLeft(Event):
    """A customer left the counter without buying (``reason``: one of ``LeaveReason``)."""
    visibility: ClassVar[Visibility] = _CASHIER
    kind: Literal["counter_left"] = "counter_left"
    visit_id: str
    customer_id: Optional[str]
    language: Language
    reason: LeaveReason
    posted_total_paise: int
    mrp_total_paise: int

    @property
    def nothing_in_stock(self) -> bool:
        """Whether the customer left because none of the asked items was on hand (``NOTHING_IN_STOCK``): the
        one test scoring makes of it (a customer lost to an empty shelf, not one served)."""
        return self.reason == NOTHING_IN_STOCK

    @property
    def unattended(self) -> bool:
        """Whether the customer left because nobody was at the counter (``NOBODY_AT_COUNTER``)."""
        return self.reason == NOBODY_AT_COUNTER


class CounterSay(Event):
    """The cashier spoke to the customer; the bill read from the words, if any."""
    visibility: ClassVar[Visibility] = _CASHIER
    kind: Literal["counter_say"] = "counter_say"
    visit_id: str
    text: str
    language: Optional[str] = Field(description="the language the words were read as")
    bill_paise: Optional[int] = Field(description="the bill read from the words, paise, or null")


class SalesReport(Event):
    """The cashier's nightly sales report beside the register's truth."""
    visibility: ClassVar[Visibility] = ("cashier", "manager")
    kind: Literal["sales_report"] = "sales_report"
    role: Literal["cashier"] = "cashier"
    claimed_paise: int
    truth_paise: int


