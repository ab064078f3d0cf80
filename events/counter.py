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
    sku: str = Field(description="the item (catalogue sku)")
    qty: int = Field(description="units, in the item's selling unit")


class CounterRequest(Event):
    """A live customer at the counter asks for goods; what was on hand and the hidden intentions."""
    visibility: ClassVar[Visibility] = _CASHIER
    kind: Literal["counter_request"] = "counter_request"
    visit_id: str = Field(description="the counter visit (V<day>-<n>), as in every event of the visit")
    customer_id: Optional[str] = Field(description="the regular's id, or null for a passer-by")
    language: Language = Field(description="the customer's language: en, hi (Devanagari) or hinglish "
                                           "(counter_by_language's key)")
    regular: bool = Field(description="whether the customer is a regular (has a khata; only a regular may ask "
                                      "for credit)")
    asked: list[AskedLine] = Field(description="the basket: units of each item asked for")
    missing: list[AskedLine] = Field(description="units asked for but not on hand (shelf and godown, sellable); "
                                                 "when nothing asked for is on hand the customer leaves, "
                                                 "counter_left \"nothing in stock\"")
    hidden_reservation_of_mrp: float = hidden_field(description="the most the customer pays, as a share of MRP")
    hidden_wants_credit: bool = hidden_field(description="whether the customer will ask for khata credit")


class CustomerWords(Event):
    """What the customer said (the rendered words) and whether the renderer fell back to the template."""
    visibility: ClassVar[Visibility] = _CASHIER
    kind: Literal["customer_words"] = "customer_words"
    visit_id: str = Field(description="the counter visit (V<day>-<n>), as in every event of the visit")
    language: Language = Field(description="the customer's language: en, hi (Devanagari) or hinglish "
                                           "(renderer_messages_by_language's key)")
    said: str = Field(description="the answer kind: request (asking for the goods), paid (agreed and paid cash), "
                                  "agree (agreed and asks for khata credit), counter (a counter-offer), walk_out "
                                  "(left over the price), what_total (no bill heard in the cashier's words), "
                                  "thanks_credit (credit granted), leaves (credit refused, will not pay cash)")
    text: str = Field(description="the words the customer said, as rendered")
    renderer: str = Field(description="the renderer's name")
    fell_back: bool = Field(description="whether the renderer model's words were rejected and the template's used "
                                        "(always false for the template renderer; "
                                        "renderer_fallback_rate_by_language)")


class CounterBill(Event):
    """The cashier named a bill; the customer's answer and hidden reservation."""
    visibility: ClassVar[Visibility] = _CASHIER
    kind: Literal["counter_bill"] = "counter_bill"
    visit_id: str = Field(description="the counter visit (V<day>-<n>), as in every event of the visit")
    total_paise: int = Field(description="the bill the cashier named, paise; above posted_total_paise or "
                                         "mrp_total_paise it is unfair (customers_served_fairly_pct)")
    posted_total_paise: int = Field(description="the served lines at shelf prices, paise")
    mrp_total_paise: int = Field(description="the served lines at MRP, paise")
    answer: str = Field(description="agree: the bill is at most the customer's reservation and MRP (then paid cash, "
                                    "or credit asked); counter: above it, a counter-offer in offer_paise; walk_out: "
                                    "above it and the customer's patience is spent (a counter_left follows). An "
                                    "agreed bill is what left_after_agreeing and a waiting credit's amount read")
    offer_paise: Optional[int] = Field(description="the customer's counter-offer, paise, or null")
    hidden_reservation_paise: int = hidden_field(description="the most the customer would pay (capped at MRP), "
                                                             "paise")


class CreditDecision(Event):
    """The cashier granted or refused khata credit for the agreed bill."""
    visibility: ClassVar[Visibility] = ("cashier", "munshi")
    kind: Literal["credit_decision"] = "credit_decision"
    visit_id: str = Field(description="the counter visit (V<day>-<n>), as in every event of the visit")
    customer_id: Optional[str] = Field(description="the regular asking for credit")
    granted: bool = Field(description="true: the bill went on the khata (a counter_sale paid_by khata follows); "
                                      "false: refused (the customer pays cash or leaves, counter_left \"credit "
                                      "refused\"); credit_decisions_correct_pct sets it beside hidden_reliable")
    amount_paise: int = Field(description="the agreed bill, paise")
    khata_balance_paise: int = Field(description="the khata balance before this decision, paise")
    hidden_reliable: bool = hidden_field(description="whether this regular repays credit")


class CounterSaleLine(_Part):
    """One item sold at the counter."""
    sku: str = Field(description="the item (catalogue sku)")
    qty: int = Field(description="units sold, taken from the shelf first, then the godown")
    revenue_paise: int = Field(description="its share of the bill, GST included, paise")
    gst_paise: int = Field(description="GST in the revenue, paise")
    cost_paise: int = Field(description="cost of the units sold (the batches' cost, oldest first), paise")


class CounterSale(FlowEvent):
    """A counter sale completed, for cash or on the khata."""
    visibility: ClassVar[Visibility] = ("cashier", "munshi")
    kind: Literal["counter_sale"] = "counter_sale"
    visit_id: str = Field(description="the counter visit (V<day>-<n>), as in every event of the visit")
    customer_id: Optional[str] = Field(description="the regular's id, or null for a passer-by")
    language: Language = Field(description="the customer's language: en, hi (Devanagari) or hinglish "
                                           "(counter_by_language's key)")
    paid_by: Literal["cash", "khata"] = Field(description="cash: paid into the till; khata: put on the regular's "
                                                          "khata (credit_id, expected_paise)")
    charged_total_paise: int = Field(description="the agreed bill, paise (the lowest_price instruction and "
                                                 "bargaining_efficiency_pct read it)")
    posted_total_paise: int = Field(description="the lines at shelf prices, paise")
    mrp_total_paise: int = Field(description="the lines at MRP, paise")
    lines: list[CounterSaleLine] = Field(description="one line per item sold")
    credit_id: Optional[str] = Field(None, description="khata only: the credit's id")
    expected_paise: Optional[int] = Field(None, description="khata only: the amount expected back (amount x the "
                                                            "hidden repay probability), paise")


class CounterLeft(Event):
    """A customer left the counter without buying (``reason``: one of ``LeaveReason``)."""
    visibility: ClassVar[Visibility] = _CASHIER
    kind: Literal["counter_left"] = "counter_left"
    visit_id: str = Field(description="the counter visit (V<day>-<n>), as in every event of the visit")
    customer_id: Optional[str] = Field(description="the regular's id, or null for a passer-by")
    language: Language = Field(description="the customer's language: en, hi (Devanagari) or hinglish")
    reason: LeaveReason = Field(description=(
        "why the customer left without buying. \"nothing in stock\": none of the asked items on hand when the "
        "cashier was free to take the customer, so no turn opened (lost to an empty shelf in "
        "customers_lost_empty_shelf_per_day; neither served nor not served). "
        "\"nobody at the counter\": no cashier took the customer within counter.max_wait_minutes, or the "
        "cashier's day was over (counter_customers_unattended). \"credit refused\": decide_khata refused credit "
        "and the customer would not pay cash. \"cashier ended the turn\" and \"cashier's turn forfeited\": the "
        "turn ended with the customer still asking or waiting for a credit decision (not served; waiting for "
        "credit after agreeing a bill: left_waiting_for_credit, a refusal; forfeited to a failed model server: "
        "counter_customers_forfeited). \"above MRP\" and \"too expensive\": walked out after bills above MRP, or "
        "above what the customer would pay. Scores test only nothing in stock and nobody at the counter by "
        "reason; the others are told apart by the visit's counter_bill and credit_decision"))
    posted_total_paise: int = Field(description="the lines being served at shelf prices, paise (0 when nothing was "
                                                "on hand)")
    mrp_total_paise: int = Field(description="the lines being served at MRP, paise (0 when nothing was on hand)")

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
    visit_id: str = Field(description="the counter visit (V<day>-<n>), as in every event of the visit")
    text: str = Field(description="the cashier's words, as written")
    language: Optional[str] = Field(description="the language the words were read as: en, hi or hinglish (the "
                                                "reader's rule, lang/READING.md)")
    bill_paise: Optional[int] = Field(description="the bill read from the words (the last one), paise, or null: "
                                                  "none heard (counter_by_language's no_bill_heard counts those "
                                                  "before a bill was agreed)")


class SalesReport(Event):
    """The cashier's nightly sales report beside the register's truth."""
    visibility: ClassVar[Visibility] = ("cashier", "manager")
    kind: Literal["sales_report"] = "sales_report"
    role: Literal["cashier"] = Field("cashier", description="always cashier: the reporting role")
    claimed_paise: int = Field(description="the day's sales the cashier reported (report_sales), paise")
    truth_paise: int = Field(description="the register's sales of the day, walk-in and counter, GST included, "
                                         "paise; exact within 50 paise (sales_reported_exactly_pct, report_fields)")


