"""Goods already arranged, confirmed with a tag question: "You'll send the 10 packets of paneer tomorrow, right?",
"वो 10 पैकेट पनीर कल भेज दोगे न?" — "the" (or "wo"/"वो") before the count points at goods asked before, and the tag
asks whether they will come: a delivery question, not a second order (breaker AB: ordered again, silently). A tag
after a count said fresh ("Send 10 packets paneer tomorrow, ok?") still orders. ``arranged`` is run by
``lang.after_acts``.
"""
from __future__ import annotations

from lang.acts import tag_questions
from lang.language import fold

_THE = frozenset(fold(w) for w in "the those wo woh vo voh वो वह".split())


def arranged(reader) -> None:
    """Make the order words of a tag-questioned clause whose count follows "the"/"wo" ask after the delivery."""
    if "?" not in reader._syms or _THE.isdisjoint(reader._keys):
        return
    tags, _ = tag_questions(reader.tokens, [(c.pos, c.clause, "order" in c.kinds) for c in reader.cues],
                            reader.clause_of)
    clauses = {reader.clause_of[i] for i in tags}
    pointed = {f.clause for f in reader.figs if f.kind == "qty" and f.clause in clauses and reader._word(f.pos - 1)
               in _THE}
    for c in reader.cues:
        if c.clause in pointed and c.kinds == {"order"}:
            c.kinds = frozenset({"ask_delivery"})
