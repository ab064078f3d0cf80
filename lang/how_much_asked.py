"""Goods asked sent with no count under a quote that asks how much: "> … I can send our own-brand iodised salt
instead at ₹23/kg — how much do you need?" then "Yes, please go ahead and send the iodised salt at ₹23/kg
instead." (holdout117 q8022: read as the price agreed alone, silently — the supplier asked how much, and the
answer sends an amount it never names). Refused as "Send rice." is (``no_quantity.how_many``: how many kg of salt?).

Only when the quoted lines the reply answers ask "how much" / "how many" / "kitna" / "kitne" / "कितना" / "कितने",
and a sentence of the reply with a word of sending names goods and no count.

Shape: ``how_much_asked(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

import re

from lang.clean import quoted_lines, quoted_spans
from lang.reader_parts import SEND_WORDS
from lang.reasons import why
from lang.units import default_unit

__all__ = ["how_much_asked"]

_HOW_MUCH = re.compile(r"\bhow (much|many)\b|\bkitn[aeiā]\b|कितन[ाेी]", re.IGNORECASE)


def how_much_asked(reader) -> None:
    """Refuse goods asked sent with no count under a quote asking how much (module docstring)."""
    if getattr(reader, "refused_why", None) or not reader.mentions or SEND_WORDS.isdisjoint(reader._keys):
        return
    raw = getattr(reader, "raw_text", "") or ""
    quoted = (quoted_lines(raw)[0] or quoted_spans(raw)) if raw else ""
    if not quoted or not _HOW_MUCH.search(quoted):
        return
    start = getattr(reader, "context_chars", 0)
    counted = {f.clause for f in reader.figs if f.kind in ("qty", "badqty")}
    for c in reader.cues:
        if "order" not in c.kinds or c.clause in counted or reader.tokens[c.pos].start < start or \
                reader.tokens[c.pos].key not in SEND_WORDS:
            continue
        lo, hi = reader.clause_span[c.clause]
        named = [m for m in reader.mentions if lo <= m.first < hi and m.sku]
        if named:
            item = reader.cat.by_sku(named[0].sku)
            reader.refused_why = why("no_quantity.how_many", item=item.item, unit=default_unit(item))
            return
