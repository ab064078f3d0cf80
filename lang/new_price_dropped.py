"""A price turned down on a list line and a new one after it, both dropped (session 56, SILENT; LEFT56 item 4):
"कृपया भेजिए: ⏎ - चावल 100 किलो – ₹38 नहीं, ₹36.50 किलो ⏎ - चना दाल 20 किलो – ₹72 किलो", "Please bhejiye: ⏎ -
Chawal 100 kilo – is baar ₹38 nahi, ₹36.50 kilo ⏎ - Chana dal …" had ordered 100 kg rice at no price — the ₹36.50
the shop asked lost, silently, with the second line's price read — where the English "not ₹38 this time, ₹36.50/kg"
was refused ("what is ₹36.50/kg for?"). Whether the new price is an order at it or an offer is not ruled on (an
imperative with a new price); what is never right is to act on the goods at no price. So the message is refused
as the English is, naming the new price (``ambiguous_intent.figure``), in the writer's language.

When: the reading is read and acts (order or offer) on goods with a count at no price, and nothing of it prices
them (no accept, offer or change at a price); a list line ("- ", "* ", "1. "; no table row, no quoted line) naming
those goods first holds two prices or more, one of them turned down — struck out ("~~₹38~~") or
said not wanted right beside it ("₹38 नहीं", "₹38 nahi", "not ₹38") — and a price after it that is not.

Shape: ``new_price_dropped(text, reading, catalogue)`` → the reading, or the refusal; run by
``lang.reader.read_message`` after every other stage. Linear in the text.
"""
from __future__ import annotations

import re

from lang.pack_misfit_guards import goods_named
from lang.reading import Reading
from lang.reasons import why

__all__ = ["new_price_dropped"]

_PRICE = re.compile(r"(~~\s*)?(?:₹|rs\.?\s?|inr\s?)\s?\d[\d,]*(?:\.\d+)?(?:\s*/\s*[^\s,;.]+)?(\s*~~)?", re.IGNORECASE)
_NOT_AFTER = re.compile(r"^[\s*]*(?:nahi|nahin|nai|नहीं|नही)(?![\w\u0900-\u097F])", re.IGNORECASE)
_LIST_LINE = re.compile(r"^\s*(?:[-*•]|\d{1,2}[.)])\s+")  # "- ", "* ", "• ", "1. ", "2) ": a list's line
_NOT_BEFORE = re.compile(r"\bnot\s+(?:the\s+)?$", re.IGNORECASE)


def _turned_down(line: str, m: re.Match) -> bool:
    """Whether the price ``m`` on ``line`` is struck out or said not wanted right beside it."""
    if m.group(1) and m.group(2) or "~~" in line[max(0, m.start() - 3):m.start()] and "~~" in line[m.end():m.end() + 3]:
        return True
    return bool(_NOT_AFTER.match(line[m.end():]) or _NOT_BEFORE.search(line[:m.start()]))


def new_price_dropped(text: str, reading: Reading, catalogue) -> Reading:
    """``reading`` of ``text``, or its refusal when goods it acts on at no price had a price turned down and a new
    one on their line (module docstring). ``catalogue``: the shop's catalogue (goods names)."""
    if not isinstance(text, str) or not reading.readable or text.count("₹") + text.lower().count("rs") < 2:
        return reading
    priced = {i.sku for i in reading.intents if i.unit_price_paise is not None or i.total_paise is not None or
              i.price_change_paise is not None}
    unpriced = {i.sku for i in reading.intents if i.kind in ("order", "offer") and i.sku and i.quantity is not None} - priced
    if not unpriced:
        return reading
    for line in text.splitlines():
        if not _LIST_LINE.match(line) or "|" in line:
            continue
        prices = list(_PRICE.finditer(line))
        if len(prices) < 2 or goods_named(line, catalogue) not in unpriced:
            continue
        down = [k for k, m in enumerate(prices) if _turned_down(line, m)]
        new = [m for k, m in enumerate(prices) if down and k > down[0] and k not in down]
        if new:
            return Reading.refused(why("ambiguous_intent.figure", figure=new[0].group().strip("~ ")), reading.language)
    return reading
