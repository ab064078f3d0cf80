"""A bill named in a dispute as where the same goods were billed already: "B27 — the same delivery is billed twice (it
is also in B25)", "B27 — वही माल दो बार बिल हुआ है (B25 में भी है)", "Dispute B27: it duplicates B25". The other bill
is the complaint's evidence, not disputed itself; both had been disputed, or only B25 (breaker AN, silently).
``cited_bills(reader, ids)`` drops from a dispute's bill ids (two or more) each one said so: right after "also in",
"duplicates", "duplicate of", "same as", or right before "mein bhi" / "में भी" or "ka duplicate" / "का (ही) डुप्लीकेट"
("B31 B30 ka duplicate hai. B31 hata do." had disputed B30: breaker AS). ``cited_orders(reader, ids)`` does the same
for the orders of a dispute that names no bill: "O36 is a duplicate of O37", "O36 to O37 ka hi duplicate hai", "O36 तो
O37 का ही डुप्लीकेट है" dispute O36 alone (both had been disputed, silently).
"""
from __future__ import annotations

from lang.language import fold

__all__ = ["cited_bills", "cited_orders"]

_BEFORE = {tuple(fold(w) for w in p.split()) for p in ("also in", "duplicates", "duplicate of", "same as", "as in",
                                                       "duplicate order of", "duplicate bill of")}
_AFTER = {tuple(fold(w) for w in p.split()) for p in ("mein bhi", "me bhi", "में भी", "ka duplicate", "ki duplicate",
                                                      "ke duplicate", "का डुप्लीकेट", "की डुप्लीकेट", "के डुप्लीकेट",
                                                      "jaisa hi", "jaisi hi", "जैसा ही", "जैसी ही")}
#: Three words after the other bill ("B31 to B30 ka hi duplicate hai", "B31 तो B30 का ही डुप्लीकेट है").
_AFTER3 = {tuple(fold(w) for w in p.split()) for p in ("ka hi duplicate", "ki hi duplicate", "का ही डुप्लीकेट",
                                                       "की ही डुप्लीकेट")}


def cited_bills(reader, ids: list[str], clause: int) -> list[str]:
    """``ids`` (a dispute's bill ids, in order, in sentence ``clause``) without those named as the duplicate's other
    bill; when only such are left, the sentence's other bills ("2) शिकायत: B27 — … (B25 में भी है)": the cue stood
    beside B25). ``reader``: the MessageReader (bill_ids, words)."""
    if not ids:
        return ids
    cited = reader.__dict__.get("_cited_bills")
    if cited is None:  # (once a message: a scan of every bill per dispute was quadratic)
        cited = reader.__dict__["_cited_bills"] = _cited(reader, reader.bill_ids)
    kept = [i for i in ids if i not in cited]
    if kept or not cited:
        return kept or ids
    others = [i for i in reader._ids_in(reader.bill_ids, clause) if i not in cited]  # (lang.nonitem's index)
    return others or ids


def cited_orders(reader, ids: list[str]) -> list[str]:
    """``ids`` (a dispute's order ids) without those named as the duplicate's other order, when any other is left."""
    cited = _cited(reader, reader.order_ids) if len(ids) > 1 else set()
    return [i for i in ids if i not in cited] or ids


def _cited(reader, named: list) -> set[str]:
    """The ids of ``named`` ((position, id) pairs) named as a duplicate's other bill or order (module docstring)."""
    cited = set()
    for p, ident in named:
        end = p + 1
        while end < reader.n and reader.tokens[end].kind == "num" or end < reader.n and reader.tokens[end].text in "-#":
            end += 1
        before2 = (reader._word(p - 2), reader._word(p - 1))
        after2 = (reader._word(end), reader._word(end + 1))
        if before2 in _BEFORE or before2[1:] in _BEFORE or (reader._word(p - 3),) + before2 in _BEFORE or \
                after2 in _AFTER or after2 + (
                reader._word(end + 2),) in _AFTER3:
            cited.add(ident)
    return cited
