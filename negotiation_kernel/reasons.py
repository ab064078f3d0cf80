"""Why the kernel decided what it did: a reason code from a closed set, with typed parameters.

Every decision the kernel makes (``bargaining.Decision``, the desk's lines)
carries a ``Reason``, never a sentence. ``lang`` words each code in English,
Hindi and Hinglish from its own table (``lang.decision_reasons``), keyed by
``reason.key`` (the code, or ``code.status`` for the codes with a status).

Layer rule: ``negotiation_kernel`` never imports ``lang`` for reasons, and
``lang`` never imports the kernel: the contract between them is the code
strings and parameter names below (``tests/test_decision_reasons.py`` checks
that every code and status is worded in every language).

Codes (``CODES``; 32):

- no parameters: ``walked_away_today``, ``no_such_bill``, ``bank_balance_short``,
  ``item_in_no_open_order``, ``item_in_several_orders``, ``no_such_order``,
  ``counter_bill`` (an e-mail that reads as a counter bill), ``no_delivery_due`` and
  ``no_bill_open`` (asked about deliveries or bills, none named, nothing due), ``advance_paid`` (an advance
  disputed after it was paid: it was paid in full and is not a goods bill to dispute), and the reasons
  of decisions whose words carry no reason (accept, walk_away, refuse_accept,
  rejected): ``bid_meets_price``, ``bid_at_next_price``, ``already_agreed``,
  ``buyer_accepted``, ``last_round``, ``bid_far_below``, ``accept_wrong_price``,
  ``buyer_rejected``, and ``todays_rate`` (an accept refused when no price of ours stood today: bargaining
  threads last a day, so the desk opened today's at the list price there and then; the reply says so and
  never "our last offer was", session 51);
- ``not_sold`` {name: the supplier's name}; ``price_below_ours`` {ours_paise,
  yours_paise: a price per selling unit, in paise}; ``lot_price_below_ours`` {status: the trade unit the
  order priced in, tray|bundle; ours_paise, yours_paise: per that unit}; ``quantity_above`` {limit:
  units per order line}; ``refund_made`` {refund_paise: the overcharge already refunded on a paid bill
  disputed again}; ``payment_not_due`` {ours_paise: what the bill comes to
  with any late fee, yours_paise: the amount the payment named, both in paise};
- with a status: ``thread_closed`` {agreed|walked_away|rejected},
  ``bill_not_open`` {paid|cancelled}, ``order_not_open`` {advance_paid|cancelled|
  dispatched|lapsed}, ``delivery_done`` {taken|refused|left};
- ``delivered_billed`` {day: the simulated day its van was taken at the door, bill_id: the order's goods bill}: a
  delivery asked after of an order named that came and was billed (the desk, session 50: "No delivery is due" had
  been the whole answer);
- ``item_delivered`` {status: taken|refused|left, order_id}: goods asked cut from an order named whose van has
  been (``negotiation_kernel.item_cancel.cancel_item``), refused by the item's name, not as the whole order's cancel;
- ``could_not_read`` {reader_key, reader_args, text}: the reader's refusal of an
  e-mail, passed through untouched — ``reader_key`` and ``reader_args`` are the reader's
  (``Reading.reason_key`` / ``reason_args``), worded by ``lang`` from its own
  table; ``text`` is the reader's English, kept only for the record.

The record (``supplier_decision.decision.reason``, ``email_received.reason``)
stores ``record_text()``: the English words it has always stored
("our price is 40.00, not 38.00"), so records stay byte-identical. Nothing
reads those words back and no counterpart sees them.
"""
from __future__ import annotations

from typing import Annotated, Literal, Union, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

__all__ = ["Reason", "CODES", "KEYS", "make_reason", "record_text", "ThreadClosed", "BillNotOpen", "OrderNotOpen",
           "LotPriceBelowOurs", "RefundMade",
           "DeliveryDone", "DeliveredBilled", "ItemDelivered", "NotSold", "PriceBelowOurs", "QuantityAbove", "PaymentNotDue", "Plain", "CouldNotRead"]


class _Base(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    @property
    def key(self) -> str:
        """The wording's key in ``lang``'s table: the code, or ``code.status``."""
        status = getattr(self, "status", None)
        return f"{self.code}.{status}" if status else self.code

    def record_text(self) -> str:
        """The English the record stores for this reason (module docstring); never shown to a counterpart."""
        return _RECORD[self.code].format(**self._record_fields())

    def _record_fields(self) -> dict:
        return dict(iter(self))  # the fields, as dict(self) gives them, without probing for .keys


PlainCode = Literal["walked_away_today", "no_such_bill", "bank_balance_short", "item_in_no_open_order",
                    "item_in_several_orders", "no_such_order", "counter_bill", "bid_meets_price", "bid_at_next_price",
                    "already_agreed", "buyer_accepted", "last_round", "bid_far_below", "accept_wrong_price",
                    "buyer_rejected", "no_delivery_due", "no_bill_open", "advance_paid", "todays_rate"]


class Plain(_Base):
    """A reason with no parameters."""
    code: PlainCode


class NotSold(_Base):
    """The supplier does not deal in the item asked for."""
    code: Literal["not_sold"] = "not_sold"
    name: str  # the supplier's name


class PriceBelowOurs(_Base):
    """An order named a price per selling unit below ours (both in paise)."""
    code: Literal["price_below_ours"] = "price_below_ours"
    ours_paise: int
    yours_paise: int

    def _record_fields(self) -> dict:
        return {"ours": f"{self.ours_paise / 100:.2f}", "yours": f"{self.yours_paise / 100:.2f}"}


class LotPriceBelowOurs(_Base):
    """An order that named its price per trade unit (``status``: "tray", "bundle"; ``market.trade_units``) below
    ours, both per that unit (paise): "our price is ₹195 a tray, not ₹180" to "4 trays of eggs at ₹180 a tray",
    not the price of one egg (the new user's trial, session 33)."""
    code: Literal["lot_price_below_ours"] = "lot_price_below_ours"
    status: Literal["tray", "bundle"]
    ours_paise: int
    yours_paise: int

    def _record_fields(self) -> dict:
        return {"ours": f"{self.ours_paise / 100:.2f}", "yours": f"{self.yours_paise / 100:.2f}", "unit": self.status}


class QuantityAbove(_Base):
    """An order line above the most units one line may carry."""
    code: Literal["quantity_above"] = "quantity_above"
    limit: int

    def _record_fields(self) -> dict:
        return {"limit": f"{self.limit:,}"}


class PaymentNotDue(_Base):
    """A payment that named an amount other than what its bill comes to (``ours_paise``, with any late fee),
    by more than a rupee: the bill is left open, never paid at a sum the message did not say."""
    code: Literal["payment_not_due"] = "payment_not_due"
    ours_paise: int
    yours_paise: int

    def _record_fields(self) -> dict:
        return {"ours": f"{self.ours_paise / 100:.2f}", "yours": f"{self.yours_paise / 100:.2f}"}


class RefundMade(_Base):
    """A paid bill disputed again after its overcharge was refunded (``refund_paise``): nothing more is owed or
    refunded on it (a new user's trial, session 39: the second dispute was answered as if refunded again)."""
    code: Literal["refund_made"] = "refund_made"
    refund_paise: int

    def _record_fields(self) -> dict:
        return {"refund": f"{self.refund_paise / 100:.2f}"}


class ThreadClosed(_Base):
    """A bargaining line on a thread that is no longer open."""
    code: Literal["thread_closed"] = "thread_closed"
    status: Literal["agreed", "walked_away", "rejected"]


class BillNotOpen(_Base):
    """A payment of a bill that is no longer open."""
    code: Literal["bill_not_open"] = "bill_not_open"
    status: Literal["paid", "cancelled"]


class OrderNotOpen(_Base):
    """A cancellation of an order past cancelling."""
    code: Literal["order_not_open"] = "order_not_open"
    status: Literal["advance_paid", "cancelled", "dispatched", "lapsed"]


class DeliveryDone(_Base):
    """A cancellation of an order whose van has already been to the door."""
    code: Literal["delivery_done"] = "delivery_done"
    status: Literal["taken", "refused", "left"]


class DeliveredBilled(_Base):
    """A delivery asked after of an order whose van was taken at the door on ``day`` and billed as ``bill_id``."""
    code: Literal["delivered_billed"] = "delivered_billed"
    day: int
    bill_id: str


class ItemDelivered(_Base):
    """Goods asked cut from an order named whose van has already been to the door ("O3 se cheeni hata do" after
    O3 came): the item cannot be cut; the order's bill may be disputed or the goods returned."""
    code: Literal["item_delivered"] = "item_delivered"
    status: Literal["taken", "refused", "left"]
    order_id: str


class CouldNotRead(_Base):
    """The reader's refusal of an e-mail, its key and parameters carried through to the reply."""
    code: Literal["could_not_read"] = "could_not_read"
    reader_key: str  # a key of lang's reader table ("no_quantity.how_many")
    reader_args: dict[str, str] = {}
    text: str  # the reader's English ("no_quantity: how many rice? (in kgs)"), for the record only

    def record_text(self) -> str:
        return self.text


Reason = Annotated[Union[Plain, NotSold, PriceBelowOurs, LotPriceBelowOurs, QuantityAbove, PaymentNotDue, RefundMade,
                         ThreadClosed, BillNotOpen,
                         OrderNotOpen, DeliveryDone, DeliveredBilled, ItemDelivered, CouldNotRead],
                   Field(discriminator="code")]
_ADAPTER: TypeAdapter = TypeAdapter(Reason)

_RECORD = {  # the words the record has always stored, by code
    "walked_away_today": "we walked away today", "no_such_bill": "no such bill from us",
    "bank_balance_short": "not enough money in the bank", "item_in_no_open_order": "no open order has this item",
    "item_in_several_orders": "several open orders have this item; name one", "no_such_order": "no such order",
    "counter_bill": "a counter bill is not an e-mail to a supplier", "bid_meets_price": "bid meets our price",
    "bid_at_next_price": "bid at or above our next price", "already_agreed": "already agreed",
    "buyer_accepted": "buyer accepted our price", "last_round": "last round",
    "bid_far_below": "bid far below what we can do",
    "accept_wrong_price": "an accept must name the price we last offered",
    "todays_rate": "no price of ours stood today; today's is our list price",
    "buyer_rejected": "buyer rejected", "no_delivery_due": "no delivery due", "no_bill_open": "no open bill",
    "advance_paid": "an advance, paid in full; not a goods bill", "refund_made": "already refunded {refund}",
    "not_sold": "{name} does not sell this item",
    "price_below_ours": "our price is {ours}, not {yours}",
    "lot_price_below_ours": "our price is {ours} a {unit}, not {yours}", "quantity_above": "quantity above {limit} units",
    "payment_not_due": "the bill comes to {ours}, not {yours}",
    "thread_closed": "thread is {status}", "bill_not_open": "bill is {status}", "order_not_open": "order is {status}",
    "delivery_done": "delivery was {status}", "delivered_billed": "delivered on day {day}, billed as {bill_id}",
    "item_delivered": "order {order_id} delivery was {status}",
}


def _codes() -> tuple[str, ...]:
    out: list[str] = []
    for model in get_args(get_args(Reason)[0]):
        out += get_args(model.model_fields["code"].annotation)
    return tuple(out)


#: Every reason code, in the order of the models above.
CODES: tuple[str, ...] = _codes()


def _keys() -> tuple[str, ...]:
    out: list[str] = []
    for model in get_args(get_args(Reason)[0]):
        statuses = get_args(model.model_fields["status"].annotation) if "status" in model.model_fields else ()
        for code in get_args(model.model_fields["code"].annotation):
            out += [f"{code}.{s}" for s in statuses] if statuses else [code]
    return tuple(out)


#: Every wording key (a code, or ``code.status`` for each status of a code that has one).
KEYS: tuple[str, ...] = _keys()


def make_reason(**fields) -> Reason:
    """The reason of ``fields`` (``code`` and its parameters); raises pydantic.ValidationError naming the
    field when the code is unknown or a parameter is missing, extra or of the wrong type."""
    return _ADAPTER.validate_python(fields)


def record_text(reason) -> str:
    """What the record stores for a decision's ``reason``: a ``Reason``'s ``record_text()``, "" for None."""
    return "" if reason is None else reason.record_text()
