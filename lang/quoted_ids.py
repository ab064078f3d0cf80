"""A reply that names no bill or order, under quoted lines that do (part of reading, ``lang.reader.read_message``,
tried only when the reply was refused "which bill to pay?" / "which order to cancel?"): the ids the reply answers.

- one bill quoted: "-----Original Message----- … Bill B140: ₹6,380 … / Paid in full by NEFT today." pays B140 (this
  was ``lang.reader``'s own step; the reading may pay, dispute or ask for the bill);
- two bills quoted and the reply says "both": "Paid both by UPI this morning. / > Pending: B7 ₹2,300 and B8 ₹1,100."
  ("दोनों का पेमेंट … कर दिया", "Dono ka payment … kar diya") pays B7 and B8 — and nothing else;
- one order quoted and the reply says "this order": "Please cancel this order, plans changed. / > Order O15
  confirmed: 25 kg atta" ("यह ऑर्डर कैंसल कर दीजिए", "Yeh order cancel kar dijiye") cancels O15 — and nothing
  else. Not "Cancel the second item, keep the rest" under a quoted order: which item is the second is the
  quote's to say, and no "this order" is written (refused, as before).

Ids only in the writer's reasoning before the message (``lang.clean.strip_reasoning``: "<think>…</think>", "Let me
think … Final message:") are none it answers: the supplier never sees them (session 56).

The reply is read again with the ids after it ("…\\nB7 and B8", "…\\nO15"), and that reading is kept only when it
asks just those kinds of the ids answered. Shapes: ``of_the_quoted_ids(text, reading, read)`` with the message as
prepared, the refusal and ``read`` (text → Reading) → the new reading or ``reading``.
"""
from __future__ import annotations

import re

from lang.agreed_rate_billed import agreed_rate_billed
from lang.clean import MAX_CHARS, clean, strip_reasoning

__all__ = ["of_the_quoted_ids"]

_BILL = re.compile(r"\bB-?(\d{1,9})\b")
_ORDER = re.compile(r"\bO-?(\d{1,9})\b")
#: "both" in the reply: the two bills quoted.
_BOTH = re.compile(r"(?i)\bboth\b|\bdono\b|\bdonon\b|दोनों|दोनो")
#: "this order" in the reply: the one order quoted.
_THIS_ORDER = re.compile(r"(?i)\b(?:this|that|the\s+above)\s+order\b|\b(?:yeh|ye|yah|is|iss)\s+order\b|"
                         r"(?:यह|ये|इस)\s+(?:ऑर्डर|आर्डर|order)")


def _quoted(pattern: re.Pattern, text: str, reply: str) -> list[int]:
    """The numbers of the ids ``pattern`` finds in the quoted lines of ``text`` and not in the ``reply``."""
    return sorted({int(n) for n in pattern.findall(text[:MAX_CHARS])} - {int(n) for n in pattern.findall(reply)})


def of_the_quoted_ids(text, reading, read):
    """The reading of the reply with the quoted ids it answers (module docstring), or ``reading``. Never raises.
    A rate agreed told in a bill's complaint that names no bill is first refused so (``lang.agreed_rate_billed``)."""
    reading = agreed_rate_billed(text, reading)
    if reading.readable or not isinstance(text, str) or reading.reason_key not in ("no_id.bill", "no_id.order"):
        return reading
    reply = clean(text)
    text = strip_reasoning(text)  # the writer's own reasoning is no quote it answers: "Let me think … B10 paid
    # yesterday … not sure which bill. Final message: … pending bill ke ₹2,500 aaj bhej diye" (holdout192 hl-d4046:
    # had paid B10, the id the supplier never sees)
    if reading.reason_key == "no_id.bill":
        bills = _quoted(_BILL, text, reply)
        if len(bills) == 1:
            again = read(f"{reply}\nB{bills[0]}")  # the bill answered
            return again if again.readable and {i.kind for i in again.intents} <= {"pay", "dispute", "ask_bill"} \
                else reading
        if len(bills) == 2 and _BOTH.search(reply):
            again = read(f"{reply}\nB{bills[0]} and B{bills[1]}")
            wanted = [("pay", f"B{bills[0]}"), ("pay", f"B{bills[1]}")]
            return again if again.readable and [(i.kind, i.bill_id) for i in again.intents] == wanted and all(
                i.order_id is None and i.sku is None for i in again.intents) else reading
        return reading
    orders = _quoted(_ORDER, text, reply)
    if len(orders) != 1 or not _THIS_ORDER.search(reply):
        return reading
    again = read(f"{reply}\nO{orders[0]}")
    return again if again.readable and [(i.kind, i.order_id, i.sku) for i in again.intents] == [
        ("cancel", f"O{orders[0]}", None)] else reading
