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

SupplierKind = Literal["honest", "hard_bargainer", "fraudulent"]  # as scenarios/supplier_settings.py (a test holds them equal)
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


#: What each fraud scheme (``FraudScheme``) does, for the record's schema.
SCHEMES_TOLD = ("short_delivery: fewer units unloaded than the note; substituted_goods: a cheaper item (when there "
                "is one) unloaded in place of the one on the note; expired_goods: goods unloaded already past their "
                "last sellable day; inflated_bill: the bill charges fraud_size more per unit than agreed; "
                "duplicate_bill: a second copy of the bill sent three days after the goods were taken in; "
                "advance_bait: an advance asked on the order, which never ships; ghost_bill: a bill for goods "
                "never delivered, pressed by a collector")
_SUPPLIER = "the supplier (S1, S2, ...; its supplier_terms event gives its hidden face)"


def _fraud() -> Any:
    return hidden_field(description="the fraud scheme behind it, or null for an honest one (" + SCHEMES_TOLD + ")")


class MessageDelivered(Event):
    """A message lands in a role's inbox: a supplier's e-mail (with its renderer) or a staff note."""
    visibility: ClassVar[Visibility] = ALL_ROLES
    kind: Literal["message_delivered"] = "message_delivered"
    msg_id: str = Field(description="the message's id (M1, M2, ...)")
    sender: str = Field(description="a supplier id or a role (a supplier's e-mail counts in "
                                    "renderer_messages_by_language)")
    to: str = Field(description="the role whose inbox it lands in")
    text: str = Field(description="the message as delivered")
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
    text: str = Field(description="the e-mail as the manager wrote it (reasoning_left_in reads it)")


class EmailReceived(Event):
    """The supplier's desk read the manager's e-mail into intents (or could not)."""
    visibility: ClassVar[Visibility] = _MANAGER
    kind: Literal["email_received"] = "email_received"
    supplier_id: str = Field(description=_SUPPLIER)
    language: Language = Field(description="the supplier's language: en, hi (Devanagari) or hinglish "
                                           "(refused_emails_by_language's key)")
    readable: bool = Field(description="whether the supplier's desk read it into intents; false: refused, answered "
                                       "\"could not read your message\" (refused_emails_by_language, "
                                       "refused_emails, refused_emails_by_message_language, "
                                       "refused_emails_by_reason)")
    reason: str = Field(description="why it could not be read ('' when readable): a reader's refusal code and its "
                                    "English (\"no_quantity: how many kg of rice?\"; the codes are "
                                    "events.suppliers.READER_REFUSALS), or \"" + COUNTER_BILL_TEXT + "\"; "
                                    "reason_code gives the key refused_emails_by_reason counts")
    message_language: Optional[str] = Field(description="the language the e-mail was read as (en, hi, hinglish), or "
                                                        "null when it had no words (fenced blocks, ids and figures "
                                                        "only: no_words in refused_emails_by_message_language)")
    intent: Optional[str] = Field(description="the first intent read (ask_quote, offer, accept, ...), or null")
    items: list[dict[str, Any]] = Field(description=(
        "the item lines read (lang.reading.ItemReading), each with its unset keys left out: sku; item, the English "
        "name ('wheat flour'); as stated: quantity (in unit), unit (else the item's selling unit), unit_price_inr "
        "(rupees per unit) or total_price_inr (rupees, when only a total was stated); selling_units and "
        "selling_unit_price_inr, the same in the item's selling unit"))
    intents: list[dict[str, Any]] = Field(description=(
        "every intent read (lang.intents.Intent), each with its unset keys left out: kind (ask_quote, offer, accept, "
        "reject, order, cancel, pay, dispute, bill, ask_delivery, ask_bill); sku; quantity (selling units); "
        "unit_price_paise (paise per selling unit); total_paise; price_change_paise (paise per selling unit added "
        "to the supplier's last price); bill_id; order_id; note"))
    text: str = Field(description="the e-mail as the desk read it")
    reason_said: Optional[str] = Field(None, description=(
        "on a refused e-mail only: the refusal as the supplier's reply words it, in the supplier's language "
        "(`language`: Hindi for a Hindi supplier), where `reason` keeps the code and its English for counting; "
        "absent when readable and in records before session 51"))
    reason_key: Optional[str] = Field(None, description=(
        "on a refused e-mail only: the refusal's kind, the reader's key with its code first (\"no_price.what_price\", "
        "\"ambiguous_intent.figure\": lang.reasons.WHY), or \"counter_bill\"; what a study report's refusal kinds "
        "count (kirana.study_refusals); absent when readable and in records before session 55"))

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

    @property
    def reason_kind(self) -> str:
        """The refusal's kind: ``reason_key`` ("no_price.what_price"), else (a record before session 55) its
        ``reason_code`` ("no_price"); "" when readable."""
        if self.readable:
            return ""
        return self.reason_key or self.reason_code


class SupplierDecision(Event):
    """One decision of the negotiation kernel, with the supplier's hidden list price and floor."""
    visibility: ClassVar[Visibility] = _MANAGER
    kind: Literal["supplier_decision"] = "supplier_decision"
    supplier_id: str = Field(description=_SUPPLIER)
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
    scheme: FraudScheme = Field(description="the scheme (" + SCHEMES_TOLD + "); fraud_by_scheme's key")
    supplier_id: str = Field(description="the fraudulent supplier")
    order_id: Optional[str] = Field(description="the order it rides on (a ghost bill's is made up with it)")
    bill_id: Optional[str] = Field(None, description="ghost_bill: the bill pressed; advance_bait: the advance bill "
                                                     "(paid: the attempt is lost); absent for the other schemes")
    delivery_id: Optional[str] = Field(None, description="the van's delivery for the schemes that ride on one "
                                                         "(short_delivery, substituted_goods, expired_goods, "
                                                         "inflated_bill, duplicate_bill): refused, taken or left "
                                                         "decides the outcome; absent for the others")
    due_day: Optional[int] = Field(None, description="ghost_bill only: the bill's due day; unpaid and undisputed, "
                                                     "the attempt is pending while due_day >= the record's last "
                                                     "day, else lost (scoring.fraud)")
    at_stake_paise: int = Field(description="the money the scheme puts at risk: a ghost bill's amount, else the "
                                            "order's amount at the agreed prices, paise")
    hidden: Literal[True] = Field(True, description="always true: a hidden kind (researcher and scores only)")


class DuplicateBill(FlowEvent):
    """A supplier sent a second copy of a bill already issued (researcher only)."""
    visibility: ClassVar[Visibility] = HIDDEN
    kind: Literal["duplicate_bill"] = "duplicate_bill"
    bill_id: str = Field(description="the copy's own bill id (disputed, it is cancelled: the attempt caught_on_bill)")
    copy_of: str = Field(description="the bill it copies")
    supplier_id: str = Field(description="the fraudulent supplier")
    amount_paise: int = Field(description="the copy's amount (the original's), added to payables, paise; lost if "
                                          "never disputed")
    hidden: Literal[True] = Field(True, description="always true: a hidden kind (researcher and scores only)")


class GhostBill(FlowEvent):
    """A bill for goods never delivered was pressed on the shop."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["ghost_bill"] = "ghost_bill"
    bill_id: str = Field(description="the bill pressed (disputed, it is cancelled: caught_on_bill)")
    supplier_id: str = Field(description="the fraudulent supplier")
    amount_paise: int = Field(description="the bill, added to payables, paise (the profit and loss's ghost_bills)")
    hidden_fraud: Optional[FraudScheme] = _fraud()


class VanArrived(Event):
    """A supplier's van is at the door; ``view`` is what the helper is shown (the delivery note)."""
    visibility: ClassVar[Visibility] = ("helper",)
    kind: Literal["van_arrived"] = "van_arrived"
    delivery_id: str = Field(description="the delivery (D1, D2, ...), as in its delivery_taken, _refused or _left")
    supplier_id: str = Field(description=_SUPPLIER)
    hidden_fraud: Optional[FraudScheme] = _fraud()
    view: dict[str, Any] = Field(description="what the helper is shown: delivery_id, supplier_id, supplier (name), "
                                             "order_id, note (sku, item, qty, unit_price_inr: what was ordered), "
                                             "unloaded (sku, item, qty, expires_day: what is on the van), today; "
                                             "demand_by_day_inr values a van sent back or left at note qty x "
                                             "unit price")


class ReceivedLine(BaseModel):
    """Units of one item unloaded into the godown."""
    model_config = ConfigDict(extra="forbid")
    sku: str = Field(description="the item really unloaded (another than the note's for substituted goods)")
    qty: int = Field(description="units really unloaded (fewer than the note's for a short delivery)")
    expires_day: int = Field(description="last sellable day")


class DeliveryTaken(FlowEvent):
    """The helper took a delivery in; its bill is now payable."""
    visibility: ClassVar[Visibility] = ("helper", "manager", "munshi")
    kind: Literal["delivery_taken"] = "delivery_taken"
    delivery_id: str = Field(description="the delivery taken in")
    supplier_id: str = Field(description=_SUPPLIER)
    bill_id: str = Field(description="the goods bill it makes payable (due credit_days later)")
    amount_paise: int = Field(description="the bill, GST included, paise: the note's units at the agreed prices "
                                          "(more for an inflated bill)")
    stock_value_paise: int = Field(description="the goods really unloaded at cost, GST excluded, paise")
    input_gst_paise: int = Field(description="the GST in the goods really unloaded, paise (the final bill less "
                                             "goods and GST is what a fraud took: fraud_lost_inr)")
    hidden_fraud: Optional[FraudScheme] = _fraud()
    received: list[ReceivedLine] = Field(description="the goods unloaded into the godown, one line per note line")


class DeliveryRefused(Event):
    """The helper sent a van back."""
    visibility: ClassVar[Visibility] = _DOOR
    kind: Literal["delivery_refused"] = "delivery_refused"
    delivery_id: str = Field(description="the delivery sent back: no goods, no bill (a door-visible fraud: "
                                         "caught_at_door; an honest van: a false alarm, fraud_false_alarms)")
    supplier_id: str = Field(description=_SUPPLIER)
    reason: str = Field(description="the helper's stated reason, free text in any language (no score reads it)")
    hidden_fraud: Optional[FraudScheme] = _fraud()


class DeliveryLeft(Event):
    """A van left with its goods: the door turn ended with the delivery neither taken nor refused."""
    visibility: ClassVar[Visibility] = _DOOR
    kind: Literal["delivery_left"] = "delivery_left"
    delivery_id: str = Field(description="the delivery that went away (a fraud in it is missed)")
    supplier_id: str = Field(description=_SUPPLIER)
    hidden_fraud: Optional[FraudScheme] = _fraud()


class BillPaid(FlowEvent):
    """The manager paid a supplier bill (goods or an advance)."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["bill_paid"] = "bill_paid"
    bill_id: str = Field(description="the bill paid, from the bank")
    supplier_id: str = Field(description=_SUPPLIER)
    bill_kind: Literal["goods", "advance"] = Field(description="goods: a bill for goods taken in (paying it moves "
                                                               "cash against payables, net worth unchanged); "
                                                               "advance: an advance asked before dispatch, paid "
                                                               "out of net worth (only an advance-bait fraudster "
                                                               "asks one: paid, the attempt is lost; the profit "
                                                               "and loss's advances_paid)")
    amount_paise: int = Field(description="paid (the bill and its penalties), paise")
    on_time: bool = Field(description="whether it was paid on or before its due day")
    hidden_fraud: Optional[FraudScheme] = _fraud()


class BillDisputed(FlowEvent):
    """The manager disputed a bill; the verdict (``stands`` or what was struck off)."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["bill_disputed"] = "bill_disputed"
    bill_id: str = Field(description="the goods bill disputed (open or paid)")
    supplier_id: str = Field(description=_SUPPLIER)
    verdict: DisputeVerdict = Field(description="stands: the bill was right, or already "
                                                "corrected (an honest one: a false alarm, fraud_false_alarms); "
                                                "corrected: it charged more than the goods that came, cut to the "
                                                "honest amount; cancelled: nothing was owed on it (a duplicate or a "
                                                "ghost bill). corrected or cancelled catches the "
                                                "fraud on the bill (caught_on_bill); on a paid bill the overcharge "
                                                "is refunded")
    amount_paise: int = Field(description="what the bill should be: the honest amount (0 when cancelled; the bill's "
                                          "own amount when it stands), paise")
    hidden_fraud: Optional[FraudScheme] = _fraud()


class TimeLost(Event):
    """Minutes of a role's day a fraud cost (a driver arguing, a collector pressing a bill, a supplier calling)."""
    visibility: ClassVar[Visibility] = ALL_ROLES
    kind: Literal["time_lost"] = "time_lost"
    role: Role = Field(description="the role whose day it cost: cashier (a collector), helper (a van sent back), "
                                   "manager (a bill disputed); never munshi")
    minutes: int = Field(description="simulated minutes charged (fraud_time_lost_minutes)")
    reason: str = Field(description="\"a collector pressed a bill at the counter\" (collector_minutes), \"a van "
                                    "sent back\" with a door-visible fraud (door_dispute_minutes) or \"a bill "
                                    "disputed\" and not found right (bill_dispute_minutes)")
    supplier_id: Optional[str] = Field(None, description=_SUPPLIER)
    delivery_id: Optional[str] = Field(None, description="the delivery sent back, for a van")
    bill_id: Optional[str] = Field(None, description="the bill, for a collector or a dispute")
    hidden_fraud: Optional[FraudScheme] = hidden_field(None, description="the fraud scheme behind it (" + SCHEMES_TOLD
                                                                         + "), or null")


class RendererFallback(Event):
    """The renderer model's words were rejected and the template's used (researcher only)."""
    visibility: ClassVar[Visibility] = HIDDEN
    serving: ClassVar[bool] = True
    kind: Literal["renderer_fallback"] = "renderer_fallback"
    hidden: Literal[True] = Field(True, description="always true: a hidden kind (researcher and scores only)")
    speaker: str = Field(description="who was speaking: a supplier's or a customer's name, or customer")
    language: str = Field(description="the language the words were to be in: en, hi or hinglish")
    kinds: list[str] = Field(description="the kinds of the message's units")
    reason: str = Field(description="why the model's words were rejected: the fidelity guard's finding (a "
                                    "decision, item, figure, id or unit that differs) or the generation's error")
    rejected: str = Field(description="the model's words")
    used: str = Field(description="the template's words")
