"""Reading fenced intent blocks out of an agent's text.

An e-mail or a counter line may carry fenced blocks whose tag names the kind
and whose body is JSON, e.g.::

    ```negotiate
    {"items": [{"item": "rice", "action": "offer", "unit_price_inr": 40}]}
    ```
    ```order
    {"items": [{"sku": "rice-1kg", "quantity": 50}]}
    ```
    ```pay
    {"bill_id": "B3"}
    ```

Tags: ``negotiate`` (items with action ask_quote / offer / accept / reject),
``order`` (items with quantity, optional unit_price_inr), ``cancel``
(order_id; with items, each with an optional quantity, only those goods), ``pay`` (bill_id), ``dispute`` (bill_id, reason), ``bill``
(total_inr, at the counter). Items are named by sku, English name or alias.
A malformed block makes the result unreadable with the reason; whether a whole
message "could not be read" is decided by ``lang.reader.could_not_read``.
"""
from __future__ import annotations

import difflib
import json
import math
import re
from typing import Any

from lang.intents import Intent, ReadResult
from market.catalogue import Catalogue
from events.money import paise

__all__ = ["read_blocks", "read_parsed_blocks", "resolve_item", "FENCE"]

_ID = re.compile(r"[A-Za-z]+\d+")


def _block_id(value: Any) -> str:
    """A block's order or bill id as the shop writes it: "o12" and " B3 " are O12 and B3 (every id is a capital
    prefix and a number, so a case difference names no other; the words' reader reads "order o12" as O12 too);
    anything else as given, for the supplier to answer that it knows no such order or bill."""
    text = str(value).strip()
    return text.upper() if _ID.fullmatch(text) else str(value)


FENCE = re.compile(r"```[ \t]*([A-Za-z_]+)[ \t]*\n?(.*?)```", re.S)  # tag, body
_TAGS = {"negotiate", "order", "cancel", "pay", "dispute", "bill"}


class _Unreadable(ValueError):
    pass


#: The keys an item line of a block may have (module docstring); any other is refused, never ignored (the new-user
#: trial, twelfth session: "price_inr" ignored had booked an order at list price, "qty" got no hint).
_ITEM_KEYS = frozenset(("sku", "item", "quantity", "unit_price_inr", "action"))
#: Keys chat models write for those ("qty", "price", "rate", "name"), each suggested by name.
_MEANT = {"qty": "quantity", "quantity_kg": "quantity", "count": "quantity", "price": "unit_price_inr",
          "rate": "unit_price_inr", "price_inr": "unit_price_inr", "unit_price": "unit_price_inr",
          "rate_inr": "unit_price_inr", "name": "item", "product": "item"}


def resolve_item(catalogue: Catalogue, name: str) -> str:
    """The sku for a sku, an English, Hindi or Hinglish name or an alias; never a guess.

    Names are unique across the catalogue (checked when it loads), so a name
    names one item or none.

    Raises:
        _Unreadable: no item has that name.
    """
    key = str(name).strip()
    skus, names = _names_of(catalogue)
    sku = skus.get(key.lower()) or names.get(key.casefold())  # Catalogue.by_sku, then Catalogue.by_name
    if sku is None:
        raise _Unreadable(f"no item called {name!r}")
    return sku


#: ``_names_of`` per catalogue: a memo ("cache" in its name: no word table for ``lang.guards.lexicon``).
_NAMES_CACHE: dict[int, tuple[Catalogue, dict[str, str], dict[str, str]]] = {}


def _names_of(catalogue: Catalogue) -> tuple[dict[str, str], dict[str, str]]:
    """The catalogue's skus and its names (casefolded, the first item's when two share one), each to its sku;
    built once per catalogue (``Catalogue.by_sku`` works out close matches for its error, ``by_name`` walks
    every item: both were per block line)."""
    hit = _NAMES_CACHE.get(id(catalogue))
    if hit is None or hit[0] is not catalogue:
        names: dict[str, str] = {}
        for it in catalogue.items:
            for n in it.names():
                names.setdefault(n.casefold(), it.sku)
        if len(_NAMES_CACHE) > 8:
            _NAMES_CACHE.clear()
        hit = _NAMES_CACHE[id(catalogue)] = (catalogue, {it.sku: it.sku for it in catalogue.items}, names)
    return hit[1], hit[2]


def _price(body: dict, key: str = "unit_price_inr") -> int | None:
    if body.get(key) is None:
        return None
    value = body[key]
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise _Unreadable(f"{key} must be a number, got {value!r}")
    try:
        amount = paise(value)
    except ValueError:
        raise _Unreadable(f"{key} must be a number of rupees, got {value!r}") from None
    if amount <= 0:
        raise _Unreadable(f"{key} must be above 0, got {value!r}")
    return amount


def _quantity(line: dict) -> int:
    q = line.get("quantity")
    if (isinstance(q, bool) or not isinstance(q, (int, float)) or not math.isfinite(q) or not 0 < q <= 10**9
            or q != int(q)):
        raise _Unreadable(f"quantity must be a whole number from 1 to 10^9, got {q!r}")
    return int(q)


def _item_lines(body: Any, catalogue: Catalogue) -> list[tuple[str, dict]]:
    if not isinstance(body, dict) or not isinstance(body.get("items"), list) or not body["items"]:
        raise _Unreadable("expected {\"items\": [...]} with at least one item")
    out = []
    for line in body["items"]:
        if not isinstance(line, dict):
            raise _Unreadable(f"each item must be an object, got {line!r}")
        unknown = sorted(set(line) - _ITEM_KEYS)
        if unknown:  # "price_inr", "qty", "unit": read as if absent, an order had been booked at list price or in
            near = [_MEANT[unknown[0]]] if unknown[0] in _MEANT else difflib.get_close_matches(  # the wrong units
                unknown[0], sorted(_ITEM_KEYS), n=1, cutoff=0.6)
            hint = "; the quantity counts selling units (packets, bottles, kg as sold), so drop it" if unknown[0] == \
                "unit" else f"; did you mean {near[0]!r}?" if near else ""
            raise _Unreadable(f"an item line has the key {unknown[0]!r}{hint}; item lines take sku or item, quantity, "
                              "unit_price_inr and action")
        name = line.get("sku") or line.get("item")
        if not name:
            raise _Unreadable(f"an item line names no item: {line!r}")
        out.append((resolve_item(catalogue, name), line))
    return out


def _block_intents(tag: str, body: Any, catalogue: Catalogue) -> list[Intent]:
    if tag == "negotiate":
        intents = []
        for sku, line in _item_lines(body, catalogue):
            action = line.get("action", "offer" if line.get("unit_price_inr") is not None else "ask_quote")
            if action not in ("ask_quote", "offer", "accept", "reject"):
                raise _Unreadable(f"action must be ask_quote, offer, accept or reject, got {action!r}")
            price = _price(line)
            if action in ("offer", "accept") and price is None:
                raise _Unreadable(f"{action} for {sku} needs unit_price_inr")
            intents.append(Intent(kind=action, sku=sku, unit_price_paise=price,
                                  quantity=_quantity(line) if line.get("quantity") is not None else None))
        return intents
    if tag == "order":
        return [Intent(kind="order", sku=sku, quantity=_quantity(line), unit_price_paise=_price(line))
                for sku, line in _item_lines(body, catalogue)]
    if not isinstance(body, dict):
        raise _Unreadable(f"a {tag} block must be a JSON object")
    if tag == "cancel":
        if not body.get("order_id"):
            raise _Unreadable("cancel needs order_id")
        if "items" in body:  # part of the order: {"order_id": "O2", "items": [{"item": "rice", "quantity": 10}]}
            return [Intent(kind="cancel", sku=sku, order_id=_block_id(body["order_id"]),
                           quantity=_quantity(line) if line.get("quantity") is not None else None)
                    for sku, line in _item_lines(body, catalogue)]
        return [Intent(kind="cancel", order_id=_block_id(body["order_id"]))]
    if tag in ("pay", "dispute"):
        if not body.get("bill_id"):
            raise _Unreadable(f"{tag} needs bill_id")
        return [Intent(kind=tag, bill_id=_block_id(body["bill_id"]), note=str(body.get("reason", "")))]
    total = _price(body, "total_inr")
    if total is None:
        raise _Unreadable("bill needs total_inr")
    return [Intent(kind="bill", total_paise=total)]


def read_blocks(text: str, catalogue: Catalogue, allowed: set[str] | None = None) -> ReadResult:
    """Read every fenced block in ``text`` into intents.

    Args:
        text: the message.
        allowed: block tags accepted here (e-mails: all but ``bill``; counter: ``bill``).
    Returns:
        ReadResult; unreadable with a reason when a block is malformed or none is found.
    """
    allowed = _TAGS if allowed is None else allowed
    intents: list[Intent] = []
    found = False
    for tag, body_text in FENCE.findall(text or ""):
        tag = tag.lower()
        if tag not in _TAGS:
            continue
        found = True
        if tag not in allowed:
            return ReadResult(readable=False, reason=f"a {tag} block does not belong here; use {sorted(allowed)}")
        try:
            body = json.loads(body_text.strip() or "null")
        except json.JSONDecodeError as exc:
            return ReadResult(readable=False, reason=f"the {tag} block is not valid JSON: {exc.msg}")
        except RecursionError:
            return ReadResult(readable=False, reason=f"the {tag} block is nested too deeply")
        try:
            intents.extend(_block_intents(tag, body, catalogue))
        except _Unreadable as exc:
            return ReadResult(readable=False, reason=f"{tag} block: {exc}")
    if not intents:
        return ReadResult(readable=False, reason="no intent found" if not found else "blocks held no intent")
    return ReadResult(readable=True, intents=intents)


def read_parsed_blocks(blocks: list[tuple[str, Any]], catalogue: Catalogue) -> tuple[list[Intent], str]:
    """``read_blocks`` for blocks already found and parsed: (tag, JSON body) pairs, every tag one of the six and
    every body parsed by ``json.loads`` (``lang.fenced`` has found and parsed them; parsing again cost a
    ``json.loads`` a block). Returns (intents, "") or ([], the reason ``read_blocks`` gives)."""
    intents: list[Intent] = []
    for tag, body in blocks:
        try:
            intents.extend(_block_intents(tag, body, catalogue))
        except _Unreadable as exc:
            return [], f"{tag} block: {exc}"
    return (intents, "") if intents else ([], "blocks held no intent" if blocks else "no intent found")

