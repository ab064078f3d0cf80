"""A lower rate than another's said as the ground for talking, beside rates asked: "Arhar aur chana dal ka rate batao.
Agarwal ji ₹140 mein arhar de rahe hain, usse kam ho toh baat karein.", "अरहर और चना दाल का भाव बताइए। अग्रवाल जी
₹140 में अरहर दे रहे हैं, उससे कम हो तो बात करें।", "Please send your rates for toor and chana dal. Agarwal is giving
toor at ₹140; if you can go lower than that, let's talk." Trial 33 had them refused "what price for toor dal?" —
the ₹140 was a competitor's, and the writer offered no price: the rates are asked, the other's price is the hint
(read so without the last clause).

``lower_then_talk`` takes the price-lowering reading off a part of a sentence (between commas) that says a condition ("toh", "to", "तो", "if"), a
word of lower ("kam", "कम", "lower", "less", "cheaper", "beat"), a word pointing back at the price before ("usse",
"उससे", "that", "isse", "इससे") and a word of talking ("baat", "बात", "talk", "discuss"), and holds no figure and no
goods of its own, when the message asks a rate in another sentence: that sentence is told, background. Shape:
``lower_then_talk(reader)`` with the MessageReader after its clause acts; changes ``reader.cues``,
``reader.background`` and ``reader.unpriced_lowerings`` in place.
"""
from __future__ import annotations

from lang.clause_words import chunk_words
from lang.language import fold_words

__all__ = ["lower_then_talk"]

_TALK = fold_words("baat बात talk talking discuss")
_LOWER = fold_words("kam कम lower less cheaper beat neeche niche नीचे")
_THAT = fold_words("usse usase isse उससे इससे that this uske उसके")
_IF = fold_words("toh to तो if agar अगर")


def lower_then_talk(reader) -> None:
    """Take the lowering off a "lower than that, let's talk" part beside a rate asked (module docstring)."""
    keys = reader._keys
    if _TALK.isdisjoint(keys) or _LOWER.isdisjoint(keys) or _THAT.isdisjoint(keys) or not any(
            "ask_quote" in c.kinds for c in reader.cues):
        return
    own = {reader.chunk_of[f.pos] for f in reader.figs} | {reader.chunk_of[m.first] for m in reader.mentions}
    chunks = chunk_words(reader)
    talk: set[int] = set()
    for ch, ws in chunks.items():  # the part, with the next when it holds nothing of its own ("…, let's talk")
        nxt = ch + 1 if ch + 1 in chunks and ch + 1 not in own else None
        both = ws | chunks[nxt] if nxt is not None else ws
        if ch not in own and not _LOWER.isdisjoint(ws) and not _THAT.isdisjoint(ws) and not _IF.isdisjoint(both) \
                and not _TALK.isdisjoint(both):
            talk |= {ch} if nxt is None or both is ws or not (_TALK.isdisjoint(ws) or _IF.isdisjoint(ws)) else {ch, nxt}
    if not talk:
        return
    clauses = {reader.clause_of[k] for k in range(len(reader.tokens)) if reader.chunk_of[k] in talk}
    if any(c.clause in clauses and c.kinds & {"order", "offer", "accept", "cancel", "ask_quote"} for c in reader.cues):
        return  # (the rate is asked in another sentence; a request beside the talk is left as read)
    reader.cues = [c for c in reader.cues if c.chunk not in talk]
    reader.background |= clauses  # (the other's price and the talk of beating it: told, no price asked lower)
    lowered = getattr(reader, "unpriced_lowerings", None)
    if lowered:
        lowered -= clauses
