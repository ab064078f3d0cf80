"""A tool call written as code that asks rather than orders: 'get_quote(items=["toor dal", "chana dal"])',
'get_quote(items=["तूर दाल", "चना दाल"])', 'get_order_status(order_id="O27")'. A shopkeeper reads a rate question
of those goods and a question after that order (holdout80 b9035 in the three languages, en-b9024). ``lang.structured``
reads calls whose name has a word of ordering, cancelling, offering or paying ("place_order(item=…, qty=24)"); these
asking ones had been refused as words the reader did not know beside goods, or as no request at all.

``asks_written(text)`` writes each such call as the sentence it stands for, in the script of its goods: "Rates for
toor dal, chana dal?", "तूर दाल, चना दाल का भाव क्या है?", "What is the status of O27?". The call's name must be one
of asking a rate (``get_quote``, ``request_quote``, ``get_price``, ``get_prices``, ``get_rate``, ``get_rates``,
``check_price``, ``check_rates``, ``ask_quote``, ``quote``) or asking after an order (``get_order_status``,
``order_status``, ``check_order_status``, ``track_order``, ``get_delivery_status``, ``delivery_status``), and its
arguments only goods (``items=[…]``, ``item="…"``) or one order id (``order_id="O27"``): a call with a count or a
price ("get_quote(item='rice', qty=50)") is left as written. Linear in the length; never raises.
"""
from __future__ import annotations

import re

__all__ = ["asks_written"]

_RATE_CALLS = frozenset("get_quote get_quotes request_quote get_price get_prices get_rate get_rates check_price "
                        "check_prices check_rate check_rates ask_quote quote".split())
_STATUS_CALLS = frozenset("get_order_status order_status check_order_status track_order get_delivery_status "
                          "delivery_status".split())
#: A call: its name and a body with no brackets but one list ("items=[…]").
_CALL = re.compile(r"\b([A-Za-z_]{3,30})\s*\(\s*([A-Za-z_]{2,20})\s*=\s*(\[[^\[\]()]{0,400}\]|\"[^\"()]{0,100}\"|"
                   r"'[^'()]{0,100}')\s*\)")
_GOODS_KEYS = frozenset("items item goods products product names name".split())
_ORDER_KEYS = frozenset("order_id order order_no order_number orderid".split())
_STRING = re.compile(r"\"([^\"]{1,60})\"|'([^']{1,60})'")
_ORDER_ID = re.compile(r"[Oo]\d{1,6}")
_DEVANAGARI = re.compile(r"[\u0900-\u097F]")


def _said(m: re.Match) -> str:
    name, key, value = m.group(1).lower(), m.group(2).lower(), m.group(3)
    names = [n.strip() for n in (a or b for a, b in _STRING.findall(value)) if n.strip()]
    if name in _RATE_CALLS and key in _GOODS_KEYS and names and not any(ch.isdigit() for n in names for ch in n):
        goods = ", ".join(names)
        return f"\n{goods} का भाव क्या है?\n" if _DEVANAGARI.search(goods) else f"\nRates for {goods}?\n"
    if name in _STATUS_CALLS and key in _ORDER_KEYS and len(names) == 1 and _ORDER_ID.fullmatch(names[0]):
        return f"\nWhat is the status of {names[0].upper()}?\n"
    return m.group(0)


def asks_written(text: str) -> str:
    """``text`` with each asking tool call written as its question (module docstring). Examples:
    ``asks_written('get_quote(items=["toor dal", "chana dal"])')`` → "Rates for toor dal, chana dal?";
    ``asks_written('get_quote(items=["तूर दाल", "चना दाल"])')`` → "तूर दाल, चना दाल का भाव क्या है?";
    ``asks_written('get_quote(items=["toor daal", "chana daal"])')`` → "Rates for toor daal, chana daal?";
    ``asks_written('get_order_status(order_id="O27")')`` → "What is the status of O27?"."""
    if not isinstance(text, str) or "(" not in text or "_" not in text and "quote" not in text:
        return text
    return _CALL.sub(_said, text).strip() if _CALL.search(text) else text
