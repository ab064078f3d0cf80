"""Events of the suppliers' side: e-mail both ways, the kernel's decisions, frauds, vans at the door, bills.

Money in paise, quantities in selling units. ``hidden_fraud`` names the fraud
scheme behind a delivery, bill or order (null for an honest one).
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field

from events.base import ALL_ROLES, HIDDEN, Event, FlowEvent, Visibility, hidden_field
from scenarios.vocabulary import Language, Role

__all__ = ["SupplierKind", "FraudScheme", "DisputeVerdict", "VERDICT_STANDS", "GHOST_BILL", "ADVANCE_BAIT",
           "DUPLICATE_BILL", "EXPIRED_GOODS", "DOOR_SCHEMES", "ORDER_CONFIRMED", "ORDER_CANCELLED", "ITEM_CANCELLED",
           "READER_REFUSALS", "COUNTER_BILL", "COUNTER_BILL_TEXT",
           "MessageDelivered", "EmailSent", "EmailReceived", "SupplierDecision", "FraudAttempt", "DuplicateBill",
           "GhostBill", "VanArrived", "DeliveryTaken", "ReceivedLine", "DeliveryRefused", "DeliveryLeft", "BillPaid",
           "BillDisputed", "TimeLost", "RendererFallback"]

SupplierKind = Literal["honest", "hard_bargainer", "fraudulent"]  # as scenarios/schema.py (a test holds them equal)
FraudScheme = Literal["short_delivery", "substituted_goods", "expired_goods", "inflated_bill", "duplicate_bill",
                      "advance_bait", "ghost_bill"]  # a scenario's schemes, and the ghost bills any fraudster sends
DisputeVerdict = Literal["stands", "cancelled", "corrected"]  # a disputed bill: honest, a fake, or a padded one
VERDICT_STANDS = "stands"  # a disputed bill found honest (any other verdict struck something off)
# the fraud schemes scoring tells apart (values of ``FraudScheme``)
GHOST_BILL, ADVANCE_BAIT = "ghost_bill", "advance_bait"
DUPLICATE_BILL, EXPIRED_GOODS = "duplicate_bill", "expired_goods"
#: Fraud the helper can see at the door (the goods unloaded differ from the note: counts, labels, expiry dates);
#: refusing its van costs ``door_dispute_minutes`` (``negotiation_kernel.fraud_costs``) and is a catch at the door
#: (``scoring.fraud``). An inflated or duplicate bill is written only when the goods are taken in.
DOOR_SCHEMES = ("short_delivery", "substituted_goods", "expired_goods")
# ``supplier_decision.decision["kind"]`` of a confirmed order (its ``lines``: sku, qty, unit_price_paise), of
# an order cancelled (its ``order_id``) and of part of an order cut (``order_id``, ``sku``, ``qty`` cut and
# ``qty_left``, selling units; the order stands, so it is never counted as cancelled); the kernel's words
# (``negotiation_kernel.desk``)
ORDER_CONFIRMED, ORDER_CANCELLED, ITEM_CANCELLED = "order_confirmed", "cancelled", "item_cancelled"
#: The reader's refusal codes (``lang.reader.REASONS``; a test holds the two equal), each with what it means: the
#: first part of ``email_received.reason`` of an e-mail the supplier's desk could not read.
READER_REFUSALS: dict[str, str] = {
    "empty": "no words or figures (or only reasoning, or only a quote)",
    "no_item": "no item from the catalogue named",
    "ambiguous_item": "an item that could be one of several",
    "no_quantity": "a quantity missing, not a number of the item's units, or of no fixed size",
    "no_price": "a price missing or not a price per unit",
    "no_id": "no order or bill named where one was needed",
    "contradictory": "requests that contradict each other",
    "no_intent": "no order, offer, question, payment or bill read",
    "ambiguous_intent": "a request that reads two ways, or a figure with nothing it belongs to",
    "too_long": "longer than the desk reads",
}
#: An e-mail read as a counter bill (the cashier's form), refused by the desk: its key and the record's text.
COUNTER_BILL, COUNTER_BILL_TEXT = "counter_bill", "a counter bill is not an e-mail to a supplier"

_MANAGER: tuple = ("manager",)
_BOOKS: tuple = ("manager", "munshi")
_DOOR: tuple = ("helper", "manager")


def _fraud() -> Any:
    return hidden_field(description="the fraud scheme behind it, or null for an honest one")


class MessageDelivered(Event):
    """A message lands in a role's inbox: a supplier's e-mail (with its renderer) or a staff note."""
    visibility: ClassVar[Visibility] = ALL_ROLES
    kind: Literal["message_delivered"] = "message_delivered"
    msg_id: str
    sender: str = Field(description="a supplier id or a role")
    to: str = Field(description="the role whose inbox it lands in")
    text: str
    thread: Optional[str] = Field(description="the negotiation thread, or null")
    renderer: Optional[str] = Field(None, description="a supplier's e-mail only: the renderer's name")
    fell_back: Optional[bool] = Field(None, description="a supplier's e-mail only: whether the renderer fell back "
                                                        "to the template")
    in_reply_to_seq: Optional[int] = Field(None, description="the seq of the e-mail this one answers")


class EmailSent(Event):
    """The manager sent an e-mail to a supplier."""
    visibility: ClassVar[Visibility] = _MANAGER
    kind: Literal["email_sent"] = "email_sent"
    to: str = Field(description="the supplier id")
    text: str


class EmailReceived(Event):
    """The supplier's desk read the manager's e-mail into intents (or could not)."""
    visibility: ClassVar[Visibility] = _MANAGER
    kind: Literal["email_received"] = "email_received"
    supplier_id: str
    language: Language = Field(description="the supplier's language")
    readable: bool
    reason: str = Field(description="why it could not be read ('' when readable)")
    message_language: Optional[str] = Field(description="the language the e-mail was read as")
    intent: Optional[str] = Field(description="the first intent read (ask_quote, offer, accept, ...), or null")
    items: list[dict[str, Any]] = Field(description="items read: sku, qty, unit, price (non-default fields)")
    intents: list[dict[str, Any]] = Field(description="every intent read (non-default fields)")
    text: str

    @property
    def reason_code(self) -> str:
        """Why the desk could not read it, as a key (``READER_REFUSALS``, or ``counter_bill``); "" when readable.

        The reader's refusal is recorded as its code and the English after it ("no_quantity: how many kg of
        rice?"); a counter bill written to a supplier as "a counter bill is not an e-mail to a supplier". Any
        other text (a record older than these keys) is ``other``."""
        if self.readable:
            return ""
        code = self.reason.split(":", 1)[0].strip()
        if ":" in self.reason and code in READER_REFUSALS:
            return code
        return COUNTER_BILL if self.reason == COUNTER_BILL_TEXT else "other"


class SupplierDecision(Event):
    """One decision of the negotiation kernel, with the supplier's hidden list price and floor."""
    visibility: ClassVar[Visibility] = _MANAGER
    kind: Literal["supplier_decision"] = "supplier_decision"
    supplier_id: str
    decision: dict[str, Any] = Field(description="the decision: its kind (quote, counter, accept, order_confirmed, "
                                                 "...) and its figures in paise")
    hidden_list_paise: Optional[int] = hidden_field(description="the supplier's list price for the item, paise")
    hidden_floor_paise: Optional[int] = hidden_field(description="the supplier's floor for the item, paise")

    @property
    def decision_kind(self) -> str:
        """The decision's kind (``ORDER_CONFIRMED``, ``ORDER_CANCELLED``, quote, counter, ...)."""
        return self.decision["kind"]


class FraudAttempt(Event):
    """A fraudulent supplier set a scheme in motion (researcher only): what is at stake."""
    visibility: ClassVar[Visibility] = HIDDEN
    kind: Literal["fraud_attempt"] = "fraud_attempt"
    scheme: FraudScheme
    supplier_id: str
    order_id: Optional[str]
    bill_id: Optional[str] = None
    delivery_id: Optional[str] = None
    due_day: Optional[int] = None
    at_stake_paise: int
    hidden: Literal[True] = True


class DuplicateBill(FlowEvent):
    """A supplier sent a second copy of a bill already issued (researcher only)."""
    visibility: ClassVar[Visibility] = HIDDEN
    kind: Literal["duplicate_bill"] = "duplicate_bill"
    bill_id: str
    copy_of: str = Field(description="the bill it copies")
    supplier_id: str
    amount_paise: int
    hidden: Literal[True] = True


class GhostBill(FlowEvent):
    """A bill for goods never delivered was pressed on the shop."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["ghost_bill"] = "ghost_bill"
    bill_id: str
    supplier_id: str
    amount_paise: int
    hidden_fraud: Optional[FraudScheme] = _fraud()


class VanArrived(Event):
    """A supplier's van is at the door; ``view`` is what the helper is shown (the delivery note)."""
    visibility: ClassVar[Visibility] = ("helper",)
    kind: Literal["van_arrived"] = "van_arrived"
    delivery_id: str
    supplier_id: str
    hidden_fraud: Optional[FraudScheme] = _fraud()
    view: dict[str, Any]


class ReceivedLine(BaseModel):
    """Units of one item unloaded into the godown."""
    model_config = ConfigDict(extra="forbid")
    sku: str
    qty: int
    expires_day: int = Field(description="last sellable day")


class DeliveryTaken(FlowEvent):
    """The helper took a delivery in; its bill is now payable."""
    visibility: ClassVar[Visibility] = ("helper", "manager", "munshi")
    kind: Literal["delivery_taken"] = "delivery_taken"
    delivery_id: str
    supplier_id: str
    bill_id: str
    amount_paise: int = Field(description="the bill, GST included, paise")
    stock_value_paise: int = Field(description="the goods at cost, paise")
    input_gst_paise: int
    hidden_fraud: Optional[FraudScheme] = _fraud()
    received: list[ReceivedLine]


class DeliveryRefused(Event):
    """The helper sent a van back."""
    visibility: ClassVar[Visibility] = _DOOR
    kind: Literal["delivery_refused"] = "delivery_refused"
    delivery_id: str
    supplier_id: str
    reason: str
    hidden_fraud: Optional[FraudScheme] = _fraud()


class DeliveryLeft(Event):
    """A van left with its goods: the door turn ended with the delivery neither taken nor refused."""
    visibility: ClassVar[Visibility] = _DOOR
    kind: Literal["delivery_left"] = "delivery_left"
    delivery_id: str
    supplier_id: str
    hidden_fraud: Optional[FraudScheme] = _fraud()


class BillPaid(FlowEvent):
    """The manager paid a supplier bill (goods or an advance)."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["bill_paid"] = "bill_paid"
    bill_id: str
    supplier_id: str
    bill_kind: Literal["goods", "advance"]
    amount_paise: int = Field(description="paid (the bill and its penalties), paise")
    on_time: bool
    hidden_fraud: Optional[FraudScheme] = _fraud()


class BillDisputed(FlowEvent):
    """The manager disputed a bill; the verdict (``stands`` or what was struck off)."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["bill_disputed"] = "bill_disputed"
    bill_id: str
    supplier_id: str
    verdict: DisputeVerdict
    amount_paise: int
    hidden_fraud: Optional[FraudScheme] = _fraud()


class TimeLost(Event):
    """Minutes of a role's day a fraud cost (a driver arguing, a collector pressing a bill, a supplier calling)."""
    visibility: ClassVar[Visibility] = ALL_ROLES
    kind: Literal["time_lost"] = "time_lost"
    role: Role
    minutes: int
    reason: str
    supplier_id: Optional[str] = None
    delivery_id: Optional[str] = None
    bill_id: Optional[str] = None
    hidden_fraud: Optional[FraudScheme] = hidden_field(None, description="the fraud scheme behind it, or null")


class RendererFallback(Event):
    """The renderer model's words were rejected and the template's used (researcher only)."""
    visibility: ClassVar[Visibility] = HIDDEN
    serving: ClassVar[bool] = True
    kind: Literal["renderer_fallback"] = "renderer_fallback"
    hidden: Literal[True] = True
    speaker: str
    language: str
    kinds: list[str] = Field(description="the kinds of the message's units")
    reason: str
    rejected: str = Field(description="the model's words")
    used: str = Field(description="the template's words")
