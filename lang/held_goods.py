"""Goods held back beside goods sent, in one sentence: "Hold the atta for now, but send the 20 kg sugar today.", "आटा
अभी hold पर रखो, पर 20 किलो चीनी आज ही भेज दो।", "Aata abhi hold pe rakho, but 20 kilo cheeni aaj hi bhej do."
(holdout81 d9035). The shopkeeper sends the sugar and nothing of the atta; the reader let the sentence's "send" take
the atta too and asked how many packets of atta. (Said in two sentences, "Hold the atta for now. Send the 20 kg
sugar today.", it was read.)

``held_goods`` drops from ``reader.mentions`` the goods of a chunk that holds them ("hold", "रोक", "rok") with no
figure of its own, when another chunk of the same sentence names other goods with a count. ("Hold O9" names no goods;
"hold 10 kg of the atta" has a figure: both as before.)

Shape: ``held_goods(reader)`` → None (a ``lang.after_acts`` pass; ``reader.mentions`` changed in place).
"""
from __future__ import annotations

from lang.hold_back import HOLD_WORDS

__all__ = ["held_goods"]

_COUNTS = frozenset({"qty", "bare"})


def held_goods(reader) -> None:
    """Drop held goods beside counted goods sent from ``reader.mentions`` (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, chunk_of, clause_of, figs, mentions)."""
    if HOLD_WORDS.isdisjoint(reader._keys) or len(reader.mentions) < 2 or getattr(reader, "refused_why", None):
        return
    holding = {reader.chunk_of[k] for k, t in enumerate(reader.tokens) if t.kind == "word" and t.key in HOLD_WORDS}
    holding -= {reader.chunk_of[f.pos] for f in reader.figs}
    if not holding:
        return
    counted = {reader.chunk_of[f.pos] for f in reader.figs if f.kind in _COUNTS}
    drop = []
    for m in reader.mentions:
        chunk = reader.chunk_of[m.first]
        if chunk not in holding or not m.sku:
            continue
        clause = reader.clause_of[m.first]
        if any(o.sku and o.sku != m.sku and reader.clause_of[o.first] == clause and reader.chunk_of[o.first] in counted
               for o in reader.mentions):
            drop.append(m)
    if drop:
        reader.mentions = [m for m in reader.mentions if m not in drop]
