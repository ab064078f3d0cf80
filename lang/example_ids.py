"""An id named as the example of what is asked, not asked itself: "Please send the bill for O12, like you did for
O11", "Paid B7 like I paid B6", "O12 का बिल भेज दीजिए, जैसे O11 का भेजा था", "same as O11" (breaker AE: the bill for
O11 had been asked again and B6 paid again, silently). ``examples_out`` (run by ``lang.after_acts``) takes such ids
out of the reader's order and bill ids when another id of the same kind is named: a word of likeness ("like",
"jaise", "जैसे", "same as", "as with", "as for") at most four words before it, in its chunk.
"""
from __future__ import annotations

from lang.language import fold

_LIKE = frozenset(fold(w) for w in "like jaise jaisa jaisi जैसे जैसा जैसी unlike".split())
_AS_PAIRS = frozenset((fold(a), fold(b)) for a, b in (("same", "as"), ("as", "with"), ("as", "for"), ("as", "in")))


def _example(reader, pos: int) -> bool:
    """Whether the id at token ``pos`` has a word of likeness at most four words before it in its chunk."""
    words = [reader.tokens[k].key for k in range(max(0, pos - 5), pos) if reader.tokens[k].kind == "word"
             and reader.chunk_of[k] == reader.chunk_of[pos]][-4:]  # (its chunk: not "फ़ोन पर जैसी बात हुई, O54 रद्द")
    return not _LIKE.isdisjoint(words) or any(p in _AS_PAIRS for p in zip(words, words[1:]))


def examples_out(reader) -> None:
    """Drop from ``reader.order_ids`` and ``reader.bill_ids`` ([(token index, id)]) the ids named as an example,
    when an id of the same kind is left (module docstring)."""
    for name in ("order_ids", "bill_ids"):
        ids = getattr(reader, name)
        if len(ids) < 2:
            continue
        kept = [(p, i) for p, i in ids if not _example(reader, p)]
        if kept and len(kept) < len(ids):
            setattr(reader, name, kept)
