"""A bare count answering a quoted question of how much: "Yes, 10 kg." under "> How much jaggery do you need this
week? Rate ₹58/kg.", "हाँ, 10 किलो।" under "> इस हफ़्ते कितना गुड़ चाहिए? रेट ₹58/किलो।", "Haan, 10 kilo." under "> Is
hafte kitna gud chahiye? Rate ₹58/kg." (holdout54 z059). The supplier asked how much of one goods the shop needs;
the shop answers with the count. The reply names no goods and has no word of ordering, so the reader found no
intent at all ("no order, offer, question …").

``count_answered(text, reading, read, catalogue)`` reads such a reply again as "<goods>: <count>" ("Jaggery: 10
kg.") when:

- ``reading`` is refused with ``no_intent``;
- the quoted lines ask how much ("how much", "how many", "kitna", "कितना" … and a "?") and name one goods;
- the reply (cleaned) names no goods, states a figure, has at most six words, and is only a yes ("yes", "haan",
  "हाँ", "ji", "ok" …) and the count.

It takes the new reading only when it is one order of those goods with no price (the quote's rate is the
supplier's, not agreed by the count: no price is carried; "10 kg at ₹55." under "Rate ₹58/kg" stays refused). Otherwise the refusal stands.

Shape: ``count_answered(text, reading, read, catalogue=None) -> Reading``; ``read``: text → Reading. Examples: en
"Yes, 10 kg." under "> How much jaggery do you need?" → order jaggery 10 kg; hi "हाँ, 10 किलो।" under "> कितना
गुड़ चाहिए?" → the same; hinglish "Haan, 10 kilo." under "> Kitna gud chahiye?" → the same.
"""
from __future__ import annotations

import re

from lang.clean import clean, quoted_lines
from lang.items import matcher_for

__all__ = ["count_answered"]

#: A question of how much in the quote.
_HOW_MUCH = re.compile(r"(?i)\bhow\s+(?:much|many)\b|\bkit(?:na|ne|ni)\b|कितन[ाेी]")
#: A yes before the count ("Yes, 10 kg.", "हाँ, 10 किलो।", "Haan ji, 10 kilo.").
_YES = re.compile(r"(?i)^\s*(?:yes|yeah|yup|ok|okay|haan|han|ha|ji|हाँ|हां|जी)\b[\s,.!:-]*(?:(?:ji|जी)\b[\s,.!:-]*)?")


def count_answered(text, reading, read, catalogue=None):
    """``reading``, or the reply read again as a count of the goods the quote asks how much of (module docstring)."""
    if getattr(reading, "readable", True) or not getattr(reading, "reason_key", "").startswith("no_intent") or \
            not isinstance(text, str) or "?" not in text:
        return reading
    context, _ = quoted_lines(text)
    if not context or not _HOW_MUCH.search(context) or "?" not in context:
        return reading
    matcher = matcher_for(catalogue)
    found = matcher.find(context)
    if len({m.sku for m in found}) != 1 or found[0].sku is None:
        return reading
    body = clean(text).strip()
    count = _YES.sub("", body, count=1).strip()
    if not count or matcher.find(body) or not re.search(r"[0-9\u0966-\u096f]", count) or len(body.split()) > 6:
        return reading
    again = read(found[0].text + ": " + count)
    if not getattr(again, "readable", False) or [(i.kind, i.sku, i.unit_price_paise, i.total_paise)
                                                 for i in again.intents] != [("order", found[0].sku, None, None)]:
        return reading  # ("10 kg at ₹55." under "Rate ₹58/kg": a price of ours, an offer or an order? asked)
    return again
