"""A price told of the past in a sentence that asks anew: "Last time you gave toor dal at ₹130; this time please send
20 kg", "पिछली बार आपने चीनी ₹41 में दी थी, इस बार 20 किलो भेज दीजिए", "Pichli baar ₹130 mein diya tha, is baar 20 kilo
bhejo". The ₹130 is what the supplier charged then, not the price of today's order (it had been the order's price:
a new user's trial, twenty-second session). ``past_prices`` (run by ``lang.after_acts``) takes such prices out of
the reading's figures: the chunk that tells the past names "last time"/"pichli baar"/"पिछली बार"/"previously" and a
verb of the past ("gave", "charged", "diya", "था"), and has no intent word of its own.
"""
from __future__ import annotations

from lang.language import fold

_LAST = frozenset(fold(w) for w in "last previous previously earlier pichli pichhli pichle pichhle पिछली पिछले pehle "
                  "पहले".split())
_TIME = frozenset(fold(w) for w in "time baar bar बार order week mahine month hafte year saal sal साल महीने हफ़्ते हफ्ते"
                  .split())  # ("पिछले साल हमने आपको ₹44 दर्जन दिया था", holdout142 n7008: read as our offer at ₹44)
_PAST = frozenset(fold(w) for w in "gave charged sold sent billed quoted was were diya di diye tha thi the था थी थे दिया "
                  "दी दिए लगाया lagaya".split())


def past_prices(reader) -> None:
    """Drop from ``reader.figs`` the figures of chunks that tell a past price (module docstring); ``reader`` is the
    MessageReader after its clause acts (tokens, chunk_of, cues, figs)."""
    if _LAST.isdisjoint(reader._keys) or _PAST.isdisjoint(reader._keys):
        return
    words: dict[int, list[str]] = {}
    for k, t in enumerate(reader.tokens):
        if t.kind == "word":
            words.setdefault(reader.chunk_of[k], []).append(t.key)
    cued = {c.chunk for c in reader.cues if c.kinds}
    told = {ch for ch, ws in words.items() if ch not in cued and not _PAST.isdisjoint(ws) and any(
        a in _LAST and b in _TIME for a, b in zip(ws, ws[1:]))}
    if told:
        reader.figs = [f for f in reader.figs if reader.chunk_of[f.pos] not in told]  # (its counts are the past's too)
