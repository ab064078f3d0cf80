"""A rupee amount on a line that names a bill, in a message that acts only on bills, is the bill's own figure (session
54, helper FIGURE: the biggest kind of ``ambiguous_intent.figure`` refusals on the blind holdouts 170–187): what was
paid, the balance, the bill's sum or a difference in it. "• Bill B2 (our order O1 – sugar, besan, suji): ₹6,800.00 —
UTR HDFCN52027102011873" in a payment advice, "Manoj bhaiya, paid the rest of B2 — ₹2,126 (after the ₹204 sour-dahi
deduction …)", "30 जुलाई के बिल B1 (₹9,319, O1 का) के लिए धन्यवाद … बाक़ी ₹4,319 हम 8 अगस्त तक चुका देंगे",
"Mustard oil is billed at ₹138, we had agreed ₹133. Difference **₹75**. Please correct B2." The reader asked what
the amount was for ("what is ₹6,800.00 for?"); a shopkeeper reads the bills paid or disputed, and the amounts as
their working (the corpus records no amount for a payment: a bill is paid as billed).

``bill_line_money_read(text, reading, read)`` reads such a refusal again with the refused amount taken out of the
text, when every place the amount is written is a line naming a bill id (B2, "बिल B2"), or the message names one bill
only, in a sentence that pays (a word of paying: "paid", "NEFT", "UPI", "चुका देंगे", "de diye", ``_PAYING``) or
that, read alone without the amount, asks nothing or pays only ("Thank you for bill B1 dated 30 July (₹9,319, for
O1).", "The bill of ₹8,350 matches.", "1. B4 का कुल: ₹4,529"); and keeps the new reading only when it is readable, pays or disputes every bill so named, and asks nothing of
goods but rates (no order, offer, acceptance, cancel of goods: a price of goods taken out would change what is asked;
``_BILL_ONLY``). Otherwise the refusal stands: an amount in a sentence that does not pay ("Got your quote — ₹36 is fine with us, go
ahead. Also B45 is paid.": the ₹36 agreed, of goods unnamed; "और B57 देख लीजिए, रक़म माल से ₹600 ज़्यादा है": the
₹600 is what B57 is disputed for), an amount on a line naming goods asked with no bill ("Send 20 kg sugar
at ₹42"), a count ("what is 24 for?": a count may be goods asked), a message that orders or bargains beside the
payment.

Shape: ``bill_line_money_read(text, reading, read)`` → Reading; ``read``: text → Reading (the whole reader, so a
second amount refused in the text read again is taken out the same way, one at a time).
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS

__all__ = ["bill_line_money_read", "FIGURE_AMOUNT", "money_places", "sentence_of", "refused_amount_places", "without_places"]

_BILL = re.compile(r"(?<![A-Za-z0-9])B\s?-?(\d{1,6})\b")
#: The amount of a refused figure: "₹6,800.00", "₹545 per litre" (its amount), "₹2,971 in all".
FIGURE_AMOUNT = re.compile(r"^₹\s?([0-9][0-9,]*(?:\.[0-9]+)?)")
#: Ends of a sentence: ".", "?", "!", "।" before a space or the end, or a line break.
_STOP = re.compile(r"[.?!।](?=\s|$)|\n")
#: Words of paying: the amount's sentence pays ("paid", "NEFT", "UPI", "चुका देंगे", "de diye", "भुगतान").
_PAYING = re.compile(r"\bpaid\b|\bpay|\bneft\b|\brtgs\b|\bimps\b|\bupi\b|\bgpay\b|phonepe|paytm|\butr\b|transferr|"
                     r"\bcleared\b|\bsettled?\b|\bchuka|\bbhugtan|\bjama\b|\bde\s+(?:diy|diy|die|denge|dunga)|"
                     r"\bbhej\s+(?:diy|di\b|die|denge)|भुगतान|चुका|पेमेंट|जमा|दे\s+(?:दिए|दिया|दी|देंगे|दूँगा)|भेज\s+(?:दिए|दिया|दी|देंगे)",
                     re.IGNORECASE)
#: Intents that act on bills or ask only (no goods bought, bargained or cancelled).
_BILL_ONLY = frozenset({"pay", "dispute", "ask_bill", "ask_quote", "ask_delivery"})


def money_places(text: str, amount: str) -> list[tuple[int, int]]:
    """Spans of ``amount`` written as money in ``text`` ("₹6,800.00", "₹ 6,800.00", "Rs. 6,800.00"), no digit or
    comma before, no digit nor a comma or point and a digit after)."""
    pattern = r"(?:₹\s?|\bRs\.?\s?|\bINR\s?)" + re.escape(amount) + r"(?![0-9]|[.,][0-9])"
    return [m.span() for m in re.finditer(pattern, text)]


def sentence_of(text: str, at: int) -> tuple[str, int]:
    """The sentence of ``text`` holding character ``at`` (between ".", "?", "!" or "।" before a space, or a line
    break) and ``at``'s offset in it."""
    lo = max((m.end() for m in _STOP.finditer(text, 0, at)), default=0)
    m = _STOP.search(text, at)
    return text[lo:m.start() + 1 if m else len(text)], at - lo


def _tells_only(reading) -> bool:
    """The sentence read alone asks nothing ("Thank you for bill B1 dated 30 July (, for O1).") or pays only."""
    return reading.reason_key == "no_intent.nothing" if not reading.readable else bool(reading.intents) and all(
        i.kind == "pay" for i in reading.intents)


def _line_of(text: str, at: int) -> str:
    """The line of ``text`` holding character ``at``."""
    return text[text.rfind("\n", 0, at) + 1:(text.find("\n", at) + 1 or len(text) + 1) - 1]


def refused_amount_places(text, reading) -> list[tuple[int, int]]:
    """Spans (character offsets) of the amount an ``ambiguous_intent.figure`` refusal could not place ("₹6,800.00")
    written as money in ``text`` (``money_places``); [] when ``reading`` is readable or refused otherwise, the
    figure is no rupee amount, or ``text`` is no string or longer than ``lang.clean.MAX_CHARS``."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS:
        return []
    m = FIGURE_AMOUNT.match((getattr(reading, "reason_args", None) or {}).get("figure", "").strip())
    return money_places(text, m.group(1)) if m else []


def without_places(text: str, places: list[tuple[int, int]]) -> str:
    """``text`` with the spans ``places`` (in order, not overlapping) taken out."""
    out, last = [], 0
    for start, end in places:
        out.append(text[last:start])
        last = end
    return "".join(out) + text[last:]


def bill_line_money_read(text, reading, read):
    """``reading``, or ``text`` read again without the refused amount when it is a bill's own figure (module
    docstring)."""
    places = refused_amount_places(text, reading)
    if not places:
        return reading
    bills_in_text = {f"B{n}" for n in _BILL.findall(text)}
    named: set[str] = set()
    for start, end in places:
        on_line = {f"B{n}" for n in _BILL.findall(_line_of(text, start))}
        if not on_line and len(bills_in_text) != 1:
            return reading
        sentence, at = sentence_of(text, start)
        if not _PAYING.search(sentence) and not _tells_only(read(sentence[:at] + sentence[at + end - start:])):
            return reading
        named |= on_line or bills_in_text
    again = read(without_places(text, places))
    if not again.readable or not again.intents or any(i.kind not in _BILL_ONLY for i in again.intents):
        return reading
    acted = {i.bill_id for i in again.intents if i.kind in ("pay", "dispute") and i.bill_id}
    if not named <= acted or any(i.kind != "ask_quote" and i.sku for i in again.intents):
        return reading
    return again
