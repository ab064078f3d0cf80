""""Make it" followed by a count of goods sets how much is sent, not the price: "Rice ₹39 ok. Make it 2 quintal.",
"OK ₹136 for toor is fine, but then make it 60 kg instead of 40." The phrase is an offer word in ``lang.cues`` ("make
it ₹40": the price asked); with a count and its unit right after it ("make it 2 quintal", "make it 60 kg", "make it
10 packets") it asks goods, and beside the price agreed it had refused the message ("both agreed and offered for
rice"). ``made_count`` turns such a cue into an order word, so "Rice ₹39 ok. Make it 2 quintal." accepts rice at
₹39 and orders 200 kg (tests/corpus_chat/README.md: each intent carries the figures stated for it).

A bare number ("make it 30": thirty what?) and a price ("make it ₹130", "make it 130 per litre") keep the offer
word; a count changed on a named order is ``lang.order_changed``'s and ``lang.moved_goods``'.

Linear in the cues.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import UNIT_WORDS

__all__ = ["made_count"]

#: The phrase ("make it", "make that").
_MAKE = fold_words("make")
_IT = fold_words("it that")
#: Words after the unit that make the figure a price ("make it 130 per litre", "60 rs kg").
_PRICED = fold_words("per rs rupees rupaye a an each")


def made_count(reader) -> None:
    """Turn each "make it" offer cue followed by a count and its unit into an order cue (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, cues)."""
    toks, n = reader.tokens, reader.n
    for c in reader.cues:
        if c.kinds != {"offer"} or c.end - c.pos != 2 or toks[c.pos].key not in _MAKE or toks[c.pos + 1].key \
                not in _IT:
            continue
        k = c.end
        if k + 1 >= n or toks[k].kind != "num" or toks[k + 1].kind != "word" or toks[k + 1].key not in UNIT_WORDS:
            continue
        if k + 2 < n and toks[k + 2].kind == "word" and toks[k + 2].key in _PRICED:
            continue
        c.kinds = frozenset({"order"})
