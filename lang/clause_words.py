"""The word keys of each clause (and of each chunk) of a message, worked out once: the passes of ``lang.after_acts`` that look at a
sentence's words (``lang.added_to_it``, ``lang.bill_overcharge``, ``lang.moved_goods``, ``lang.paid_back``,
``lang.their_price_told``) had each scanned every token to build it again.
"""
from __future__ import annotations

__all__ = ["clause_words", "chunk_words"]


def clause_words(reader) -> dict[int, list[str]]:
    """{clause: its word keys, in text order} of ``reader`` (the MessageReader after its clause acts: tokens and
    clause_of no longer change), kept on the reader after the first call. Linear in the tokens."""
    memo = getattr(reader, "_words_by_clause", None)
    if memo is None:
        memo = {}
        for k, t in enumerate(reader.tokens):
            if t.kind == "word":
                memo.setdefault(reader.clause_of[k], []).append(t.key)
        reader._words_by_clause = memo
    return memo


def chunk_words(reader) -> dict[int, frozenset[str]]:
    """{chunk: the set of its word keys} of ``reader`` (as for ``clause_words``), kept on the reader after the first
    call (``lang.paid_chunk.at_rest_beside``, ``lang.checked_unpaid``). Linear in the tokens."""
    memo = getattr(reader, "_words_by_chunk", None)
    if memo is None:
        found: dict[int, set[str]] = {}
        for k, t in enumerate(reader.tokens):
            if t.kind == "word":
                found.setdefault(reader.chunk_of[k], set()).add(t.key)
        memo = reader._words_by_chunk = {c: frozenset(ws) for c, ws in found.items()}
    return memo
