"""A message that changes an order already placed ("### Changes to O86", "O107 mein badlav", "O86 में बदलाव"):
its lines say what happens to that order's goods, so a line that only states goods and a count, with no word of
sending ("- Salt: 20 kg" under "Changes to O86"), is no new order — is 20 kg salt's new count in O86, or more salt?
Such a line is refused, asking for both counts (``ambiguous_intent.quantity_change``); it had been ordered again
(holdout42 hi-u051, thirteenth session). ``lang.clean`` asks the same test of a struck-out count with a new one
after it ("Doodh: ~~40 packet~~ **30 packet**"), read as the order's count changed.
"""
from __future__ import annotations

import re

__all__ = ["ORDER_CHANGED", "changes_an_order", "count_without_a_word", "struck_count_changed", "DIGIT_AFTER"]

_CHANGE = r"(?:change|update|modif|revis|amend|correct|badla|बदला|बदलाव|संशोधन|sanshodhan)"
#: An order id and a word of change within 40 characters on one line, either first.
ORDER_CHANGED = re.compile(rf"(?i)\bO\d+\b[^\n]{{0,40}}?{_CHANGE}|{_CHANGE}[^\n]{{0,40}}?\bO\d+\b")


def changes_an_order(text: str) -> bool:
    """Whether ``text`` (a message, cleaned or not) says it changes a named order."""
    return ORDER_CHANGED.search(text) is not None


def count_without_a_word(intents: list, cues: list, text: str) -> str | None:
    """The sku of the first order with a count, no order id and no order word anywhere in a message that changes a
    named order (``intents``: the reading's ``Intent``s; ``cues``: its ``_Cue``s), else ``None``."""
    if any("order" in c.kinds for c in cues) or not changes_an_order(text):
        return None
    return next((i.sku for i in intents if i.kind == "order" and i.order_id is None and i.sku and i.quantity), None)


_MONEY = re.compile(r"₹|\brs\b|\binr\b|rupe|रुपय|रुपए|/-", re.IGNORECASE)
#: A digit later on the same line (within 40 characters): a new figure after a struck-out one.
DIGIT_AFTER = re.compile(r"[^\n]{0,40}?\d")


def struck_count_changed(span: str, text: str, end: int) -> bool:
    """Whether a struck-out ``span`` ("~~40 packet~~", ending at ``end`` in ``text``) is an order's old count: it
    holds a number and no money, a number follows on its line, and the message changes a named order ("### O107
    mein badlav / - Doodh: ~~40 packet~~ **30 packet**" reads "40 packet → 30 packet", a cut of 10)."""
    return any(ch.isdigit() for ch in span) and not _MONEY.search(span) and DIGIT_AFTER.match(text, end) is not None \
        and changes_an_order(text)
