"""What every probe generator (``tests/corpus_probes*/make_probes.py``) shares: a gold item and a gold intent as the
corpus schema writes them (``tests/corpus_chat/README.md``; prices in rupees per selling unit, quantities in selling
units), and the three language files written from parallel triples.

A triple is ``(parallel id, style, reason, note, intents, en, hi, hinglish)``; ``reason`` empty means readable, and an
unreadable row's intents are written empty whatever the triple holds.
"""
from __future__ import annotations

import json
from pathlib import Path

__all__ = ["item", "intent", "write_triples"]

#: The id prefix of each language's file.
PREFIXES = {"en": "en", "hi": "hi", "hinglish": "hl"}


def item(sku, q=None, p=None, t=None, c=None) -> dict:
    """A gold item: ``sku``, quantity ``q``, unit price ``p``, lot total ``t`` and price change ``c`` (rupees)."""
    return {"sku": sku, "quantity": q, "unit_price_inr": p, "total_price_inr": t, "price_change_inr": c}


def intent(kind, *items, o=None, b=None) -> dict:
    """A gold intent of ``kind`` with ``items``, order id ``o`` and bill id ``b`` (no message total)."""
    return {"kind": kind, "items": list(items), "order_id": o, "bill_id": b, "total_inr": None}


def write_triples(folder: Path, triples: list[tuple]) -> None:
    """Write ``folder``/en.jsonl, hi.jsonl and hinglish.jsonl, a line per triple in each (ids ``en-<parallel>``,
    ``hi-…``, ``hl-…``), and print how many triples were written."""
    for n, (lang, prefix) in enumerate(PREFIXES.items()):
        with open(Path(folder) / f"{lang}.jsonl", "w", encoding="utf-8") as fh:
            for pid, style, reason, note, intents, *texts in triples:
                row = {"id": f"{prefix}-{pid}", "parallel": pid, "style": style, "text": texts[n],
                       "readable": not reason, "reason": reason, "note": note, "intents": intents if not reason else []}
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(triples), "triples")
