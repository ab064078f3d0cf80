"""A figure corrected on the spot: "Make it ₹36 — sorry, ₹35 — for rice", "Rice ₹36/kg, I mean ₹35/kg", "Send 20 kg,
sorry, 25 kg rice", "Rice ₹36, sorry ₹35". The first figure was a slip; it had been left over ("what is ₹35 for?") or
read against the second ("20 kg of rice is 20 kgs, not 25 kg"). ``slips_corrected`` drops the slipped figure when
the next figure of the same kind (a price, or a count in the same unit) follows a word of correction within a few
tokens.
"""
from __future__ import annotations

from lang.language import fold, fold_words

__all__ = ["SORRY", "slips_corrected"]

#: Words of correcting oneself right after a figure.
SORRY = fold_words("sorry sry oops correction galti गलती maaf माफ़ सॉरी")
_I_MEAN = {(fold("i"), fold("mean")), (fold("i"), fold("meant"))}  # (not "matlab": "that is", a restatement)


def slips_corrected(reader) -> None:
    """Drop from ``reader.figs`` each price or count followed by "sorry" / "I mean" and then, within eight tokens and
    three words, by another figure of its kind in the same unit — the only one of its kind before it. ``reader`` is
    the MessageReader after its clause acts (tokens, figs)."""
    keys = reader._keys
    if SORRY.isdisjoint(keys) and fold("mean") not in keys and fold("meant") not in keys:
        return
    toks = reader.tokens
    figs = sorted((f for f in reader.figs if f.kind in ("price", "qty")), key=lambda f: f.pos)
    slipped = set()
    for b in figs:  # (not a quote corrected, "Gupta quoted ₹36 — sorry, ₹35": its ₹36 is out of figs already)
        before = [f for f in figs if f.pos < b.pos and f.kind == b.kind]
        a = before[-1] if len(before) == 1 else None  # ("rice at ₹38 and sugar at ₹42 — sorry, ₹40": which? asked)
        if a is None or a.kind != b.kind or a.unit != b.unit or a.per != b.per or a.value == b.value or \
                not _corrects(toks, a.end, b.pos):  # (the same figure again, or in another unit: said again)
            continue
        slipped.add(id(a))
        b.clause = a.clause  # ("Rice ₹36/kg, I mean ₹35/kg": the new figure stands where the slip stood)
    if slipped:
        reader.figs = [f for f in reader.figs if id(f) not in slipped]


def _corrects(toks: list, start: int, end: int) -> bool:
    """The tokens from ``start`` to ``end`` (at most eight, at most three words) say "sorry" / "I mean"."""
    if end - start > 8:
        return False
    words = [toks[k].key for k in range(start, end) if toks[k].kind == "word"]
    return len(words) <= 3 and (not SORRY.isdisjoint(words) or any(
        (w, nxt) in _I_MEAN or (w, "") in _I_MEAN for w, nxt in zip(words, words[1:] + [""])))
