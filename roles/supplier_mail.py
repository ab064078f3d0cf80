"""The manager's e-mail to a supplier, in the tool path: read it, let the kernel decide, word the reply.

``answer_email`` is what ``send_message`` to a supplier runs, once ``block_error`` has passed the e-mail (a fenced
block with a value the reader refuses — a negative or fractional quantity, an unknown item, a price of ₹0 — is the
model's invalid action, refused at the tool and never sent; a new user's trial, session 39). The e-mail is
read into intents by ``lang.reader.read_message`` (free text in English, Hindi
or Hinglish, or fenced blocks; remembered per text, ``lang.read_cache``); an
e-mail that ``lang.reader.could_not_read`` draws a "could not read your
message" reply (with the reader's reason key and parameters,
``negotiation_kernel.reasons.CouldNotRead``) and nothing else happens.
Otherwise the kernel's desk decides each intent
(``negotiation_kernel.desk.decide``) and records its decisions. The reply is
worded by the shop's renderer (``lang``) in the supplier's language and lands
in the manager's inbox ``reply_minutes`` later; its ``message_delivered``
names the ``email_received`` it answers (``in_reply_to_seq``), so a
transcript can show the whole negotiation.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pydantic import TypeAdapter

from lang.decision_reasons import word_reason
from lang.intents import Intent
from lang.language import strip_blocks
from lang.read_cache import read_cached
from lang.reading import ItemReading, Reading, could_not_read  # not the reader: see lang.read_cache
from lang.reasons import why
from lang.tool_call_text import tool_call_recipient
from market.trade_units import trade_unit
from negotiation_kernel import desk
from negotiation_kernel.reasons import CouldNotRead, Plain, record_text

if TYPE_CHECKING:
    from engine.shop import Shop

__all__ = ["answer_email", "block_error"]

#: A word of two or more letters: an e-mail with none outside its fenced blocks (a bare block, ids, figures) is
#: written in no language, and its ``message_language`` is None (counted ``no_words``), not the reader's default.
#: Devanagari's vowel signs and nasal marks are not letters to ``\w`` ("अंडे 45 चाहिए।" has no two letters in a
#: row), so a letter followed by letters or those signs is a word (the new user's trial, session 32: that e-mail
#: was counted under no language).
_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|[\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963])+")

# A reading's items and intents written for the record in one call each: the same dicts as each model's
# ``model_dump`` (the items in JSON mode, defaults left out), without a call per model (some 16,000 a month).
_ITEMS = TypeAdapter(list[ItemReading])
_INTENTS = TypeAdapter(list[Intent])


def _lot_prices(reading: Reading) -> dict[str, tuple[str, int]]:
    """{sku: (trade unit, paise per that unit)} of the goods the e-mail priced per their trade unit ("4 trays of
    eggs at ₹180 a tray"), so a refusal of the price states ours per that unit too (``desk.decide``, which only
    reads it). Worked out once per reading (a text e-mailed again has the same Reading from ``read_cached``: half
    a month's 909 e-mails, every one in a later month of the process) and shared: read only."""
    hit = _LOT_PRICES.get(id(reading))
    if hit is not None and hit[0] is reading:
        return hit[1]
    out = {}
    for item in reading.items:
        unit = trade_unit(item.sku) if item.sku else None
        if unit is not None and item.unit == unit.unit and item.unit_price_inr is not None:
            out[item.sku] = (unit.unit, int(round(item.unit_price_inr * 100)))
    if len(_LOT_PRICES) >= _WRITTEN_MAX:
        _LOT_PRICES.clear()
    _LOT_PRICES[id(reading)] = (reading, out)  # the reading kept with it: its id is not reused while kept
    return out


_LOT_PRICES: dict[int, tuple[Reading, dict[str, tuple[str, int]]]] = {}


#: (text, id of its Reading) → (the Reading, whether the text has a word outside its blocks, the items' and the
#: intents' dumps when they hold only flat lines): a text e-mailed again (half the reference month's 909 e-mails
#: repeat one sent before; every one in a later month of the process) has its reading from ``read_cached``, the
#: same object, and its record fields again without pydantic's dumps (some 30 µs an e-mail) or the block strip.
_WRITTEN: dict[tuple[str, int], tuple[Reading, bool, list | None, list | None]] = {}
_WRITTEN_MAX = 16384  # as many as ``lang.read_cache`` keeps texts; emptied when full


def _written(text: str, reading: Reading) -> tuple[bool, list, list]:
    """(whether ``text`` has a word outside its fenced blocks, the reading's items and intents as the record writes
    them): fresh lists of fresh dicts each call (each event owns its lines), worked out once per text and reading."""
    key = (text, id(reading))
    hit = _WRITTEN.get(key)
    if hit is None or hit[0] is not reading:
        items = _ITEMS.dump_python(reading.items, mode="json", exclude_defaults=True)
        intents = _INTENTS.dump_python(reading.intents, exclude_defaults=True)
        worded = _WORD.search(strip_blocks(text)) is not None
        if len(_WRITTEN) >= _WRITTEN_MAX:
            _WRITTEN.clear()
        _WRITTEN[key] = (reading, worded, _flat(items), _flat(intents))  # kept apart from the lines handed out
        return worded, items, intents
    _, worded, items, intents = hit
    return (worded,
            [dict(d) for d in items] if items is not None else
            _ITEMS.dump_python(reading.items, mode="json", exclude_defaults=True),
            [dict(d) for d in intents] if intents is not None else
            _INTENTS.dump_python(reading.intents, exclude_defaults=True))


def _flat(lines: list) -> list | None:
    """A copy of ``lines`` when each is a dict of plain values (text, numbers, true/false, null), else None (a
    line holding a list or an object is dumped anew each time rather than shared between events)."""
    for d in lines:
        if type(d) is not dict or any(type(v) not in (str, int, float, bool, type(None)) for v in d.values()):
            return None
    return [dict(d) for d in lines]


#: What to fix in a fenced block the reader refused, by the refusal's code (``<code>.block`` reader keys).
_BLOCK_FIX = {
    "no_item": "name an item check_books lists (its sku, e.g. rice-1kg, or its name)",
    "no_quantity": "quantity is a whole number of selling units, 1 or more",
    "no_price": "unit_price_inr is rupees per selling unit, above zero (at least one paisa)",
    "no_id": "give the bill_id or order_id as check_books or the supplier's reply names it",
    "no_intent": "use a block the system message shows (order, negotiate, cancel, pay, dispute) with a JSON body",
}


def block_error(shop: Shop, supplier_id: str, text: str) -> str | None:
    """Why an e-mail to ``supplier_id`` cannot be sent, when a fenced block in it holds a value the reader refuses
    (its reading's key ``<code>.block``: "order block: quantity must be a whole number from 1 to 10^9, got -40",
    "order block: no item called 'caviar'", "negotiate block: unit_price_inr must be above 0, got -3"): the
    block's fault and what to fix, for ``send_message`` to refuse as an ``invalid_action`` (argument ``text``),
    nothing sent; else None.

    A malformed block is the model's invalid call, as a staff instruction block's is (``roles.instructions``),
    not a supplier who could not read the shop's language: until session 39 it went out, came back "could not
    read your message" and was counted in ``refused_emails`` under the supplier's language (a new user's trial).
    Free text the reader refuses, and words that contradict a block, still go out and are counted there."""
    reading = read_cached(text, shop.catalogue, email=True)  # answer_email's reading: read once (the cache)
    key = reading.reason_key or ""
    if reading.readable or not key.endswith(".block"):
        return None
    code = key.partition(".")[0]
    detail = (reading.reason_args or {}).get("block") or reading.reason
    fix = _BLOCK_FIX.get(code, _BLOCK_FIX["no_intent"])
    return f"{detail}; {fix}. Nothing was sent to {supplier_id}"


def answer_email(shop: Shop, supplier_id: str, text: str) -> dict:
    """Answer the shop's e-mail to ``supplier_id``.

    Returns {"readable": bool, "reason": the record's text of why it was not read ("" if read),
    "decisions": the decision lines, each reason a ``negotiation_kernel.reasons.Reason``}.
    """
    sup = shop.suppliers[supplier_id]
    reading = read_cached(text, shop.catalogue, email=True)  # a text read before: its reading again
    to = tool_call_recipient(text) if "(" in text or "send_message" in text else None
    if to and to.lower() != supplier_id.lower() and to.lower() not in sup.name.lower() and sup.name.lower() not in \
            to.lower():  # send_message(to="S5", text="…") written into a mail to S1: not S1's to act on
        reading = Reading.refused(why("ambiguous_intent.addressed_to", to=to), reading.language)
    unreadable = could_not_read(reading) or any(i.kind == "bill" for i in reading.intents)
    refusal = None
    if reading.reason:  # the reader's own refusal, its key and parameters carried to the reply
        refusal = CouldNotRead(reader_key=reading.reason_key, reader_args=reading.reason_args, text=reading.reason)
    elif unreadable:
        refusal = Plain(code="counter_bill")
    reason = record_text(refusal)
    worded, items, intents = _written(text, reading)
    said = {"reason_said": word_reason(refusal, sup.language, shop.catalogue),  # as the reply words it
            "reason_key": (reading.reason_key or reason.partition(":")[0]) if reading.reason else "counter_bill"} \
        if unreadable else {}
    received = shop.emit("email_received", supplier_id=supplier_id, language=sup.language, readable=not unreadable,
                         reason=reason, message_language=reading.language if worded else None,
                         intent=reading.intent, items=items, intents=intents, text=text, **said)
    lines = [{"kind": "unreadable", "reason": refusal}] if unreadable else \
        desk.decide(shop, sup, reading.intents, _lot_prices(reading))
    desk.record_decisions(shop, sup, lines)
    reply = shop.renderer.email(lines, sup.language, sup.name, shop.pick(sup.supplier_id))
    shop.schedule(shop.state.minute + sup.reply_minutes, "email",
                  {"sender": supplier_id, "to": "manager", "text": reply, "in_reply_to_seq": received["seq"],
                   "fell_back": shop.renderer.last_fell_back})
    return {"readable": not unreadable, "reason": reason, "decisions": lines}
