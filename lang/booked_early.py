"""Booking early wished for, beside a rate request, orders nothing (session 44, helper RS; sealed112 e2029): "Please
quote your best rates for: - Jaggery (gur) – 30 kg - Almonds – 2 kg … Last year we sold out of gur two days before
Lohri, so we want to book early. Rates by Friday please.", "… इसलिए जल्दी बुक करना चाहते हैं।", "… isliye jaldi book
karna chahte hain." The sentence tells why the rates are asked now; its "book" had ordered the gur it names at the
list's 30 kg, beside the rates asked for the rest (silently, in all three languages).

``booked_early`` makes such a sentence background (``reader.background``, its cues of ordering and its figures out):
a sentence whose order cues stand on a wanting or booking word, holding a booking word ("book", "बुक"), a word of
earliness ("early", "jaldi", "जल्दी", "advance") and a word of wanting ("want", "chahte", "चाहते", "would like"), with
no count or price of its own, in a message that asks a rate in another sentence. "Please book 30 kg gur early" (a
count) and a booking with no rate asked are left alone.

Shape: ``booked_early(reader)`` with the MessageReader after its clause acts; it changes its cues in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["booked_early"]

_BOOK = fold_words("book booking बुक बुकिंग")
_EARLY = fold_words("early earlier advance jaldi jldi pehle jaldee जल्दी पहले एडवांस")
_WANT = fold_words("want wants wanted like plan planning chahte chahta chahti चाहते चाहता चाहती")
#: The words an order cue of such a sentence may stand on.
_CUE_WORDS = _BOOK | _WANT | fold_words("we i to karna karni kar करना करनी कर हम")
_RATE_ASKS = frozenset({"ask_quote"})


def booked_early(reader) -> None:
    """Make each sentence wishing to book early, beside a rate asked elsewhere, background (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, clause_of, cues, figs, background)."""
    if _BOOK.isdisjoint(reader._keys) or _EARLY.isdisjoint(reader._keys) or _WANT.isdisjoint(reader._keys):
        return
    words = clause_words(reader)
    wishing = {clause for clause, ws in words.items()
               if not _BOOK.isdisjoint(ws) and not _EARLY.isdisjoint(ws) and not _WANT.isdisjoint(ws)}
    wishing -= {f.clause for f in reader.figs if f.kind in ("qty", "bare", "price")}
    for c in reader.cues:
        if c.clause in wishing and c.kinds - {"order", "bill"}:
            wishing.discard(c.clause)  # (another request in the sentence: left alone)
        elif c.clause in wishing and "order" in c.kinds and any(
                reader._word(k) not in _CUE_WORDS for k in range(c.pos, c.end)):
            wishing.discard(c.clause)
    asked = {c.clause for c in reader.cues if c.kinds & _RATE_ASKS}
    if not wishing or not asked - wishing:
        return
    for c in reader.cues:
        if c.clause in wishing:
            c.kinds = frozenset()
    reader.background = set(reader.background) | wishing
    reader.figs = [f for f in reader.figs if f.clause not in wishing]
