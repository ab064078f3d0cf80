"""The rest of a delivery asked after with a bare "when": "the remaining 5 kg of O3's sugar — when?", "O3: the
remaining 5 kg sugar, by when?", "O3 ki baaki 5 kilo cheeni kab?", "O3 की बाकी 5 किलो चीनी कब?". The shop asks when
the goods still owed come: an ``ask_delivery`` with those goods and their count, as "O3 ki baaki 5 kilo cheeni kab
aayegi?" is read. With no word of arriving, the sentence had no intent word and was refused ("what should we do
with the sugar: send, price or cancel?").

``rest_when`` sets an ``ask_delivery`` cue at the "when" of a question (a sentence ending in "?") that has no intent
word, a word asking when ("when", "kab", "कब"), and a count after a word of the rest ("remaining", "balance",
"pending", "missing", "other", "baaki", "बाकी", "बचे"). "When can you send the remaining 5 kg?" has its own words;
"Remaining 5 kg sugar — ₹40?" asks no "when".

Shape: ``rest_when(reader)`` with the MessageReader after its clause acts; it changes ``reader.cues``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue, REST_WORDS

__all__ = ["rest_when"]

_WHEN = fold_words("when kab कब")
#: Words before a count that make it the rest of a delivery.
_REST = REST_WORDS | fold_words("other missing pending leftover bache bacha bachi बचे बचा बची")


def rest_when(reader) -> None:
    """Set an ``ask_delivery`` cue in each question of the rest of a delivery asked with a bare "when" (module
    docstring). ``reader``: the MessageReader after its clause acts (acts, cues, figs, tokens)."""
    keys = reader._keys
    if _WHEN.isdisjoint(keys) or _REST.isdisjoint(keys):
        return
    cued = {c.clause for c in reader.cues if c.kinds - {"neutral"}}
    added = []
    for f in reader.figs:
        clause = reader.clause_of[f.pos]
        act = reader.acts.get(clause)
        if f.kind != "qty" or clause in cued or act is None or not act.question:
            continue
        lo, hi = reader.clause_span[clause]
        if not any(reader._word(k) in _REST for k in range(max(lo, f.pos - 2), f.pos)):
            continue
        when = next((k for k in range(lo, hi) if reader._word(k) in _WHEN), None)
        if when is None:
            continue
        cued.add(clause)
        added.append(Cue(frozenset({"ask_delivery"}), when, when + 1, clause, reader.chunk_of[when]))
    if added:
        reader.cues = sorted(reader.cues + added, key=lambda c: c.pos)
