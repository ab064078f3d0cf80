"""A bill's working: amounts that add up to one another are the working of what is paid or disputed (session 56,
helper ARITH: the biggest kind of ``ambiguous_intent.figure`` refusals left on the holdouts 150–193).

A message that pays or disputes a bill often shows its sum: "1. B4 total: ₹4,529 / 2. Less credit note CN-118:
₹1,530 / 3. Net payable: ₹2,999 / We have paid ₹2,000 towards B4 today by UPI. The balance of ₹999 …", "| B6 |
₹2,180 | / | B8 | ₹3,940 | / | **कुल** | **₹6,120** |", "| Everest haldi 100 g | 40 | ₹28 | ₹1,120 | … | **Total**
| **₹4,300** | … Paid ₹4,300 against B2", "आपके बिल B4 के सामने ₹2,020.80 का भुगतान कर दिया गया है — यानी
₹2,121.60 में से … ₹100.80 घटाकर", "aapke ₹12,564 wale bill B1 ke part payment ke roop mein NEFT se ₹8,000 bhej diye
hain … baaki ₹4,564 20 September tak chuka denge". The reader asked what one of the figures was for ("what is ₹4,529
for?") and refused the whole e-mail; a shopkeeper reads an amount that is the sum or difference of the message's
other amounts as the working, not as a second payment or a price.

``bill_working_read(text, reading, read)`` reads such a refusal again when the refused rupee amount takes part in a
sum of the message's own amounts (two to four distinct amounts adding up to another written amount, ``_sums``). Each
sentence holding an amount of that sum is then
- a sentence of payment made ("paid", "NEFT", "भुगतान कर दिया", "bhej diye", ``_PAID``): it keeps the one amount of
  the sum not marked as working ("₹2,121.60 में से", "₹100.80 घटाकर", "₹12,564 wale bill", "after deducting ₹100",
  ``_MARKED_AFTER`` / ``_MARKED_BEFORE``) and loses the others; two unmarked amounts or none: the refusal stands;
- the balance's amount ("baaki ₹4,564", "balance of ₹999"): left as written (the part-payment readers weigh it);
- a sentence naming a bill: taken out whole when, read alone without its amounts, it asks nothing ("1. B4 total:
  ₹4,529", "B4 ke against ₹1,530 ka credit note CN-118 issue karne ke liye dhanyavaad."), else, or as a table's row,
  it loses the amount only ("| B6 | O6 | ₹2,180 |": the bill it names paid by the sentence above);
- any other sentence (a total line, "Less credit note: ₹1,530", "Net payable: ₹2,999", a bill line "qty × rate =
  amount"): taken out whole, when its other rupee amounts are a rate its count multiplies to an amount of the sum
  (a bill's line: "| Badam 100 g | 20 | ₹87 | ₹1,740 |"), or, with no rate, read alone without its amounts it asks
  nothing (nothing at all, a bill or credit note with no id, a bare
  count or figure of the line: ``_asks_nothing``).
The new reading is kept only when it is readable, acts only on bills (pay, dispute, ask_bill, questions; no goods
bought or bargained), acts on every bill named where an amount was taken out, and every payment's amount is one the
message wrote in a sentence of payment and kept there: the desk books what the message paid, never a working figure.
Otherwise the refusal stands ("₹50 + ₹60 = ₹110 extra on B1" disputed with rates of goods asked, working that adds
up to no written amount, a price of goods that happens to add up).

``working_unclear(text, reading)``: a refused amount of a message that pays a bill and shows its working ("total",
"less", "net", "balance", "credit note", "कुल", "बाकी", "घटाकर", "शेष", "minus karke", ``_WORKING``) beside two other
amounts at least, none of which it adds up with, is asked as that: ``ambiguous_intent.working_off`` ("B7: ₹3,240 and
the other amounts of your working add up to none of them; write the amount paid against B7 on its own"), in the
supplier's language, not "what is ₹3,240 for?".

Shape: ``bill_working_read(text, reading, read)`` → Reading; ``working_unclear(text, reading)`` → Reading; ``read``: text → Reading (the whole reader). Never raises
unless ``read`` does.
"""
from __future__ import annotations

import itertools
import re

from lang.bill_line_money import FIGURE_AMOUNT, sentence_of
from lang.clean import MAX_CHARS
from lang.reading import Reading
from lang.reasons import why

__all__ = ["bill_working_read", "working_unclear", "written_amounts", "sums_with"]

_BILL = re.compile(r"(?<![A-Za-z0-9])B\s?-?(\d{1,6})\b")
#: A rupee amount as written: "₹4,529", "Rs. 12,820/-", "INR 500.00".
_AMOUNT = re.compile(r"(?:₹\s?|\bRs\.?\s?|\bINR\s?)([0-9][0-9,]*(?:\.[0-9]+)?)(?![0-9])(?:/-)?")
#: After an amount, a unit it prices: a rate, not a sum ("₹41/kg", "₹118 per litre", "₹36 किलो").
_RATE_AFTER = re.compile(r"\s*(?:/\s*(?!-)\S|per\b|प्रति|each\b|a\s+(?:kg|kilo|litre|packet)|(?:kg|kilo|किलो|litre|"
                         r"लीटर|ltr|packet|पैकेट|pkt|tray|ट्रे|dozen|दर्जन|bottle|बोतल|case|केस)\b)", re.IGNORECASE)
#: Words of a payment made: the sentence pays now.
_PAID = re.compile(r"\bpaid\b|\btransferr|\bsent\b|\bneft\b|\brtgs\b|\bimps\b|\bupi\b|\bgpay\b|\butr\b|\bremitted\b|"
                   r"\b(?:de|kar|bhej|chuka|bhar)\s+(?:diy|die|di\b|diya)|भुगतान\s+(?:कर\s+)?(?:दिया|दिए|किया|किए|कर)|"
                   r"(?:दे|कर|भेज|चुका|भर)\s+(?:दिए|दिया|दी)", re.IGNORECASE)
#: Words right before an amount that make it working ("after deducting ₹100", "less ₹90", "out of ₹5,100").
_MARKED_BEFORE = re.compile(r"(?:after|less|minus|deduct\w*|out\s+of|of\s+the|from)\s*(?:the\s+)?(?:\(\s*)?$",
                            re.IGNORECASE)
#: Words right after an amount that make it working ("₹2,121.60 में से", "₹100.80 घटाकर", "₹12,564 wale bill").
_MARKED_AFTER = re.compile(r"^\s*(?:\)\s*)?(?:में\s+से|mein\s+se|me\s+se|wale|wala|वाले|वाला|का\s+बिल|ke\s+bill|bill\b|"
                           r"घटा|काट|kaat|ghata|minus|less|deduct|credit|क्रेडिट|के\s+बाद|ke\s+baad|कम|kam\b)",
                           re.IGNORECASE)
#: A word of what is left right before an amount ("baaki ₹4,564", "the balance of ₹999", "शेष ₹500").
_REST_BEFORE = re.compile(r"(?:balance|baaki|baki|bakaya|बाकी|बाक़ी|शेष|बकाया|remaining|rest)\s*(?:of\s+|amount\s+|"
                          r"राशि\s+|:\s*|-\s*|–\s*)?$", re.IGNORECASE)
#: Intents that act on bills or ask only (no goods bought, bargained or cancelled).
_BILL_ONLY = frozenset({"pay", "dispute", "ask_bill", "ask_quote", "ask_delivery"})
#: Refusals of a working line read alone that leave nothing asked: a bare count or figure of the bill's line.
_LINE_LEFT = frozenset({"ambiguous_intent.bare_number", "ambiguous_intent.figure"})
#: Words of a bill's working ("total", "less", "net payable", "कुल", "बाकी", "घटाकर", "शेष", "minus karke").
_WORKING = re.compile(r"\btotal\b|\bless\b|\bminus\b|\bnet\b|\bbalance\b|credit\s+note|\bdeduct|\bbaa?ki\b|\bkaat|"
                      r"\bghata|\bhisaab|कुल|बाकी|बाक़ी|घटा|शेष|काट|क्रेडिट|हिसाब", re.IGNORECASE)
_NUMBER = re.compile(r"(?<![0-9₹.,])([0-9]+(?:\.[0-9]+)?)(?![0-9])")


def _paise(figure: str) -> int:
    """Paise of a written figure ("4,529" → 452900, "2,121.60" → 212160)."""
    return round(float(figure.replace(",", "")) * 100)


def written_amounts(text: str) -> list[tuple[int, int, int]]:
    """(start, end, paise) of each rupee amount of ``text`` that is no rate, outside quoted lines ("> …") and a
    ``<think>`` block."""
    hidden = [m.span() for m in re.finditer(r"<think>.*?(?:</think>|$)", text, re.S)]
    hidden += [m.span() for m in re.finditer(r"(?m)^\s*>.*$", text)]
    out = []
    for m in _AMOUNT.finditer(text):
        if any(a <= m.start() < b for a, b in hidden) or _RATE_AFTER.match(text, m.end()):
            continue
        out.append((m.start(), m.end(), _paise(m.group(1))))
    return out


def sums_with(values, x: int) -> set[int]:
    """The amounts of every sum among ``values`` (paise) that holds ``x``: two to four distinct values adding up to
    another of them; empty when none does (or there are more than twelve distinct values)."""
    vals = sorted(set(values))
    if x not in vals or len(vals) > 12:
        return set()
    found: set[int] = set()
    for k in (2, 3, 4):
        for parts in itertools.combinations(vals, k):
            total = sum(parts)
            if total in vals and total not in parts and (x in parts or x == total):
                found |= set(parts) | {total}
    return found


def _span_of(text: str, at: int) -> tuple[int, int]:
    """Start and end of the sentence of ``text`` holding ``at`` (``lang.bill_line_money.sentence_of``)."""
    sentence, off = sentence_of(text, at)
    lo = at - off
    return lo, lo + len(sentence)


def _counted_rate(sentence: str, amount: int, working: set[int]) -> bool:
    """``amount`` is a rate that a count of ``sentence`` multiplies to one of its ``working`` amounts ("40 | ₹28 |
    ₹1,120")."""
    counts = [float(n) for n in _NUMBER.findall(sentence)]
    return any(round(c * amount) in working for c in counts if 0 < c < 100000)


def _asks_nothing(reading) -> bool:
    """A working line read alone asks nothing the desk acts on: nothing at all, a bill or credit note with no id
    ("Less credit note CN-118:"), or a bill's line with its amount gone ("| Everest haldi 100 g | 40 | | |")."""
    if reading.readable:
        return not reading.intents
    key = getattr(reading, "reason_key", "")
    return key == "no_intent.nothing" or key.startswith("no_id.") or key in _LINE_LEFT


def _marked(text: str, start: int, end: int) -> bool:
    """The amount at ``start``–``end`` is said as working (``_MARKED_BEFORE`` / ``_MARKED_AFTER``)."""
    return bool(_MARKED_BEFORE.search(text[max(0, start - 30):start]) or _MARKED_AFTER.match(text[end:end + 20]))


def _worked_text(text, places, working, read):
    """``text`` with the working taken out (module docstring), the bills named where it was taken out and the
    amounts kept in sentences of payment; None when a sentence cannot be told working."""
    spans: dict[tuple[int, int], list[tuple[int, int, int]]] = {}
    for place in places:
        if place[2] in working and not _REST_BEFORE.search(text[max(0, place[0] - 25):place[0]]):
            spans.setdefault(_span_of(text, place[0]), []).append(place)
    cuts: list[tuple[int, int]] = []
    named: set[str] = set()
    for (lo, hi), inside in spans.items():
        sentence = text[lo:hi]
        if _PAID.search(sentence):
            unmarked = [p for p in inside if not _marked(text, p[0], p[1])]
            if len(unmarked) != 1 and len(inside) > 1:
                return None
            cuts += [(p[0], p[1]) for p in inside if len(inside) > 1 and p is not unmarked[0]]
            continue
        bills = {f"B{n}" for n in _BILL.findall(sentence)}
        if bills:
            named |= bills
            if not sentence.lstrip().startswith("|") and _asks_nothing(read(_AMOUNT.sub("", sentence))):
                cuts.append((lo, hi - 1 if sentence.endswith("\n") else hi))
            else:
                cuts += [(p[0], p[1]) for p in inside]
            continue
        others = [p for p in places if lo <= p[0] < hi and p not in inside]
        if any(not _counted_rate(sentence, p[2], working) for p in others):
            return None
        rates = [m for m in _AMOUNT.finditer(sentence) if _RATE_AFTER.match(sentence, m.end())]
        if any(not _counted_rate(sentence, _paise(m.group(1)), working) for m in rates):
            return None
        alone = _AMOUNT.sub("", sentence)
        if not (others or rates) and alone.strip(" |*-:.0123456789\n") and not _asks_nothing(read(alone)):
            return None
        cuts.append((lo, hi - 1 if sentence.endswith("\n") else hi))
    if not cuts:
        return None
    cuts.sort()
    out, last = [], 0
    for a, b in cuts:
        if a < last:
            continue
        out.append(text[last:a])
        last = b
    cut_text = "".join(out) + text[last:]
    kept = {p[2] for p in places if not any(a <= p[0] < b for a, b in cuts) and _PAID.search(
        text[slice(*_span_of(text, p[0]))])}
    return cut_text, named, kept


def bill_working_read(text, reading, read):
    """``reading``, or ``text`` read again with its working taken out when the refused amount is part of a sum of
    the message's own amounts (module docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS or not _BILL.search(text):
        return reading
    m = FIGURE_AMOUNT.match((getattr(reading, "reason_args", None) or {}).get("figure", "").strip())
    if not m:
        return reading
    places = written_amounts(text)
    working = sums_with([p[2] for p in places], _paise(m.group(1)))
    if not working:
        return reading
    worked = _worked_text(text, places, working, read)
    if worked is None:
        return reading
    cut_text, named, kept = worked
    again = read(cut_text)
    if not again.readable or not again.intents or any(i.kind not in _BILL_ONLY for i in again.intents):
        return reading
    if any(i.kind != "ask_quote" and i.sku for i in again.intents):
        return reading
    acted = {i.bill_id for i in again.intents if i.bill_id}
    if not named <= acted or any(i.kind == "pay" and i.total_paise is not None and i.total_paise not in kept
                                 for i in again.intents):
        return reading
    return again


def working_unclear(text, reading):
    """``reading``, or for a refused amount of a payment's working that adds up with none of the message's other
    amounts, the refusal ``ambiguous_intent.working_off`` naming the bill and the amount (module docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS:
        return reading
    figure = (getattr(reading, "reason_args", None) or {}).get("figure", "").strip()
    m = FIGURE_AMOUNT.match(figure)
    bills = [f"B{n}" for n in _BILL.findall(text)]
    places = written_amounts(text)
    if not m or not bills or len({p[2] for p in places}) < 3 or not _PAID.search(text):
        return reading
    x = _paise(m.group(1))
    mine = [p for p in places if p[2] == x]
    if not mine or sums_with([p[2] for p in places], x):
        return reading
    sentence = text[slice(*_span_of(text, mine[0][0]))]
    if not _WORKING.search(sentence):
        return reading
    on_line = [f"B{n}" for n in _BILL.findall(sentence)]
    bill = on_line[0] if on_line else bills[0] if len(set(bills)) == 1 else None
    if bill is None:
        return reading
    return Reading.refused(why("ambiguous_intent.working_off", id=bill, figure=figure.split()[0]),
                           getattr(reading, "language", "en"))
