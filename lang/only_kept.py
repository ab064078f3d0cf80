"""Goods ordered, then one of them withdrawn in a later sentence that names the goods kept with "only": "Tamatar 30
kilo, pyaaz 40 kilo. Pyaaz nahi, sirf tamatar." (a new user's trial, session 47, finding 4), "Tomato 30 kg, onion 40
kg. No onion, only tomato.", "टमाटर 30 किलो, प्याज़ 40 किलो। प्याज़ नहीं, सिर्फ़ टमाटर।", "Send 20 kg sugar and 10 kg
rice. Actually no rice, just the sugar." The writer says which goods stay: a shopkeeper sends them alone. The reader
had refused it (``ambiguous_intent.quantity``, or ``contradictory.retracted`` by ``lang.goods_taken_back``, whose
"Send 4 trays eggs and 10 kg sugar. No eggs." — which stays? — is still refused: no "only").

When: a sentence with no figure and no id names goods said "not" wanted (a negation right after them, "no"/"not"
right before them, or "nahi chahiye" / "not needed") and, after a word of "only" ("sirf", "bas", "only", "just",
"सिर्फ़", "बस", "keval", "केवल"), the goods kept; every goods of that sentence were ordered with a count in one
earlier sentence, each withdrawn goods in a part of its own. Then the withdrawn goods' part (their count) and the
whole later sentence are left out of the reading (no cue, no mention, no figure): the order keeps the goods kept.

Shape: ``only_kept(reader)`` with the MessageReader after its clause acts; drops mentions, figures and cues in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["only_kept"]

_ONLY = fold_words("sirf sirph only just bas keval kewal सिर्फ़ सिर्फ बस केवल")
_NOT = fold_words("nahi nahin na no not नहीं ना mat मत")
_AND = fold_words("and aur और or the")


def only_kept(reader) -> None:
    """Leave out goods withdrawn by a later "X nahi, sirf Y" (module docstring). ``reader``: the MessageReader after
    its clause acts. "Tamatar 30 kilo, pyaaz 40 kilo. Pyaaz nahi, sirf tamatar." → order tomato 30."""
    if _ONLY.isdisjoint(reader._keys) or _NOT.isdisjoint(reader._keys) or reader.order_ids or reader.bill_ids:
        return
    word, clause_of, chunk_of = reader._word, reader.clause_of, reader.chunk_of
    figured = {f.clause for f in reader.figs}
    by_clause: dict[int, list] = {}
    for m in reader.mentions:
        by_clause.setdefault(clause_of[m.first], []).append(m)
    for clause, mine in sorted(by_clause.items()):
        if clause in figured:
            continue
        kept = {m.sku for m in mine if _after_only(reader, m)}
        gone = {m.sku for m in mine if m.sku not in kept and (word(m.last) in _NOT or word(m.first - 1) in _NOT)}
        if not kept or not gone or {m.sku for m in mine} != kept | gone:
            continue
        before = [m for m in reader.mentions if clause_of[m.first] < clause]
        earlier = {clause_of[m.first] for m in before}
        if len(earlier) != 1 or {m.sku for m in before} != kept | gone or len(before) != len(kept | gone):
            continue
        ordering = earlier.pop()
        qty_chunks = {chunk_of[f.pos] for f in reader.figs if f.clause == ordering and f.kind == "qty"}
        drop_chunks = {chunk_of[m.first] for m in before if m.sku in gone}
        if not all(chunk_of[m.first] in qty_chunks for m in before) or any(
                chunk_of[m.first] in drop_chunks for m in before if m.sku in kept):
            continue
        _leave_out(reader, clause, ordering, drop_chunks)
        return


def _after_only(reader, m) -> bool:
    """Whether mention ``m`` follows a word of "only" in its sentence, with at most "and" / other goods between."""
    k = m.first - 1
    while k >= 0 and reader.clause_of[k] == reader.clause_of[m.first]:
        w = reader._word(k)
        if w in _ONLY:
            return True
        if not (w in _AND or any(o.first <= k < o.last for o in reader.mentions) or reader.tokens[k].kind == "sym"):
            return False
        k -= 1
    return False


def _leave_out(reader, clause: int, ordering: int, drop_chunks: set) -> None:
    """Drop the later sentence's cues and mentions, and the withdrawn goods' mentions and figures of ``ordering``."""
    gone = lambda pos: reader.clause_of[pos] == clause or (  # noqa: E731
        reader.clause_of[pos] == ordering and reader.chunk_of[pos] in drop_chunks)
    for c in reader.cues:
        if reader.clause_of[c.pos] == clause:  # (the ordering sentence's verb stays: "… 10 किलो चावल भेजिए।")
            c.kinds = frozenset()
    reader.taken.update(k for k in range(reader.n) if gone(k))  # (read: no word of them is left unknown)
    reader.mentions = [m for m in reader.mentions if not gone(m.first)]
    reader.figs = [f for f in reader.figs if not gone(f.pos)]
    reader.item_tokens = {k for m in reader.mentions for k in range(m.first, m.last)}
    reader.item_first = {m.first for m in reader.mentions}
    reader._item_ids = {id(reader.tokens[k]) for k in reader.item_tokens}
    reader._mention_at = {m.first: m for m in reader.mentions}
    reader.background.add(clause)
