"""A brand that only qualifies the item before it: "Butter (Amul)", "paneer - Amul" name butter and paneer (the
brand alone may be several items; right after one of them it is that one). Moved out of ``lang.reader`` for size."""
from __future__ import annotations

__all__ = ["brands_after_items"]


def brands_after_items(mentions: list, tokens: list) -> list:
    """``mentions`` (``ItemMention``s, in order) without an ambiguous brand right after an item it may name, with at
    most one of "(", "-", "–", ":" between (``tokens``: the message's)."""
    out: list = []
    for m in mentions:
        prev = out[-1] if out else None
        if m.ambiguous and prev is not None and not prev.ambiguous and prev.sku in m.candidates and all(
                tokens[k].kind == "sym" and tokens[k].text in "(-–:" for k in range(prev.last, m.first)) \
                and m.first - prev.last <= 1:
            continue
        out.append(m)
    return out
