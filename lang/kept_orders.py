"""Orders said to stay as they are beside a cancel: "O4 and O6 are fine as they are; please cancel O7", "Keep O4 and
O6; cancel O7", "O4 और O6 ठीक हैं, O7 रद्द करें". Their ids are named in the cancel's sentence, and the ids joined by
"and" to a cancel word had been cancelled with it (breaker AF: O4, or O4 and O6, cancelled beside O7, silently).
``not_kept`` takes them out of a cancel's ids (``lang.nonitem`` asks it).

An id is kept when its chunk, or the chunk of an id joined to it by "and" / "aur" / "और" / "&" / a comma, holds a
word of keeping ("keep", "fine", "ok", "theek", "ठीक", "rakho", "रखिए", "unchanged", "stays") and no cancel word. ("O4
rehne do" is not one: "rehne do" also says "drop it".) A bracket is a chunk of its own here: "Cancel O1 (keep O2)",
"O1 cancel karo (O2 rakhna)", "O1 रद्द कीजिए (O2 ठीक है)" keep O2 (session 31: O2 had been cancelled too, silently).
"""
from __future__ import annotations

from lang.language import fold_words

#: Words that keep an order as it is.
KEEP = fold_words("keep keeping fine ok okay theek thik ठीक rakho rakhiye rakhein rakhna रखो रखिए रखिये रखें unchanged "
                  "stay stays remain remains rahega rahegi रहेगा रहेगी")
#: Words that join ids into one group ("O4 and O6").
_JOIN = fold_words("and aur और")


def not_kept(reader, cue, ids: list[str]) -> list[str]:
    """``ids`` (order ids a cancel ``cue`` would cancel, in order) without those kept (module docstring); ``reader`` is
    the MessageReader (tokens, chunk_of, cues, order_ids as (position, id))."""
    if len(ids) < 2 or KEEP.isdisjoint(reader._keys):
        return ids
    kept = _kept(reader)
    return [i for i in ids if i not in kept] or ids


def _kept(reader) -> set[str]:
    """The ids kept in the message (once a message)."""
    memo = getattr(reader, "_kept_ids", None)
    if memo is not None:
        return memo
    toks, chunk_of = reader.tokens, reader.chunk_of
    cancel_chunks = {c.chunk for c in reader.cues if "cancel" in c.kinds}
    keeping = {chunk_of[k] for k, t in enumerate(toks) if t.kind == "word" and t.key in KEEP} - cancel_chunks
    kept_spans = keeping_brackets(reader)
    groups: list[list[tuple[int, str]]] = []
    last_end = -1
    for pos, ident in sorted(reader.order_ids):
        between = range(last_end, pos)
        if groups and all(toks[k].kind == "word" and toks[k].key in _JOIN or toks[k].kind == "sym" and toks[k].text in
                          (",", "&", "/") for k in between):
            groups[-1].append((pos, ident))
        else:
            groups.append([(pos, ident)])
        last_end = _id_end(toks, pos)
    kept, cancelled = set(), set()
    for group in groups:
        chunks = {chunk_of[p] for p, _ in group}
        if any(lo < p < hi for lo, hi in kept_spans for p, _ in group):
            kept.update(i for _, i in group)
        elif chunks & keeping and not chunks & cancel_chunks:
            kept.update(i for _, i in group)
        elif chunks & cancel_chunks:
            cancelled.update(i for _, i in group)
    reader._kept_ids = kept = kept - cancelled  # ("Cancel O61 and O62. Keep O62 though": taken back, asked)
    return kept


_OPEN, _CLOSE = {"(": ")", "[": "]"}, frozenset(")]")


def kept_in_brackets(reader) -> set[str]:
    """The order ids standing in a bracket that keeps them ("Cancel O1 (keep O2)" -> {"O2"}; "O1 cancel karo (O2
    rakhna)", "O1 रद्द कीजिए (O2 ठीक है)" likewise; "Cancel O1 (and O2)" -> set()). ``lang.ids_at_rest`` asks it."""
    if KEEP.isdisjoint(reader._keys) or not reader.order_ids:
        return set()
    spans = keeping_brackets(reader)
    return {i for p, i in reader.order_ids if any(lo < p < hi for lo, hi in spans)}


def aside_from(reader, k: int, p: int) -> bool:
    """Token ``k`` stands in a keeping bracket (``keeping_brackets``) that token ``p`` is outside of: "Cancel O1 and O2
    (keep O3)" — the "keep" is O3's, not O2's (``lang.take_backs``)."""
    return any(lo < k < hi and not lo < p < hi for lo, hi in keeping_brackets(reader))


def keeping_brackets(reader) -> list[tuple[int, int]]:
    """(open, close) token positions of the brackets holding a word of keeping and no cancel word: "(keep O2)",
    "(O2 rakhna)", "(O2 ठीक है)"; [] when the message has no word of keeping. Once a message."""
    memo = getattr(reader, "_keeping_spans", None)
    if memo is None:
        memo = reader._keeping_spans = [] if KEEP.isdisjoint(reader._keys) else _keeping_brackets(reader)
    return memo


def _keeping_brackets(reader) -> list[tuple[int, int]]:
    """(open, close) token positions of the brackets holding a word of keeping and no cancel word."""
    toks, spans, cancels = reader.tokens, [], {c.pos for c in reader.cues if "cancel" in c.kinds}
    k, n = 0, len(toks)
    while k < n:
        t = toks[k]
        if t.kind == "sym" and t.text in _OPEN:
            close = next((j for j in range(k + 1, min(n, k + 40)) if toks[j].kind == "sym" and toks[j].text in _CLOSE
                          or toks[j].kind == "nl"), None)
            if close is not None and toks[close].kind == "sym":
                inside = range(k + 1, close)
                if any(toks[j].kind == "word" and toks[j].key in KEEP for j in inside) \
                        and not any(j in cancels for j in inside):
                    spans.append((k, close))
                k = close
        k += 1
    return spans


def _id_end(toks: list, pos: int) -> int:
    """The token past the id starting at ``pos`` ("O" "4": two tokens; "O4": one)."""
    k = pos + 1
    while k < len(toks) and toks[k].kind == "num" and k <= pos + 1:
        k += 1
    return k
