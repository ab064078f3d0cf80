"""Messages written as data (part of stage 1, cleaning): a tool call written out as text, and JSON or YAML
records in a fenced block, read as words.

A model that writes its tool call as text instead of calling it
(``Action: send_message(to='Sharma Traders', text='Please send 5 litres …')``)
meant the ``text`` argument as the message: ``lang.tool_call_text`` returns it (the
reasoning and the call around it are not the message; an empty argument is an
empty message).

Chat models asked to "send an order" often write it as structured data instead
of a sentence::

    ```json
    {"item": "rice", "qty_kg": 40, "rate_per_kg": 36}
    ```
    ```yaml
    order:
      - item: Parle-G
        qty: 3 peti
        rate: 4.20
    ```
    ```
    item: दही (मदर डेयरी 400g), qty: 24 packet, rate: 33
    ```

``records_as_words(text)`` replaces every such fenced block (any tag but the
reader's own ``lang.fenced.BLOCK_TAGS``, which have their own schema) by one
line of words a record: ``40 kg rice @ ₹36 per kg``, ``3 peti Parle-G @ ₹4.20``.
The rest of the reader then reads those lines as it reads any message, so a
record without an item, a quantity or a price is refused as any such line is
("40 kg @ ₹36": which item?). A record is a mapping with an item key
(``ITEM_KEYS``: item, product, name, sku, सामान, maal…); its quantity comes
from a quantity key (``qty``, ``quantity``, ``मात्रा``; a unit in the key's
suffix: ``qty_kg`` → "kg"), its price from a price key (``rate``, ``price``,
``भाव``, ``unit_price_inr``; ``price_per_kg`` → "per kg") and a total from a
total key. Other keys (delivery dates, notes) are left out. A block that holds
no record, or does not parse, is left as it was.

Parsing is bounded: JSON through ``json.loads`` (deeply nested or malformed
bodies are left as text, never raised), the YAML-like form line by line
("key: value", "- key: value", several "key: value" pairs on a line split at
commas); no YAML library is used, so aliases cannot multiply the work.
"""
from __future__ import annotations

import json
import re

__all__ = ["records_as_words", "records_words", "record_key", "ITEM_KEYS", "QTY_KEYS", "PRICE_KEYS", "TOTAL_KEYS", "ACTION_KEYS",
           "ACTIONS", "ORDER_ID_KEYS", "BILL_ID_KEYS"]

#: Keys that name a record's item (folded to lower case, spaces and dashes as "_").
ITEM_KEYS = frozenset("item item_name product product_name name sku goods saman samaan saamaan maal cheez vastu "
                      "सामान माल चीज़ चीज वस्तु आइटम".split())
#: Keys that give a quantity; a suffix after "_" is its unit ("qty_kg", "quantity_litres").
QTY_KEYS = frozenset("qty quantity quantities matra maatra count units मात्रा संख्या".split())
#: Keys that give a price per unit; "per_<unit>" after them is the unit priced ("rate_per_kg").
PRICE_KEYS = frozenset("rate price unit_price bhav bhaav daam dam dar दर भाव दाम रेट price_inr rate_inr unit_price_inr "
                       "price_each rate_each our_price our_rate counter_price offer_price new_price target_price "
                       "proposed_price revised_price".split())
#: Keys of a price the record refers to, not its own (the supplier's quote, an old price): the price accepted or
#: refused when the record has none of its own ({"decision": "reject", "quoted_price": 560}), never the price offered
#: ({"decision": "counter", "your_price": 44, "our_price": 41}: ₹41, breaker S read neither).
REFERENCE_PRICE_KEYS = frozenset("your_price your_rate quoted_price quoted_rate their_price supplier_price "
                                 "current_price old_price previous_price last_price".split())
#: Keys that are a unit and hold the count in it ({"item": "Parle-G", "packets": 120}, breaker S).
UNIT_COUNT_KEYS = frozenset("packets packet pkts pkt pieces pcs nos bottles boxes trays cases peti kg kgs kilo litres "
                            "liters ltr dozen".split())
#: Keys that give the quantity's unit on their own ({"qty": 3, "unit": "case"}: 3 cases, breaker N).
UNIT_KEYS = frozenset("unit uom unit_of_measure qty_unit quantity_unit unit_type इकाई".split())
#: Keys that give the price of the whole line.
TOTAL_KEYS = frozenset("total total_price total_inr amount line_total कुल kul".split())

#: Keys that say what a record asks ("action": "cancel"); a mapping keyed by such a word holds its records
#: ({"cancel": {...}}, "order:" over a list).
ACTION_KEYS = frozenset("action kind type intent act operation request karya kaarya कार्य काम decision status "
                        "quote_response response".split())
#: What an action's value asks, as the words the reader reads. A block with an action we have no words for is
#: left as it was written (and refused), never read without that record.
ACTIONS = {**{w: "cancel" for w in "cancel cancellation cancelled remove reduce cut delete hatao hata radd रद्द "
                                     "हटाओ हटाना कम kam".split()},
           **{w: "send" for w in "order orders send buy purchase add bhejo bhejna mangao ऑर्डर भेजो भेजना "
                                   "मंगाओ".split()},
           **{w: "offer" for w in "offer counter counter_offer counteroffer bid propose proposal".split()},
           **{w: "accept" for w in "accept accepted agree agreed approve approved ok okay".split()},
           **{w: "pay" for w in "pay payment paid bhugtan भुगतान".split()},
           **{w: "reject" for w in "reject rejected refuse decline".split()}}
#: Keys that name the order or bill a record is about.
ORDER_ID_KEYS = frozenset("order_id order_no order_number orderid ऑर्डर_नंबर".split())
BILL_ID_KEYS = frozenset("bill bill_id bill_no bill_number billid invoice invoice_no बिल_नंबर".split())

_UNKNOWN_ACTION = "?"  # what _record_words gives a record whose action has no words of ours

_FENCE = re.compile(r"```[ \t]*([A-Za-z_]*)[ \t]*\n?(.*?)```", re.S)
_RESERVED = {"negotiate", "order", "cancel", "pay", "dispute", "bill"}  # lang.fenced.BLOCK_TAGS, read by schema
_PAIR = re.compile(r"^\s*(?:-\s+)?[\"']?([^:\"'\n]{1,40}?)[\"']?\s*:\s*(.*?)\s*,?\s*$")
_MAX_RECORDS = 50


_PLAIN_NUMBER = re.compile(r"\d{1,9}(?:\.\d{1,3})?")

def _key(raw: object) -> str:
    return re.sub(r"[\s\-]+", "_", str(raw).strip().lower())


record_key = _key  # a record's key as the tables above hold it ("Item Name" -> "item_name"; lang.json_mail's too)


def _split_key(key: str, heads: frozenset[str]) -> tuple[bool, str]:
    """(the key is one of ``heads``, possibly with a unit suffix; the unit): "qty_kg" → (True, "kg")."""
    if key in heads:
        return True, ""
    for head in heads:
        if key.startswith(head + "_"):
            rest = key[len(head) + 1:]
            rest = rest[4:] if rest.startswith("per_") else rest
            rest = rest[3:] if rest.startswith("in_") else rest
            if rest in ("inr", "rs", "rupees", "unit", "each", "piece_or_packet"):
                return True, ""
            return True, rest.replace("_", " ")
    return False, ""


def _action_of(text: str) -> str:
    """What an action value asks: its words ("cancel" → "cancel"), else the first word of a name joined by "_"
    that has words ("place_order" → "send", "cancel_order" → "cancel"); ``_UNKNOWN_ACTION`` otherwise."""
    key = _key(text)
    return ACTIONS.get(key) or next((ACTIONS[w] for w in key.split("_") if w in ACTIONS), _UNKNOWN_ACTION)


def _scalar(value: object) -> str | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float, str)):
        text = str(value).strip()
        return text if 0 < len(text) <= 120 else None
    return None


def _record_words(record: dict, context: dict) -> str | None:
    """One record as words ("40 kg rice @ ₹36 per kg", "cancel 12 Pepsi from O23"); None when it names no
    item, quantity, price or order; ``_UNKNOWN_ACTION`` when it asks an action the reader has no words for.
    ``context``: the action and ids of the mappings around it."""
    item = qty = price = total = reference = None
    qty_unit = price_unit = unit_said = ""
    action, order_id, bill_id = context.get("action"), context.get("order_id"), context.get("bill_id")
    for raw_key, value in record.items():
        key, text = _key(raw_key), _scalar(value)
        if text is None:
            continue
        if key in ACTION_KEYS:
            action = _action_of(text)
            continue
        if key in ORDER_ID_KEYS or re.fullmatch(r"[Oo]\d{1,6}", text):  # "ऑर्डर": "O23"
            order_id = text.upper()
            continue
        if key in BILL_ID_KEYS or re.fullmatch(r"[Bb]\d{1,6}", text):
            bill_id = text.upper()
            continue
        if key in ITEM_KEYS and item is None:
            item = text
            continue
        if key in UNIT_KEYS:
            unit_said = text
            continue
        is_qty, unit = _split_key(key, QTY_KEYS)
        if is_qty and qty is None or key in UNIT_COUNT_KEYS and qty is None:
            qty, qty_unit = text, unit if is_qty else key
            continue
        if key in REFERENCE_PRICE_KEYS:
            reference = reference or text
            continue
        is_total, _ = _split_key(key, TOTAL_KEYS)
        if is_total and total is None:
            total = text
            continue
        is_price, unit = _split_key(key, PRICE_KEYS)
        if is_price and price is None:
            price, price_unit = text, unit
    if action == "?":
        return _UNKNOWN_ACTION
    qty_unit = qty_unit or unit_said  # {"qty": 4, "unit": "tray"}: 4 trays, not 4 eggs
    if bill_id and item is None and qty is None and price is None:  # {"bill": "B4", "amount": 1200}
        amount = f"₹{total.lstrip('₹')}" if total is not None else ""
        return f"Paid {amount} against {bill_id}." if action == "pay" else f"{amount} for {bill_id}".strip() or None
    price = price if price is not None or action not in ("accept", "reject") else reference
    if item is None and qty is None and price is None and order_id is None:
        return None
    goods = " ".join(w for w in (f"{qty} {qty_unit}".strip() if qty is not None else "", item or "") if w)
    money = None
    if price is not None:
        money = (price if price.startswith(("₹", "Rs", "rs", "INR")) else f"₹{price}") + (
            f" per {price_unit}" if price_unit else "")
    if action == "cancel":
        return " ".join(w for w in ("cancel", goods, f"from {order_id}" if order_id and goods else order_id or "")
                        if w)
    if action == "offer":
        return f"{item or ''}: can you do {money or '?'}" + (f" for {goods}" if qty is not None else "") + "?"
    if action in ("accept", "reject"):
        said = "is fine" if action == "accept" else "is not acceptable"
        if total is not None and qty is not None and money is None:  # {"quote_response": "accepted", "qty_kg": 50,
            return f"₹{total.lstrip('₹')} for the {goods} {said}."  # "total_inr": 1500}: the lot's price
        return f"{item or ''} at {money} {said}." if money else f"{item or ''} {said}."
    if qty is not None and not qty_unit and item and _PLAIN_NUMBER.fullmatch(qty.strip()):
        goods = f"{item} x {qty.strip()}"  # {"item": "agarbatti", "qty": 40}: a count, said as one ("Onion 34" is not)
    words = [goods] if goods else []
    if money is not None:
        words.append(f"@ {money}")
    if total is not None:
        words.append(f"total ₹{total.lstrip('₹')}")
    if order_id is not None:
        words = ["add"] + words + [f"to {order_id}"]
    elif action == "send" and goods:  # {"action": "place_order", …}: each line its own order, so an offer said
        words = ["send"] + words  # beside the block is not lent to it (breaker N)
    return " ".join(words)


def _records(value: object, out: list[tuple[dict, dict]], context: dict | None = None, depth: int = 0) -> None:
    """Every mapping with an item, quantity, price or id key inside ``value`` (lists and mappings, 6 levels deep),
    with the action and ids of the mappings around it (``{"action": "cancel", "order_id": "O23", "items": [...]}``;
    ``{"cancel": {...}}``)."""
    context = dict(context or {})
    if depth > 6 or len(out) >= _MAX_RECORDS:
        return
    if isinstance(value, dict):
        keys = {_key(k) for k in value}
        if any(k in ITEM_KEYS or _split_key(k, QTY_KEYS)[0] or _split_key(k, PRICE_KEYS)[0] for k in keys) or (
                keys & BILL_ID_KEYS and any(_split_key(k, TOTAL_KEYS)[0] for k in keys)):
            out.append((value, context))
            return
        for k, v in value.items():  # the action and ids said beside the nested records
            key, text = _key(k), _scalar(v)
            if text is not None and key in ACTION_KEYS:
                context["action"] = _action_of(text)
            elif text is not None and key in ORDER_ID_KEYS:
                context["order_id"] = text.upper()
            elif text is not None and key in BILL_ID_KEYS:
                context["bill_id"] = text.upper()
        nested = False
        for k, v in value.items():
            if isinstance(v, (dict, list)):
                nested = True
                inner = dict(context)
                if _key(k) in ACTIONS:
                    inner["action"] = ACTIONS[_key(k)]  # {"cancel": {...}}, "order": [...]
                _records(v, out, inner, depth + 1)
        if not nested and (context.get("order_id") or context.get("bill_id")) and context.get("action"):
            out.append(({}, context))  # {"action": "cancel", "order_id": "O23"}: the whole order
    elif isinstance(value, list):
        for v in value:
            _records(v, out, context, depth + 1)


def _pairs_records(body: str) -> list[dict]:
    """The YAML-like form: records from "key: value" lines; a "- " item or a repeated key starts a new one."""
    records: list[dict] = []
    current: dict = {}
    for line in body.splitlines():
        if not line.strip():
            continue
        starts_item = line.lstrip().startswith("- ")
        parts = [p for p in re.split(r",\s*(?=[^,:]{1,40}:)", line)] if line.count(":") > 1 else [line]
        for k, part in enumerate(parts):
            m = _PAIR.match(part if k == 0 else part.strip())
            if m is None:
                continue
            key, value = _key(m.group(1)), m.group(2).strip().strip("\"'")
            if (starts_item and k == 0 or key in current) and current:
                records.append(current)
                current = {}
            if value:
                current[key] = value
            elif key in ACTIONS:  # "cancel:" over its lines
                current["action"] = key
        if len(records) >= _MAX_RECORDS:
            break
    if current:
        records.append(current)
    shared = {k: v for r in records for k, v in r.items() if k in ACTION_KEYS | ORDER_ID_KEYS | BILL_ID_KEYS}
    found: list[tuple[dict, dict]] = []
    _records([{**shared, **r} for r in records], found)  # "action: cancel / order_id: O23" above the items
    return found


#: A function call written as code ("place_order(item='namkeen', qty=36, rate=41)"): its name and its arguments.
_FUNC_CALL = re.compile(r"\b([A-Za-z_]{1,40})\s*\(([^()]{0,400})\)")
_ARG = re.compile(r"""\b([A-Za-z_]{1,30})\s*=\s*("[^"]{0,100}"|'[^']{0,100}'|[^,()\s]{1,40})""")


def _call_records(body: str) -> list[tuple[dict, dict]]:
    """Records from function calls written in a block ("place_order(item="soft drink 750ml", qty=24, price=36)",
    "cancel_order(order_id='O12')"): each call's keyword arguments, its action from a word of its name."""
    records = []
    for m in _FUNC_CALL.finditer(body):
        args = {_key(k): v.strip("\"'") for k, v in _ARG.findall(m.group(2))}
        action = next((w for w in m.group(1).lower().split("_") if w in ACTIONS), None)
        if args and action is not None:
            records.append({"action": action, **args})
        if len(records) >= _MAX_RECORDS:
            break
    found: list[tuple[dict, dict]] = []
    _records(records, found)
    return found


def _block_words(body: str) -> str | None:
    """A fenced block's records as lines of words, or None when it holds none."""
    try:
        return records_words(json.loads(body))
    except (ValueError, RecursionError):
        return records_words(None, _call_records(body) or _pairs_records(body))


def records_words(value: object, found: list[tuple[dict, dict]] | None = None) -> str | None:
    """The records inside one parsed JSON value (or the ``found`` records) as lines of words, or None when it holds
    none or asks an action we have no words for ([{"action": "refund", …}, {"item": "sugar", …}]: not the sugar
    alone). Also ``lang.json_mail``'s."""
    if found is None:
        found = []
        _records(value, found)
    words = [_record_words(r, c) for r, c in found]
    return None if _UNKNOWN_ACTION in words else "\n".join(w for w in words if w) or None


def records_as_words(text: str) -> str:
    """``text`` with each fenced block of records (any tag but the reader's own) as lines of words (module
    docstring); unchanged when it has none. Never raises; linear in the length."""
    if "```" not in text:
        return _inline_json_words(_inline_calls(text) if "(" in text else text)

    def one(m: re.Match) -> str:
        if m.group(1).lower() in _RESERVED:
            return m.group(0)
        words = _block_words(m.group(2))
        return m.group(0) if words is None else "\n" + words + "\n"

    return _FENCE.sub(one, text)


#: A call's arguments written by position, goods then a bare count ("place_order(atta, 40)"): no unit is said, and
#: "40" may be packets or kg — the call is put as the goods and the count alone, which the reader asks about (40 what
#: — kg, packets or ₹?) as it asks "atta 40" (session 53, SILENT: holdout183 q3018 had ordered 40 packets of atta).
_POSITIONAL_COUNT = re.compile(r"""["']?([^\W\d_][^,()"'=]{0,40}?)["']?\s*,\s*(\d{1,6}(?:\.\d+)?)""")


def _inline_calls(text: str) -> str:
    """``text`` with each function call written in the prose whose name has an action word and whose arguments name
    goods ('place_order(item="Parle-G", qty=3, unit="case")', breaker N: read as 3 packets, not 3 cases) as its
    record's words; other calls and text unchanged."""
    def one(m: re.Match) -> str:
        found = _call_records(m.group(0))
        words = [_record_words(r, c) for r, c in found]
        if not words and (bare := _POSITIONAL_COUNT.fullmatch(m.group(2).strip())) and any(
                ACTIONS.get(w) == "send" for w in m.group(1).lower().split("_")):
            return f"{bare.group(1)} {bare.group(2)}"  # "place_order(atta, 40)": 40 what? (the reader asks)
        return m.group(0) if not words or any(w is None or w == _UNKNOWN_ACTION for w in words) else "\n".join(words)

    return _FUNC_CALL.sub(one, text)


def _inline_json_words(text: str) -> str:
    """A JSON object written in the prose, not fenced ('Order bhej raha hoon: {"tool": "send_order", "items":
    [{"name": "dahi", "qty": 30, "rate": 33}]}'): its records as words in its place; ``text`` unchanged when the
    span from the first '{"' to the last '}' is no JSON with records."""
    start, end = text.find('{"'), text.rfind("}")
    if start < 0 or end < start:
        return text
    words = _block_words(text[start:end + 1])
    return text if words is None else text[:start] + "\n" + words + "\n" + text[end + 1:]
