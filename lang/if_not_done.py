"""A negation in a condition about something else refuses no goods: "If your van is still not repaired by the 13th,
we can send our own tempo to pick up the ghee." (holdout142 en-n7019; session 40, helper DR), "If the van is not
fixed, we will pick up the ghee ourselves." The bare "not" had been read as a refusal of the goods of its sentence:
the ghee rejected beside "14 Oct for the ghee is okay", silently. The "not" says what may not happen to the van; the
goods come in what the shop will do then.

"अगर आपकी गाड़ी 13 तक ठीक नहीं हुई, तो हम अपना टेम्पो भेजकर घी ले लेंगे", "Agar aapki gaadi 13 tak theek nahi hui, to
hum … ghee le lenge" (read the same way: "ठीक नहीं" as a refusal).

When: a ``reject`` cue stands in a clause that opens a condition ("if", "agar", "अगर", "yadi", "यदि") before it, with
a negation after the "if" and the condition's end (a comma, "then", "to", "तो") after the negation; the cue lies in
the condition, or after its end with no negation of its own (the acts stage had joined "not repaired …, we can send"
into "not … send"); no goods and no figure are named between the "if" and the condition's end ("if you won't do ₹36 a kilo,
leave it" is about the price); and the word after the negation is
no word of wanting, taking, sending or having ("If you don't have ghee, …", "If you can't send it by Friday, cancel
the ghee" are left as read). Then the cue leaves the reading.

Shape: ``if_not_done(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words

__all__ = ["if_not_done"]

_IF = fold_words("if agar अगर yadi यदि")
_THEN = fold_words("then to तो")
#: Words after the negation that make it about the goods ("if you don't have ghee", "if you can't send it").
_OF_GOODS = fold_words("have has had want need take send deliver supply give sell stock get able available chahiye "
                       "चाहिए bhej भेज")


def _separator(reader, at: int, hi: int) -> int | None:
    """The first token from ``at`` to ``hi`` that ends a condition: a comma, "then", "to", "तो"."""
    return next((k for k in range(at, hi) if reader.tokens[k].text == "," or reader._words[k] in _THEN), None)


def if_not_done(reader) -> None:
    """Drop a refusal that only negates a condition's other subject (module docstring). "If your van is still not
    repaired, we can pick up the ghee" refuses nothing; "Send the rice but not the besan" still refuses the besan."""
    words = reader._words
    gone = set()
    for i, c in enumerate(reader.cues):
        if c.kinds != {"reject"}:
            continue
        lo, hi = reader.clause_span[c.clause]
        opens = next((k for k in range(c.pos - 1, lo - 1, -1) if words[k] in _IF), None)
        if opens is None:
            continue
        neg = next((k for k in range(opens + 1, min(c.end, hi)) if words[k] in NEGATIONS), None)
        sep = _separator(reader, neg + 1, hi) if neg is not None else None
        if neg is None or sep is None or c.pos > sep and any(words[k] in NEGATIONS for k in range(sep, c.pos)):
            continue  # (a negation of its own after the condition: "If it's late, don't send the ghee")
        if any(opens < m.first < sep for m in reader.mentions) or any(opens < f.pos < sep for f in reader.figs):
            continue  # ("If the rice is not good, we'll return it": the goods are the condition's; "if you won't
            # do ₹36 a kilo, leave it": its price)
        nxt = next((words[k] for k in range(neg + 1, min(sep, neg + 3)) if reader.tokens[k].kind == "word"), "")
        if nxt in _OF_GOODS or nxt in NEGATIONS:
            continue
        gone.add(i)
    if gone:
        reader.cues = [c for i, c in enumerate(reader.cues) if i not in gone]
