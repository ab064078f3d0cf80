"""Fenced blocks (```order {...}```) read into a Reading, with the words around them (``lang.block_words``): words
that restate a block add nothing, a request the blocks lack is added, a figure a block gives otherwise is refused."""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from typing import Callable

from lang.blocks import read_parsed_blocks
from lang.block_words import with_words


#: The fence tags read as blocks (```order {...}```); another tag is read as words.
BLOCK_TAGS = {"negotiate", "order", "cancel", "pay", "dispute", "bill"}


def _block_number_ok(value: object) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return abs(value) < 10 ** 12  # a 400-digit int would overflow math.isfinite
    if isinstance(value, float):
        return math.isfinite(value) and abs(value) < 1e12
    if isinstance(value, str):
        try:
            d = Decimal(value.strip())
        except InvalidOperation:
            return False
        return d.is_finite() and abs(d) < Decimal(10) ** 12
    return False


def _no_constants(name: str) -> object:
    raise ValueError(f"{name} is not a number")


def _check_block(tag: str, body_text: str) -> tuple[str | None, object]:
    """(A reason when a block's figures are ones ``read_blocks`` cannot take (non-finite, huge, wrong type), else
    None; the parsed body, which is what ``json.loads`` gives whenever no reason is given)."""
    try:
        body = json.loads(body_text.strip() or "null", parse_constant=_no_constants)
    except ValueError as exc:  # json.JSONDecodeError, NaN/Infinity, or an integer too long to read
        return f"no_intent: the {tag} block is not valid JSON ({str(exc)[:80]})", None
    lines = body.get("items") if isinstance(body, dict) else None
    for line in lines if isinstance(lines, list) else []:
        if not isinstance(line, dict):
            continue
        for key, reason in (("quantity", "no_quantity"), ("unit_price_inr", "no_price")):
            if line.get(key) is not None and not _block_number_ok(line[key]):
                return f"{reason}: {tag} block: {key} must be a number, got {str(line[key])[:40]!r}", body
    if isinstance(body, dict) and body.get("total_inr") is not None and not _block_number_ok(body["total_inr"]):
        return f"no_price: {tag} block: total_inr must be a number, got {str(body['total_inr'])[:40]!r}", body
    return None, body


def _block_reason(reason: str) -> str:
    low = reason.lower()
    if "has the key" in low:  # an item line's unknown key: the reason of the key it stands for (lang.blocks)
        meant = low.partition("did you mean '")[2].partition("'")[0]
        code = "no_price" if meant == "unit_price_inr" else "no_item" if meant in ("item", "sku") else "no_quantity" \
            if meant == "quantity" or "has the key 'unit'" in low else "no_intent"
        return f"{code}: {reason}"
    if "json" in low or "does not belong" in low or "no intent" in low or "held no intent" in low:
        return f"no_intent: {reason}"
    if "no item called" in low or "names no item" in low or "expected" in low and "items" in low:
        return f"no_item: {reason}"
    if "quantity" in low:
        return f"no_quantity: {reason}"
    if "price" in low or "total_inr" in low:
        return f"no_price: {reason}"
    if "order_id" in low or "bill_id" in low:
        return f"no_id: {reason}"
    if "action" in low:
        return f"no_intent: {reason}"
    return f"no_intent: {reason}"


def _refused(reason: str, language: str) -> Reading:
    """A block's refusal as a ``lang.reasons`` reason ("<code>.block", its English error as the parameter)."""
    code, _, detail = reason.partition(": ")
    w = why(f"{code}.block", block=detail)
    return Reading.refused(w, language)


def read_fenced(norm: str, blocks: list[tuple[str, str]], cat: Catalogue, language: str,
                read_words: Callable[[str], Reading] | None = None, raw: str = "") -> Reading:
    """The reading of a message's fenced ``blocks`` ((tag, JSON body) pairs, tags in ``BLOCK_TAGS``): the
    blocks' intents, or the first refused block's reason. ``norm`` is the normalized message text;
    ``read_words``: the ordinary reader, for the words around the blocks in ``raw``, the message as written
    (``lang.block_words.with_words``; None: the blocks alone)."""
    reading = _blocks_read(norm, blocks, cat, language)
    if read_words is None:
        return reading
    return with_words(raw or norm, reading, language, cat, matcher_for(cat), BLOCK_TAGS, read_words)


def _blocks_read(norm: str, blocks: list[tuple[str, str]], cat: Catalogue, language: str) -> Reading:
    """``read_fenced``'s reading of the blocks alone."""
    parsed = []
    for tag, body in blocks:
        problem, value = _check_block(tag, body)
        if problem:
            return _refused(problem, language)
        parsed.append((tag, value))
    intents, reason = read_parsed_blocks(parsed, cat)  # = read_blocks(norm, cat), the blocks parsed once
    if not intents:
        return _refused(_block_reason(reason or "no intent found"), language)
    items = []
    for intent in intents:
        if intent.sku is None:
            continue
        item = cat.by_sku(intent.sku)
        price = None if intent.unit_price_paise is None else intent.unit_price_paise / 100
        items.append(ItemReading(sku=item.sku, item=item.item,
                                 quantity=None if intent.quantity is None else float(intent.quantity),
                                 unit=default_unit(item), unit_price_inr=price,
                                 selling_units=intent.quantity, selling_unit_price_inr=price))
    return Reading(readable=True, language=language, intent=intents[0].kind, items=items,
                   bill_id=next((i.bill_id for i in intents if i.bill_id), None),
                   order_id=next((i.order_id for i in intents if i.order_id), None),
                   intents=intents)
