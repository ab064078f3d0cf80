"""A table of goods whose quantity column is left empty (session 53, SILENT; probes52_ta s3034): "Bansal ji, regular
list: | Item | Qty | / | Atta 5 kg | | / | Sugar | | … Qty as usual, you know.", "बंसल जी, हमेशा वाली लिस्ट: | सामान |
मात्रा | …", "Qty hamesha jitni, aapko pata hai." The writer orders the goods and leaves the counts to the supplier's
memory; the reader, finding goods and no count, had asked their rates — and the desk quoted them, an act the writer
never asked for. How much is not said, so the message is refused (``no_quantity.how_many`` for the first goods: how
many kg of atta?), in the writer's language.

When: the reading asks rates only (every intent an ``ask_quote`` with no count), the text holds a markdown table with
a quantity column ("Qty", "Quantity", "मात्रा", "Matra", "नग", "Nag") whose every row's cell is empty, and nothing in
the text asks a price ("rate", "price", "quote", "भाव", "रेट", "दाम", "bhav" …): "Rates please: | Item | Qty | …"
with the counts left out asks the rates, as it did.

Shape: ``counts_left_blank(text, reading, catalogue)`` → the reading, or the refusal; run by ``lang.reader.read_message``
after every other stage. Linear in the text.
"""
from __future__ import annotations

import re

from lang.reading import Reading
from lang.reasons import why
from lang.units import default_unit

__all__ = ["counts_left_blank"]

_QTY_HEAD = re.compile(r"^\s*(?:qty\.?|qnty\.?|quantity|matra|maatra|मात्रा|nag|नग)\s*$", re.IGNORECASE)
_RATE_WORDS = re.compile(r"\b(?:rates?|prices?|pricing|quote|quotes|quotation|bhav|bhaav|daam|keemat|cost)\b|भाव|रेट|दाम|"
                         r"कीमत|कोटेशन|मूल्य", re.IGNORECASE)
_RULE = re.compile(r"^\s*\|?\s*:?-{2,}")


def _cells(line: str) -> list[str]:
    """The cells of a markdown table row ("| a | b |" → ["a", "b"])."""
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") else inner
    return [c.strip() for c in inner.split("|")]


def _blank_count_table(text: str) -> bool:
    """Whether ``text`` holds a markdown table with a quantity column left empty in every row (at least one)."""
    lines = [ln for ln in text.splitlines() if ln.strip().startswith("|")]
    for k, line in enumerate(lines[:-1]):
        head = _cells(line)
        cols = [j for j, c in enumerate(head) if _QTY_HEAD.match(c)]
        if not cols or not _RULE.match(lines[k + 1]):
            continue
        rows = []
        for row in lines[k + 2:]:
            if _RULE.match(row):
                break
            rows.append(_cells(row))
        if rows and all(all(j >= len(r) or not r[j] for j in cols) for r in rows):
            return True
    return False


def counts_left_blank(text: str, reading: Reading, catalogue) -> Reading:
    """``reading`` of ``text``, or its refusal when it asks rates only of a table whose counts are left blank (module
    docstring). ``catalogue``: the shop's catalogue (the first goods' name and unit for the question)."""
    if not isinstance(text, str) or "|" not in text or not reading.readable or not reading.intents or any(
            i.kind != "ask_quote" or i.quantity is not None for i in reading.intents):
        return reading
    if _RATE_WORDS.search(text) or not _blank_count_table(text):
        return reading
    item = catalogue.by_sku(reading.intents[0].sku) if reading.intents[0].sku else None
    if item is None:
        return reading
    return Reading.refused(why("no_quantity.how_many", item=item.item, unit=default_unit(item)), reading.language)
