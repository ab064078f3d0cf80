"""Goods told to be enough in stock, then a refusal of need that names no goods: "We have plenty of sugar, don't need
any.", "इस महीने के लिए चावल और आटा काफ़ी है, तो ज़रूरत नहीं।", "Chawal aur aata kaafi hai, to zaroorat nahi." The stock
told is background (``lang.stock_told``: its goods are context), so the refusal after it refused nothing and the
message read as the other goods' order alone, silently (probes of fixer AM, session 33). A shopkeeper reads the goods
told to be enough as the goods not needed: a ``reject`` of each, with no price.

``enough_refused`` takes such a chunk out of the background (``reader.background_chunks``) so that its goods are the
refusal's: a cue of refusal alone ("no need", "don't need any", "ज़रूरत नहीं", "zaroorat nahi") whose chunk names no
goods, after a chunk of the same clause that names goods with a word of enough ("enough", "plenty", "sufficient",
"kaafi", "काफ़ी") and no figure. "We still have 40 kg rice, so no need" (a count told) and "Sugar is enough. Send 5 kg
haldi." (no refusal) read as before.

Shape: ``enough_refused(reader)`` with the MessageReader after its clause acts; its ``background_chunks`` change.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["enough_refused"]

#: Words saying the shop has enough of the goods ("plenty of sugar", "chawal kaafi hai", "चावल काफ़ी है").
_ENOUGH = fold_words("enough sufficient plenty kaafi kafi काफ़ी काफी")


def enough_refused(reader) -> None:
    """Make the goods told to be enough the goods a bare refusal after them refuses (module docstring).

    ``reader``: the MessageReader after its clause acts (cues, mentions, chunk_of, background_chunks). Examples: "We
    have plenty of sugar, don't need any. Send 5 kg haldi." rejects the sugar and orders the haldi; so do "चीनी काफ़ी
    है, तो ज़रूरत नहीं। 5 किलो हल्दी भेजो।" and "Cheeni kaafi hai, to zaroorat nahi. 5 kg haldi bhejo."
    """
    if _ENOUGH.isdisjoint(reader._keys) or not reader.background_chunks:
        return
    named = {reader.chunk_of[m.first] for m in reader.mentions}
    for c in reader.cues:
        if c.kinds != {"reject"} or c.chunk in named:
            continue
        lo, _ = reader.clause_span[c.clause]
        told: dict[int, list] = {}
        for k in range(lo, c.pos):
            ch = reader.chunk_of[k]
            if ch != c.chunk and ch in reader.background_chunks:
                told.setdefault(ch, []).append(reader.tokens[k])
        for ch, toks in told.items():
            if ch in named and any(t.kind == "word" and t.key in _ENOUGH for t in toks) and not any(
                    t.kind != "sym" and any(x.isdigit() for x in t.text) for t in toks):
                reader.background_chunks.discard(ch)
