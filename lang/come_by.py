"""A delivery asked as the condition of an order: "If it can arrive by tomorrow, send 20 kg potatoes.", "अगर कल तक
पहुँच सके तो 20 किलो आलू भेज दीजिए", "Agar kal tak deliver ho sake toh 20 kilo aloo bhej do". The "arrive" is the term
the goods are ordered on (``lang.order_terms``), not a question after a delivery: the reading had asked after the
delivery beside the order (session 32, a new user's trial). ``come_by`` (run by ``lang.after_acts``) empties the
delivery question of a sentence that opens with "if" and orders after it.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["come_by"]

_IF = fold_words("if agar अगर yadi यदि")


def come_by(reader) -> None:
    """Empty the ``ask_delivery`` cues of ``reader`` (the MessageReader after its clause acts) that stand after "if"
    at their sentence's start and before an order cue of the same sentence."""
    if _IF.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if c.kinds != {"ask_delivery"}:
            continue
        lo = reader.clause_span[c.clause][0]
        first = next((k for k in range(lo, c.pos) if reader.tokens[k].kind == "word"), None)
        if first is not None and reader.tokens[first].key in _IF and any(
                "order" in d.kinds and d.clause == c.clause and d.pos > c.pos for d in reader.cues):
            c.kinds = frozenset()
