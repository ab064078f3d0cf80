"""Goods said to have been weighed, counted or checked and found right agree to nothing and order nothing (session
38, fixer DB, on corpus_holdout137; issue 10): "O1 came today, thank you! Gur all 60 kg weighed fine 👍 But 2 packets
of atta were torn … please take them off B1." (en-i7010). "fine" is a word of agreeing, and a bare agreement beside a
count of goods and no price becomes an order of them (``lang.yes_no.yes_to_counts``): the desk had ordered 60 kg of
gur the shop had just received and weighed. Said after a word of checking ("weighed", "counted", "checked",
"तौल में", "taul mein", "गिनती में", "ginti mein"), the word tells the goods' state, as "arrived fine" does
(``lang.arrived_fine``, which stands aside when a bill is named or an id asked).

When: an accept cue (with or without the order ``yes_to_counts`` gave it) whose own words are only a word of fine
("fine", "ok", "theek", "ठीक", "sahi", "सही", "perfect"), with a word of checking among the three words before it
and no price figure in its sentence. Then the cue asks nothing, and the sentence's goods and counts are its
reckoning (taken out of the mentions and figures, so no order is made of them). "Weighed it, fine, send 60 kg more"
(an order word of its own) and "₹46 is fine" (a price) read as before.

Shape: ``checked_fine(reader)`` with the MessageReader after its clause acts (run from ``lang.asked_or_kept``);
changes ``reader.cues``, ``reader.figs`` and ``reader.mentions`` in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["checked_fine"]

#: Words of agreeing that can tell what a check found.
_FINE = fold_words("fine ok okay theek thik ठीक sahi सही perfect correct right proper barabar बराबर")
#: Words the cue may hold beside the word of fine ("taul mein theek", "तौल में ठीक है").
_GLUE = fold_words("mein me में hai है tha था nikla निकला")
#: Words of weighing, counting or checking the goods (before the word of fine).
_CHECKED = fold_words("weighed weighs weight weighing counted count checked tested measured taul tol tauli toli "
                      "taula tola tolne taulne तौल तोल तौला तोला तौली वज़न वजन wazan vazan ginti ginती gina gini गिनती "
                      "गिना गिनी")


def checked_fine(reader) -> None:
    """Empty the accept cue of goods said weighed or counted fine (module docstring). ``reader``: the MessageReader
    after its clause acts. "Gur all 60 kg weighed fine 👍" / "गुड़ पूरा 60 किलो तौल में ठीक निकला" / "Gur poora 60
    kilo taul mein theek nikla": nothing asked of the gur; "60 kg gur, fine, send it" still orders."""
    if _CHECKED.isdisjoint(reader._keys) or _FINE.isdisjoint(reader._keys):
        return
    toks = reader.tokens
    priced = {f.clause for f in reader.figs if f.kind in ("price", "bare")}
    told: set[int] = set()
    for clause in {reader.clause_of[k] for k, t in enumerate(toks) if t.kind == "word" and t.key in _CHECKED}:
        if clause in priced:
            continue
        lo, hi = reader.clause_span[clause]
        words = [(k, toks[k].key) for k in range(lo, hi) if toks[k].kind == "word"]
        checked = next((n for n, (_, w) in enumerate(words) if w in _CHECKED), None)
        fine = [k for n, (k, w) in enumerate(words) if w in _FINE and 0 < n - checked <= 3]
        if not fine:
            continue
        cues = [c for c in reader.cues if c.clause == clause and c.kinds - {"neutral"}]
        if any(not c.kinds <= {"accept", "order"} or not _own_fine(toks, c) for c in cues):
            continue  # another request in the sentence ("weighed fine, send 60 kg more"): as read
        for c in cues:
            c.kinds = frozenset()
        told.add(clause)
    if told:
        reader.figs = [f for f in reader.figs if f.clause not in told]
        reader.mentions = [m for m in reader.mentions if reader.clause_of[m.first] not in told]


def _own_fine(toks, cue) -> bool:
    """The cue's own words are a word of fine and its glue only ("fine", "mein theek", "ठीक है")."""
    own = [toks[k].key for k in range(cue.pos, cue.end) if toks[k].kind == "word"]
    return not _FINE.isdisjoint(own) and all(w in _FINE or w in _GLUE for w in own)
