"""An order's coming asked to be confirmed: "Please confirm O8 will come tomorrow morning.", "कृपया पुष्टि करें कि O8 कल
सुबह आ जाएगा।", "Confirm kar dijiye ki O8 kal subah aa jayega." (session 55, found trying the reader). A shopkeeper
asks when O8 comes (``ask_delivery``); the reader had read nothing ("no order, offer, question …") or, in Hinglish,
"kar dijiye" as an order of no goods ("the message names no item"), though "Please confirm that O8 will reach
tomorrow." and "O8 kal subah aa jayega na?" were read as the delivery question.

``arrival_confirmed`` sets an ``ask_delivery`` cue at the order id of a sentence that holds a word of confirming
("confirm", "पुष्टि", "कन्फर्म") before the id, a word of coming after it ("come", "arrive", "reach", "aayega",
"aa jayega", "आएगा", "आ जाएगा", "पहुँचेगा"), no goods and no delivery question of its own; the sentence's order
words (the "kar dijiye" of confirming) are emptied.

Shape: ``arrival_confirmed(reader)`` with the MessageReader after its clause acts; changes ``reader.cues``; run by
``lang.order_asides``. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["arrival_confirmed"]

_CONFIRM = fold_words("confirm confirmation पुष्टि कन्फर्म")
_COMING = fold_words("come comes coming arrive arrives reach reaches aayega ayega aaega aayegi aayenge aa jayega "
                     "jaega jayega pahunchega pahunch आएगा आयेगा आएगी आएँगे जाएगा जायेगा पहुँचेगा पहुंचेगा delivered")


def arrival_confirmed(reader) -> None:
    """Read a confirmation asked of an order's coming as the delivery question of that order (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, cues, order_ids, mentions, clause_span)."""
    if _CONFIRM.isdisjoint(reader._keys) or not reader.order_ids or _COMING.isdisjoint(reader._keys):
        return
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    asked = {c.clause for c in reader.cues if "ask_delivery" in c.kinds}
    added = {}
    for pos, _ in reader.order_ids:
        clause = reader.clause_of[pos]
        if clause in goods or clause in asked or clause in added:
            continue
        lo, hi = reader.clause_span[clause]
        if any(reader._word(k) in _CONFIRM for k in range(lo, pos)) and any(
                reader._word(k) in _COMING for k in range(pos + 1, hi)) and all(
                c.kinds <= {"order", "neutral"} for c in reader.cues if c.clause == clause):
            added[clause] = _Cue(frozenset({"ask_delivery"}), pos, pos + 1, clause, reader.chunk_of[pos])
    if added:
        reader.cues = sorted([c for c in reader.cues if c.clause not in added] + list(added.values()),
                             key=lambda c: c.pos)
