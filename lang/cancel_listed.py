"""Goods listed with their counts as the object of one cancel: "Please cancel 50 kg rice and 25 kg sugar from O4",
"O4 से 50 किलो चावल और 25 किलो चीनी कैंसल कर दीजिए।", "O4 se 50 kilo chawal aur 25 kilo cheeni cancel kar dijiye."
(holdout152 v77018: "Please cancel the 1 bori rice and the 25 kg sugar from O4"; holdout144 p77023: "cancel 20 kg of
the 50 kg paneer, and the 3 cases of soft drinks in full").

The word "and" opens a new chunk, so the goods of the chunk without the cancel word, with a count of their own, were
asked as "cancel it too, or send it?" (``ambiguous_intent.cancel_which``, ``lang.compose``), a question meant for
"don't send onions; potatoes 20 kg". A shopkeeper reads one list: every goods cancelled, each by its count.

``listed_in_cancel(reader, line)`` says when the line is such a list's member: in the sentence of the cancel, its
chunk and a chunk with the cancel word are next to each other, joined by "and" / "aur" / "और" / "&"
(with "," and "the" beside it), the cancel's chunk names goods with a count of their own (a list of like members), and the line's chunk
has no word of its own (no intent word, no "keep", no "send"). Anything else stays asked.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["listed_in_cancel"]

_JOIN = fold_words("and aur और evam एवं tatha तथा the of")
_AND = fold_words("and aur और evam एवं tatha तथा")
_JOIN_SYMS = frozenset((",", "&", "+"))


def _joiner(reader, k: int) -> bool:
    t = reader.tokens[k]
    return t.kind == "word" and t.key in _JOIN or t.kind == "sym" and t.text in _JOIN_SYMS


def _and(reader, k: int) -> bool:
    """A word of "and" (a comma alone joins no list here: "Don't send 10 kg onions, 20 kg potatoes" stays asked)."""
    t = reader.tokens[k]
    return t.kind == "word" and t.key in _AND or t.kind == "sym" and t.text in ("&", "+")


def _counted(reader, chunk: int) -> bool:
    """The chunk names goods with a count of their own (a quantity figure in it); the chunks found once a message."""
    found = reader.__dict__.get("_counted_chunks")
    if found is None:
        found = reader._counted_chunks = {reader.chunk_of[m.first] for m in reader.mentions} & {
            reader.chunk_of[f.pos] for f in reader.figs if f.kind == "qty"}
    return chunk in found


def _listed_at(reader, k: int, clause: int) -> bool:
    """Token ``k`` is in a chunk with the cancel word, of the same sentence, that names goods with their count."""
    return 0 <= k < reader.n and reader.clause_of[k] == clause and reader.chunk_of[k] in reader.cancel_chunks and \
        _counted(reader, reader.chunk_of[k])


def listed_in_cancel(reader, line) -> bool:
    """Whether ``line`` (a goods line in a cancel's sentence, in a chunk without the cancel word, with a count) is a
    member of the cancel's list (module docstring). ``reader``: the MessageReader at compose (tokens, chunk_of,
    clause_of, cancel_chunks, mentions, figs, cues)."""
    if any(c.chunk == line.chunk and c.kinds for c in reader.cues):
        return False  # a word of its own ("and send 25 kg sugar", "keep the onions")
    m = line.mention
    own = [f.pos for f in line.figs if f.kind == "qty" and reader.chunk_of[f.pos] == line.chunk]
    if not own:
        return False
    first, last = min([m.first] + own), max([m.last - 1] + [f.end - 1 for f in line.figs if f.pos in own])
    j, ands = first - 1, 0  # back over "and the", ", and the" to the goods before ("… 50 kg rice | and 25 kg sugar")
    while j >= 0 and reader.clause_of[j] == line.clause and _joiner(reader, j):
        ands += _and(reader, j)
        j -= 1
    if ands and _listed_at(reader, j, line.clause) and any(x.last - 1 == j for x in reader.mentions):
        return True
    k, ands = last + 1, 0  # on over "और" to the cancel's goods after ("50 किलो चावल | और 25 किलो चीनी कैंसल")
    while k < reader.n and reader.clause_of[k] == line.clause and _joiner(reader, k):
        ands += _and(reader, k)
        k += 1
    return bool(ands) and _listed_at(reader, k, line.clause) and (
        reader.tokens[k].kind == "num" or any(x.first == k for x in reader.mentions))
