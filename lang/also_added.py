"""Goods said "also … more" right after goods added to a named order join that order: "O9 में दूध 40 पैकेट और बढ़ा दो।
दही भी 20 और", "O9 mein doodh 40 packet aur badha do. dahi bhi 20 aur" (holdout141 m7025; session 40, helper DR),
"Add 40 more packets of milk to O9. Curd also 20 more." The second sentence names no order and no verb of its own:
"भी" / "bhi" / "also" and "और" / "aur" / "more" say it is more of the same request, the addition to O9. It had been
read as a new order of the curd, silently (the desk would send it apart from O9, on its own bill). As "Goods sent
instead of goods cut from a named order join that order" (the corpus README), the goods ride with the order the
message adds to.

Only when the message names one order id, every intent is an order, the orders added to that id are read from the
sentence naming it, exactly one order has no id, and the very next sentence names that order's goods with a word of
"also" and a word of "more" and no order id.

Shape: ``also_added(text, reading) -> reading`` (the same reading, or one whose loose order carries the id). Never
raises.
"""
from __future__ import annotations

import re

from lang.items import matcher_for
from lang.language import fold, fold_words

__all__ = ["also_added"]

_SENTENCE_END = re.compile(r"\.(?!\d)|[!?।\n]")
_WORDS = re.compile(r"[\w\u0900-\u0963\u0966-\u097f]+")
_ORDER_ID = re.compile(r"(?<![\w-])O\d+\b")
_ALSO = fold_words("also too bhi भी")
_MORE = fold_words("more extra aur और")


def _sentences(text: str) -> list[str]:
    """The sentences of ``text``, split at full stops (not decimal points), marks, dandas and line ends."""
    return [s for s in _SENTENCE_END.split(text) if s.strip()]


def also_added(text: str, reading):
    """``reading`` with its one loose order joined to the order the sentence before adds to (module docstring)."""
    if not reading.readable or any(i.kind != "order" for i in reading.intents):
        return reading
    ids = {i.order_id for i in reading.intents if i.order_id}
    loose = [k for k, i in enumerate(reading.intents) if i.order_id is None]
    if len(ids) != 1 or len(loose) != 1 or set(_ORDER_ID.findall(text)) != ids:
        return reading
    sentences = _sentences(text)
    at = [k for k, s in enumerate(sentences) if _ORDER_ID.search(s)]
    if len(at) != 1 or at[0] + 1 >= len(sentences):
        return reading
    after = sentences[at[0] + 1]
    words = {fold(w) for w in _WORDS.findall(after)}
    intent = reading.intents[loose[0]]
    if _ALSO.isdisjoint(words) or _MORE.isdisjoint(words) or intent.sku not in {
            s for m in matcher_for().find(after) for s in m.candidates}:
        return reading
    intents = list(reading.intents)
    intents[loose[0]] = intent.model_copy(update={"order_id": next(iter(ids))})
    return reading.model_copy(update={"intents": intents})
