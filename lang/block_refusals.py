"""Words beside a fenced block that refuse goods the block orders (``lang.block_words``; the re-trial of session 35,
N-hi-04, N-hg-04): "इस हफ़्ते आटा नहीं चाहिए, सिर्फ़ दाल भेजिए।", "Is hafte atta nahi chahiye, sirf dal bhejo.", "No atta
this week, just send the dal." over ```order {"items": [{"item": "atta-5kg", "quantity": 10}, {"item":
"toor-dal-1kg", "quantity": 25}]}```.

The words as a whole were refused ("which dal?": "dal" names toor, moong, masoor …) and, asking nothing the blocks do
not name, dropped: the block's 10 bags of atta were ordered though the words say no atta (silently, in Hindi and
Hinglish; the English "We don't need any atta this week — just the dal, please." reads as a refusal of the atta and
was refused as contradictory). A shopkeeper asks which is meant.

``refused_goods(text, blocks, read_words)`` reads each part of the words (between sentence marks, commas, semicolons
and dashes) that holds a word of refusing ("no", "not", "nahi", "नहीं", "mat", "मत", "skip", "rehne", "रहने", "chhod",
"leave", "bina", "बिना", "without") on its own, and gives the goods of the first part that refuses goods a block
orders or accepts (a ``reject``, or a ``cancel`` naming no order: "Atta mat bhejna"), else None; ``lang.block_words``
then refuses the message as contradictory ("wheat flour is both asked for and refused; write one"), in the writer's
language. Parts that refuse goods no block names ("No sugar this week." over an order of atta) or say no about
something else ("no hurry", "Please send the order below, no changes") are read as before.

Shape: ``refused_goods(text, blocks, read_words) -> str | None``: ``text`` the words around the blocks (as written),
``blocks`` the blocks' intents, ``read_words`` the reader for a piece of words (returns a ``Reading``).
"""
from __future__ import annotations

import re
from typing import Callable

from lang.acts import NEGATIONS
from lang.clean import clean
from lang.intents import Intent
from lang.language import fold_words, normalize, tokenize
from lang.reading import Reading

__all__ = ["refused_goods"]

#: Where the words' parts end: sentence marks, commas, semicolons, dashes and line breaks.
_PARTS = re.compile(r"[.!?;,\n।॥—–]+|\s-\s")
#: Words of refusing goods, beside the negations.
_REFUSING = NEGATIONS | fold_words("skip skipping rehne rahne रहने chhod chhodo chhodiye छोड़ छोड़ो छोड़िए leave "
                                   "without bina बिना except alawa अलावा")


def refused_goods(text: str, blocks: list[Intent], read_words: Callable[[str], Reading]) -> str | None:
    """The sku of goods a block orders or accepts that a part of ``text`` refuses, else None (module docstring).
    "इस हफ़्ते आटा नहीं चाहिए, सिर्फ़ दाल भेजिए।" / "Is hafte atta nahi chahiye, sirf dal bhejo." / "No atta this week,
    just send the dal." over an order block of atta and toor dal → "atta-5kg"; "Please find our order below." /
    "ऑर्डर नीचे है।" / "Order neeche hai." → None."""
    ordered = {b.sku for b in blocks if b.sku is not None and b.kind in ("order", "accept")}
    if not ordered:
        return None
    for part in _PARTS.split(clean(text)):
        keys = {t.key for t in tokenize(normalize(part)) if t.kind == "word"}
        if not keys or _REFUSING.isdisjoint(keys):
            continue
        words = read_words(part)
        if not words.readable:
            continue
        for i in words.intents:
            if i.sku in ordered and (i.kind == "reject" or i.kind == "cancel" and i.order_id is None):
                return i.sku
    return None
