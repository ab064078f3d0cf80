"""A payment, a dispute or a bill asked for that names its bill carries the bill's id alone.

"Paid B3 for our order O5", "Bill B11 (order O1) is wrong", "O11 ka bill B4 bhejo", "O87 ka dahi khatta tha, B58 se
kaatiye": ``pay`` B3, ``dispute`` B11, ``ask_bill`` B4, ``dispute`` B58, with no ``order_id``. The bill names what is
paid, disputed or asked for; the order beside it is only the goods it was for, and the supplier's desk acts on the
bill id alone (``negotiation_kernel.desk``: an order id finds the bill only when none is named). Without a bill id
the order's is kept ("Paid ₹4,320 for O401", "O1 ka bill bhejo"). The gold convention, decided in the forty-fourth
session: tests/corpus_chat/README.md, "Conventions". Applied to every reading ``lang.reader.read_message`` returns.
"""
from __future__ import annotations

from contextvars import ContextVar
from functools import wraps

from lang.reading import Reading

__all__ = ["BILL_KINDS", "bill_ids_alone"]

#: The kinds about a bill: with a bill id named they carry no order id.
BILL_KINDS = frozenset({"pay", "dispute", "ask_bill"})
#: Whether a read is under way: the stages that read the message again (``lang.read_again``, ``lang.paid_described``
#: …) get readings as they always had them, the order id kept; only the reading handed out is stripped.
_INSIDE: ContextVar[bool] = ContextVar("bill_ids_alone_inside", default=False)


def bill_ids_alone(read):
    """``read`` (a function returning a ``Reading``) with each pay, dispute or ask_bill that names a bill stripped
    of the order id beside it, in the outermost call only (a read inside it, reading the message again, is left as
    it was); a reading with none such is returned as it is (the same object)."""
    @wraps(read)
    def reading(*args, **kwargs) -> Reading:
        if _INSIDE.get():
            return read(*args, **kwargs)
        token = _INSIDE.set(True)
        try:
            got = read(*args, **kwargs)
        finally:
            _INSIDE.reset(token)
        if not got.readable or not any(i.kind in BILL_KINDS and i.bill_id and i.order_id for i in got.intents):
            return got
        return got.model_copy(update={"intents": [
            i.model_copy(update={"order_id": None}) if i.kind in BILL_KINDS and i.bill_id and i.order_id else i
            for i in got.intents]})
    return reading
