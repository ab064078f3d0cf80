"""Goods said to be ordered later, beside goods ordered now: "Please send 25 kg sugar at ₹42 per kg; salt we'll order
later.", "25 kilo cheeni bhejo, namak ka order baad mein karenge", "25 किलो चीनी भेजिए, नमक का ऑर्डर बाद में देंगे".
The salt is put off; the sugar is ordered now. The message had been refused as "how many kg of salt?" — asking the
writer for a count of goods it never meant to order (a new user's trial, session 32, #111).

``order_later`` (run by ``lang.after_acts``) takes out the part of a sentence (between commas, semicolons) that puts an
order off (``lang.later_orders``: "we'll order … later", "order baad mein karenge", "baad mein mangwayenge") when it
states no figure and names goods asked nowhere else, and another part orders goods of its own: its cues and goods
leave, and its sentence is no order put off (``put_off_apart``, read by ``lang.verify_kinds``). "We'll order 50 kg
rice next week." alone is still refused as put off.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.later_orders import LATER, LATER_TRIGGERS, ordered_later, skus_by_chunk

__all__ = ["order_later"]

#: Verbs of sending for goods in the future, said with a later time ("namak baad mein mangwayenge").
_BRING = fold_words("mangwayenge mangayenge mangwaenge mangaenge मंगवाएंगे मंगवाएँगे मँगवाएँगे मंगाएंगे")


def order_later(reader) -> None:
    """Drop the parts of ``reader`` (the MessageReader after its clause acts) that put other goods' order off, beside
    an order now (module docstring); their sentences go in ``reader.put_off_apart``."""
    keys = reader._keys
    if LATER_TRIGGERS.isdisjoint(keys) and (_BRING.isdisjoint(keys) or LATER.isdisjoint(keys)):
        return
    chunk_of, words = reader.chunk_of, reader._words
    later = ordered_later(words, chunk_of, 0, reader.n)
    if not _BRING.isdisjoint(keys):
        brought = {chunk_of[k] for k, w in enumerate(words) if w in _BRING}
        later |= {chunk_of[k] for k, w in enumerate(words) if w in LATER and chunk_of[k] in brought}
    if not later:
        return
    figured = {chunk_of[f.pos] for f in reader.figs}
    skus_in = skus_by_chunk(reader)
    off = set()
    cued = {c.chunk for c in reader.cues if c.kinds}
    for ch in later - figured:
        mine = skus_in.get(ch, set())
        others = {s for c, ss in skus_in.items() if c != ch and c in cued for s in ss}  # (not goods told aside)
        if mine and not mine & others and None not in mine:
            off.add(ch)
    ordering = {c.chunk for c in reader.cues if "order" in c.kinds and c.chunk not in off and c.chunk in skus_in}
    if not off or not ordering:
        return
    reader.put_off_apart = {reader.clause_of[m.first] for m in reader.mentions if chunk_of[m.first] in off}
    reader.cues = [c for c in reader.cues if c.chunk not in off]
    reader.mentions = [m for m in reader.mentions if chunk_of[m.first] not in off]
