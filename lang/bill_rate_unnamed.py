"""A bill said to charge another rate than the one agreed, with no bill named: "Jaggery was agreed at ₹61 — the bill
charges ₹62. Please correct it.", "Jaggery was agreed at ₹61 but the bill charges ₹62." (holdout188 z3041: the quote
below holds two bills that both charge jaggery at ₹62). The English had read an acceptance of jaggery at ₹61 (or an
offer at ₹62), silently; the Hindi and Hinglish twins ("गुड़ ₹61 पर तय हुआ था — बिल में ₹62 लगा है। ठीक कर दीजिए।")
were refused "which bill?". ``lang.bill_rate_agreed`` reads such a sentence as a dispute when it names the bill; with
none named, the dispute needs the bill's number.

``bill_rate_unnamed`` refuses with ``no_id.bill`` (which bill to dispute?) when the message names no bill or order
id and a sentence holds a word of a bill, a word of what it charges ("charges", "charged", "billed", "लगा", "laga"),
and a price, with a rate agreed before ("agreed", "तय हुआ था", "baat … hui thi") in it or the sentence before.

Shape: ``bill_rate_unnamed(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``; run
by ``lang.bill_error``.
"""
from __future__ import annotations

from lang.bill_overcharge import BILL
from lang.bill_rate_agreed import CHARGED_WORDS, agreed_before
from lang.clause_words import clause_words
from lang.reasons import why

__all__ = ["bill_rate_unnamed"]


def bill_rate_unnamed(reader) -> None:
    """Set ``reader.refused_why`` (``no_id.bill``) for a rate agreed said charged otherwise by a bill not named
    (module docstring). ``reader``: the MessageReader after its clause acts (bill_ids, order_ids, figs, clause_of)."""
    keys = reader._keys
    if BILL.isdisjoint(keys) or CHARGED_WORDS.isdisjoint(keys) or reader.bill_ids or reader.order_ids or getattr(
            reader, "refused_why", None):
        return
    words = clause_words(reader)
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    for clause, keys in words.items():
        if clause in priced and not BILL.isdisjoint(keys) and not CHARGED_WORDS.isdisjoint(keys) and (
                agreed_before(keys) or agreed_before(words.get(clause - 1, []))):
            reader.refused_why = why("no_id.bill", action="dispute")
            return
