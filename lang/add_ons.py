"""A price with its add-on said beside it, written as the all-in price before reading (part of stage 1,
``lang.before_reading``): "₹36 + 5% GST" is ₹37.80, "₹40 plus ₹1.50/kg transport" ₹41.50, "₹40 और ₹1.50 किलो भाड़ा"
₹41.50 — what the shop agrees to pay a kilo (breaker V, holdout83: read as ₹36 and ₹40, the add-on dropped,
silently).

Only a price followed at once by "+"/"plus"/"and"/"aur"/"और" and a percentage of GST, or a second rupee amount
named as transport, freight, delivery or bhaada by the same unit ("₹1.50/kg transport"; "+ ₹200 transport", a
lump sum, is left as written); the sum is exact (``decimal``) and written with two decimals at most.
Anything else — "₹36 + GST" with no rate, "5% GST extra" said apart — is left as written. Linear: two regular
expression passes without nesting.
"""
from __future__ import annotations

import re
from decimal import Decimal

__all__ = ["all_in_prices"]

_RUPEES = r"(₹|Rs\.?\s?|INR\s?)(\d{1,6}(?:\.\d{1,2})?)"
_UNIT = r"((?:\s?(?:/|per|a|an|प्रति)\s?|\s)(?:kg|kilo|kgs|litre|liter|ltr|l|packet|pkt|piece|pc|dozen|किलो|लीटर|पैकेट))?"
_AND = r"\s*(?:\+|plus|and|aur|और)\s*"
_GST = re.compile(_RUPEES + _UNIT + _AND + r"(\d{1,2}(?:\.\d{1,2})?)\s?%\s?(?:GST|जीएसटी|gst|tax|टैक्स)", re.I)
_CARRIAGE = re.compile(_RUPEES + _UNIT + _AND + r"(?:₹|Rs\.?\s?)?(\d{1,4}(?:\.\d{1,2})?)" + _UNIT[:-1] +
                       r"\s?(?:transport|freight|delivery|cartage|bhaada|bhada|bhaara|भाड़ा|भाडा|किराया)", re.I)


_CARRIAGE_WORDS = ("transport", "freight", "delivery", "cartage", "bhaa", "bhad", "भाड़ा", "भाडा", "किराया")


def _money(value: Decimal) -> str:
    text = f"{value.quantize(Decimal('0.01'))}"
    return text[:-3] if text.endswith(".00") else text


def all_in_prices(text: str) -> str:
    """``text`` with each price-and-add-on written as the all-in price (module docstring). Never raises."""
    if not isinstance(text, str):
        return text
    low = text.lower()
    if "%" not in text and not any(s in low for s in _CARRIAGE_WORDS):
        return text
    text = _GST.sub(lambda m: f"{m.group(1)}{_money(Decimal(m.group(2)) * (100 + Decimal(m.group(4))) / 100)}"
                              f"{m.group(3) or ''}", text)
    return _CARRIAGE.sub(lambda m: f"{m.group(1)}{_money(Decimal(m.group(2)) + Decimal(m.group(4)))}{m.group(3) or m.group(5)}",
                         text)
