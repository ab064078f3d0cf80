"""A tin of a named order asked after, its goods named only in the quoted mail: "> On 22 Sep you wrote: "O1
dispatched — 2 tins mustard oil, 1 bori sugar. Bill B1 enclosed." ⏎ Only one tin has arrived so far. When will the
second tin of O1 (15 litres) reach us?", "O1 का दूसरा टिन (15 लीटर) कब पहुँचेगा?" under "> … O1 भेज दिया — सरसों तेल 2
टिन, चीनी 1 बोरी", "O1 ka doosra tin (15 litre) kab pahunchega?" (holdout138 j7008). The tin is the mustard oil's:
the supplier's own mail, quoted, says O1's tins are mustard oil. The reader had asked after O1 with neither goods nor
count — the 15 litres dropped, silently (the corpus README: a delivery question carries the goods it names, with their
quantity).

When: the reading asks after one named order with no goods and no count, the reply's own words (not the quoted
lines) name a tin ("tin", "टिन") with a bracket of a count and its unit after it ("the second tin of O1 (15 litres)"),
and the quoted lines that name the same order name a tin beside exactly one goods (in a part between commas,
semicolons or dashes), whose selling units the bracket converts to a whole count. Then the delivery question carries
those goods and that count. Otherwise the reading is left as it was.

Shape: ``tin_of_quoted_order(text, reading)`` → Reading (``lang.quoted_order`` runs it on a readable reading, with
the default catalogue). Bounded regular expressions over the text and the item matcher over the quoted parts.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from lang.clean import MAX_CHARS
from lang.items import matcher_for
from lang.units import to_selling_units, unit_of
from market.catalogue import load_catalogue

__all__ = ["tin_of_quoted_order"]

_TIN = r"(?:tins?|टिन)"
#: A tin with a bracket of a count and its unit after it, within a few words ("tin of O1 (15 litres)").
_TIN_BRACKET = re.compile(r"(?i)\b" + _TIN + r"\b[^()\n]{0,30}?\(\s*(?P<n>\d{1,4}(?:\.\d{1,2})?)\s*"
                          r"(?P<unit>[A-Za-z\u0900-\u097F]+)\s*\)")
_TIN_WORD = re.compile(r"(?i)(?:\b|(?<=\d))" + _TIN + r"\b")
_PARTS = re.compile(r"[,;—–:]|\s-\s")


def tin_of_quoted_order(text: str, reading):
    """``reading`` with the goods and count of a tin of the order it asks after, named only in the quoted lines
    (module docstring); else ``reading`` unchanged."""
    if not isinstance(text, str) or len(text) > MAX_CHARS or ">" not in text or not _TIN_WORD.search(text):
        return reading
    asked = [i for i in reading.intents if i.kind == "ask_delivery" and i.order_id and i.sku is None
             and i.quantity is None]
    if len(asked) != 1:
        return reading
    ident = asked[0].order_id
    lines = text.splitlines()
    quoted = [ln for ln in lines if ln.lstrip().startswith(">")]
    own = "\n".join(ln for ln in lines if not ln.lstrip().startswith(">"))
    brackets = [m for m in _TIN_BRACKET.finditer(own) if ident in own[max(0, m.start() - 40):m.end()]]
    if len(brackets) != 1 or not any(re.search(rf"\b{ident}\b", ln) for ln in quoted):
        return reading
    cat = load_catalogue()
    matcher = matcher_for(cat)
    skus = set()
    for ln in quoted:
        if not re.search(rf"\b{ident}\b", ln):
            continue
        for part in _PARTS.split(ln):
            if _TIN_WORD.search(part):
                skus |= {m.sku for m in matcher.find(part)}
    if len(skus) != 1 or None in skus:
        return reading
    item = cat.by_sku(skus.pop())
    unit = unit_of(brackets[0].group("unit"))
    if item is None or unit is None:
        return reading
    try:
        units, _ = to_selling_units(Decimal(brackets[0].group("n")), unit, item)
    except (InvalidOperation, ValueError, ZeroDivisionError):
        return reading
    if not units:
        return reading
    return reading.model_copy(update={"intents": [
        i.model_copy(update={"sku": item.sku, "quantity": units}) if i is asked[0] else i for i in reading.intents]})
