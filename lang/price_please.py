"""A price followed by "please" asks that price: "Rice 39 please, sugar 43 ok", "Moong ₹100 please, toor ₹136 ok".
Its chunk had no intent word of its own and took the accept of the goods beside it: the rice was accepted at ₹39, a
price the supplier never named (breaker AL, silently). ``price_please`` gives such a chunk an offer cue at "please";
alone ("Rice ₹39 please.") it is the same offer, which had been refused as a price with no word. Goods with a
count anywhere in the message are asked sent at that price ("Send 4 trays of eggs … Eggs at ₹180 a tray please",
"4 trays eggs at ₹165 per tray please": orders), and are left alone.
"""
from __future__ import annotations

from lang.bare_count import count_not_price
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["price_please"]

_PLEASE = fold_words("please pls plz plese")
#: Words that may stand between the price and "please" ("₹39 per kg please", "39 rs please").
_PER = fold_words("per kg kilo a an rs rupees litre liter packet each")


def _a_count(reader, f, chunk) -> bool:
    """The bare number ``f`` in ``chunk`` beside one item's name cannot be its price (``lang.bare_count``)."""
    named = [m for m in reader.mentions if reader.chunk_of[m.first] == chunk and m.sku]
    return len({m.sku for m in named}) == 1 and count_not_price(reader, reader.cat.by_sku(named[0].sku), f, named[0])


def price_please(reader) -> None:
    """Add an offer cue at "please" right after an item's price (module docstring) in a chunk with no cue of its own
    and goods named in it. ``reader``: the MessageReader after its clause acts (tokens, figs, cues, chunk_of,
    item_tokens)."""
    if _PLEASE.isdisjoint(reader._keys):
        return
    words, chunk_of = reader._words, reader.chunk_of
    cued = {c.chunk for c in reader.cues if c.kinds}
    counted = {chunk_of[f.pos] for f in reader.figs if f.kind == "qty"}
    goods = {chunk_of[m.first]: m.candidates for m in reader.mentions}
    sent = {goods[ch] for ch in counted if ch in goods}  # goods with a count: "please" asks them sent at the price
    added = []
    for f in reader.figs:
        ch = chunk_of[f.pos]
        if f.kind not in ("price", "bare") or f.role or ch in cued or ch in counted or ch not in goods or \
                goods[ch] in sent or f.kind == "bare" and _a_count(reader, f, ch):
            continue  # ("Maggi 40 please": 40 packets, no ₹40 a packet; lang.bare_count)
        k = f.end
        while k < reader.n and words[k] in _PER and k - f.end < 3:
            k += 1
        if k < reader.n and words[k] in _PLEASE and chunk_of[k] == chunk_of[f.pos]:
            added.append(_Cue(frozenset({"offer"}), k, k + 1, f.clause, chunk_of[k]))
            cued.add(chunk_of[k])
    if added:
        reader.cues = sorted(reader.cues + added, key=lambda c: c.pos)
