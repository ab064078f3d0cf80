"""``kirana read-message``: how the reader reads a message, as a researcher sees it.

One message from the command line, or one per line of a file; a table or JSON
(one object per message, one per line for ``--file``). The JSON fields:
``readable``, ``reason``, ``language`` (en / hi / hinglish), ``intent``,
``items`` (each with ``item`` — the catalogue's English name — ``sku``,
``quantity``, ``unit`` as the message states it, ``unit_price_inr`` per that
unit, ``total_price_inr`` when only a total is stated, and ``selling_units``),
``bill_id``, ``order_id``, ``total_inr`` (a bill stated at the counter) and
``intents`` — what the kernel acts on, in text order, each with ``kind``,
``sku``, ``quantity`` in selling units, ``unit_price_inr`` per selling unit,
``total_inr``, ``price_change_inr`` (a relative ask), ``order_id`` and
``bill_id`` (a message can hold several: accept one item and reject another), and, when refused,
``reason_said`` — the refusal as the supplier's reply words it, in the message's language by default (the desk
answers in the supplier's language; read alone, a message has no supplier, so its own language stands in for it),
or in the language ``--reason-in`` names (``lang.refusals.reader_reason``; ``reason`` is the English detail with its
kind, for tools, whatever the language).
"""
from __future__ import annotations

__all__ = ["reading_json", "REASON_LANGUAGES"]

#: ``--reason-in``'s choices: the message's own language, or one of the three.
REASON_LANGUAGES = ("message", "en", "hi", "hinglish")


def reading_json(reading, reason_in: str = "message") -> dict:
    """A Reading as the plain JSON object ``kirana read-message --json`` prints; ``reason_said`` in ``reason_in``
    (one of ``REASON_LANGUAGES``; "message": the reading's language)."""
    total = next((i.total_paise for i in reading.intents if i.kind == "bill" and i.total_paise is not None), None)
    return {
        "readable": reading.readable,
        "reason": reading.reason,
        "language": reading.language,
        "intent": reading.intent,
        "items": [{"item": it.item, "sku": it.sku, "quantity": _num(it.quantity), "unit": it.unit,
                   "unit_price_inr": _num(it.unit_price_inr), "total_price_inr": _num(it.total_price_inr),
                   "selling_units": it.selling_units} for it in reading.items],
        "bill_id": reading.bill_id,
        "order_id": reading.order_id,
        "total_inr": None if total is None else total / 100,
        "intents": [{"kind": i.kind, "sku": i.sku, "quantity": i.quantity,
                     "unit_price_inr": _inr(i.unit_price_paise), "total_inr": _inr(i.total_paise),
                     "price_change_inr": _inr(i.price_change_paise), "order_id": i.order_id, "bill_id": i.bill_id,
                     "note": i.note}  # (e.g. "paid together, paise: 640000": one amount for several bills)
                    for i in reading.intents],
        "reason_said": _said(reading, reading.language if reason_in == "message" else reason_in),
    }


def _said(reading, language: str) -> str:
    """The refusal in ``language``, as the supplier's reply words it ("" when readable)."""
    if reading.readable or not getattr(reading, "reason_key", ""):
        return ""
    from lang.refusals import reader_reason
    return reader_reason(reading.reason_key, dict(reading.reason_args), language)


def _inr(paise):
    return None if paise is None else _num(paise / 100)


def _num(value):
    if value is None:
        return None
    number = float(value)
    return int(number) if number == int(number) else number
