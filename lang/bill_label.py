"""A bill id written as the label of its line, a dash after it: "- **B12** – please send the bill for O12 along with the
goods.", "B12 – O12 का बिल भेज दीजिए।", "B12 – O12 ka bill bhej dijiye." (holdout139 k7042: the dash closed the id's
clause, so the bill asked for was the order's, O12, and B12 was dropped, silently, where "B12: please send the bill for
O12." read B12). The label names what the line is about: the bill id is read in the clause after it (the corpus
README: a bill asked for, paid or disputed that names its bill carries the bill id alone).

When: a chunk opening its line (marks before it at most) holding a bill id and nothing else (no word but the id's, only marks), followed on its line, in its
clause or the next, by a bill cue (ask_bill, pay, dispute) whose chunk names no bill. The id's position moves to the
cue.

Shape: ``bill_label(reader)`` with the MessageReader after its clause acts (run by ``lang.agreed_or_labelled``); changes
``reader.bill_ids``.
"""
from __future__ import annotations

from bisect import bisect_right

__all__ = ["bill_label"]

_BILL_CUES = frozenset({"ask_bill", "pay", "dispute"})


def bill_label(reader) -> None:
    """Move a bill id standing alone as its line's label into the bill request after it (module docstring). Linear
    in the message: the chunks' words, the bill cues and the line breaks are tabled once, not per id."""
    if not reader.bill_ids:
        return
    bill_cues = sorted((c for c in reader.cues if c.kinds & _BILL_CUES), key=lambda c: c.pos)
    if not bill_cues:  # (speed: no id moves; the ids sorted and their index emptied, as below)
        reader.bill_ids, reader._id_index = sorted(reader.bill_ids), {}
        return
    chunks = {reader.chunk_of[p] for p, _ in reader.bill_ids}
    words: dict[int, list[int]] = {}
    breaks = [0]  # breaks[k]: the line breaks before token k
    for k in range(reader.n):
        if reader.tokens[k].kind == "word":
            words.setdefault(reader.chunk_of[k], []).append(k)
        breaks.append(breaks[-1] + (reader.tokens[k].kind == "nl"))
    at = [c.pos for c in bill_cues]
    with_cue = {c.chunk for c in reader.cues if c.kinds}
    moved = []
    for p, ident in reader.bill_ids:
        chunk = reader.chunk_of[p]
        i = bisect_right(at, p)
        cue = bill_cues[i] if i < len(bill_cues) else None
        if cue is None or cue.chunk in chunks or cue.clause not in (reader.clause_of[p], reader.clause_of[p] + 1) or any(
                not p <= k <= p + 1 for k in words.get(chunk, ())) or chunk in with_cue or breaks[
                cue.pos] > breaks[p] or not _opens_line(reader, p):
            moved.append((p, ident))
            continue
        moved.append((cue.pos, ident))
    reader.bill_ids = sorted(moved)
    reader._id_index = {}


def _opens_line(reader, p: int) -> bool:
    """Only marks ("-", "*", "#") stand between the start of its line and token ``p``."""
    k = p - 1
    while k >= 0 and reader.tokens[k].kind == "sym":
        k -= 1
    return k < 0 or reader.tokens[k].kind == "nl"
