"""A count changed on a named order's line with no unit said is counted in the line's own unit: "Order O4 mein Lux
soap 60 se 40 kar do please.", "Order O99 mein Colgate 36 se 24 kar do, Surf Excel same rehne do.", "O12 mein chawal
50 ki jagah 30 kar do", "O42 में चीनी 20 की जगह 15 कर दो" (a new user's trial, session 34: B20, A31; holdout104's
golds: cancel rice 20 kg on O12, sugar 5 kg on O42). ``lang.count_for_count`` refuses two bare numbers joined as one
count for another ("40 instead of 60 — 40 what?", ``ambiguous_intent.count_unit``), since "15 kar do" may ask a
price. A shopkeeper reads an order's line changed: the order holds the goods in their selling unit, and 60 → 40 Lux
soaps is 20 soaps fewer.

``line_unit_read(text, reading, read, catalogue)`` reads such a refusal again with the unit written after both
counts ("… Lux soap 60 piece se 40 piece kar do …", "चीनी 20 किलो की जगह 15 किलो", "chawal 50 kilo ki jagah 30 kilo")
when every one of these holds, and keeps that reading when it holds the change (a cancel of the difference to fewer,
an order of it to more) on the order named:
- the message names an order (O4): the line is an open order's;
- the goods stand right before the first count and are one catalogue item whose unit is its only count: sold by the
  kilo or the litre in packs of one (rice, dals, sugar, oils, ghee, onion; detergent's 1 kg packet), or by the piece
  or bar (toothpaste, bath soap, laundry bar) — not eggs (trays), milk (packets or litres), atta (bags or kilos), a
  dozen of bananas, bottles of a drink (cases), or a packet of 500 g;
- both counts are at least 5 (not "chawal 3 se 2": sacks?);
- the two figures cannot both be the goods' price: one lies outside half to one and a half times the MRP, or the
  smaller is under three quarters of the larger ("cheeni 45 se 42 kar do" asks a price: refused as before).
Otherwise the refusal stands. English "15 instead of 20" is read by ``lang.count_changes`` and never comes here.

Shape: ``line_unit_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading. Linear: a few
bounded regular expression passes and one reading again.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from lang.clean import MAX_CHARS
from lang.items import matcher_for
from lang.language import normalize, tokenize
from market.catalogue import load_catalogue

__all__ = ["line_unit_read"]

_ORDER_ID = re.compile(r"(?<![A-Za-z0-9])[Oo]-?\d{1,6}\b")
_JOIN = r"(?:(?:ki|ke|की|के)\s+(?:jagah|jageh|जगह)|se|से)"
_SENTENCE_END = re.compile(r"\.(?!\d)|[!?।\n;]")
#: The unit word written after each count, by the item's unit and the message's language.
_WORD = {"en": {"kg": "kg", "litre": "litres", "piece": "pieces", "bar": "pieces", "packet": "packets"},
         "hi": {"kg": "किलो", "litre": "लीटर", "piece": "पीस", "bar": "पीस", "packet": "पैकेट"},
         "hinglish": {"kg": "kilo", "litre": "litre", "piece": "piece", "bar": "piece", "packet": "packet"}}


def _one_count_unit(item) -> bool:
    """The item's selling unit is the only count a line of it is said in (module docstring)."""
    size = item.unit_size.replace(" ", "").lower()
    return item.unit == "kg" and size == "1kg" or item.unit == "litre" and size == "1l" or \
        item.unit == "packet" and size == "1kg" or item.unit in ("piece", "bar") and item.sku != "eggs-1pc"


def _could_be_prices(old: Decimal, new: Decimal, item) -> bool:
    """Both figures could be the goods' price: within half to one and a half times its MRP, and close together."""
    mrp = Decimal(item.mrp_paise) / 100
    near = all(mrp / 2 <= x <= mrp * Decimal("1.5") for x in (old, new))
    return near and min(old, new) >= max(old, new) * Decimal("0.75")


def line_unit_read(text, reading, read, catalogue=None):
    """``reading``, or the message read again with the line's unit after its two counts (module docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.count_unit" or not isinstance(
            text, str) or len(text) > MAX_CHARS or not _ORDER_ID.search(text):
        return reading
    args = getattr(reading, "reason_args", None) or {}
    m, n = str(args.get("m", "")), str(args.get("n", ""))
    if not (m.isdigit() and n.isdigit()):
        return reading
    found = re.search(rf"(?<![\d.,]){m}(\s+{_JOIN}\s+){n}(?![\d.,]|\s*%)", text, re.I)
    if found is None:
        return reading
    try:
        old, new = Decimal(m), Decimal(n)
    except InvalidOperation:
        return reading
    start = max((e.end() for e in _SENTENCE_END.finditer(text, 0, found.start())), default=0)
    cat = catalogue if catalogue is not None else load_catalogue()
    tokens = tokenize(normalize(text[start:found.start()]))
    mentions = matcher_for(cat).find_in_tokens(tokens)
    last = mentions[-1] if mentions else None
    if last is None or last.ambiguous or not last.sku or last.last < len(tokens):
        return reading
    item = cat.by_sku(last.sku)
    if not _one_count_unit(item) or min(old, new) < 5 or old == new or _could_be_prices(old, new, item):
        return reading
    word = _WORD.get(reading.language, _WORD["en"]).get(item.unit)
    if word is None:
        return reading
    again = text[:found.start()] + f"{m} {word}{found.group(1)}{n} {word}" + text[found.end():]
    other = read(again)
    want = ("cancel" if old > new else "order", item.sku, int(abs(old - new)))
    if other.readable and any((i.kind, i.sku, i.quantity) == want and i.order_id for i in other.intents) and sum(
            i.sku == item.sku for i in other.intents) == 1:
        return other
    return reading
