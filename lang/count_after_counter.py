"""The count of a counter-offer said "if yes" right after it, when the counter-offer's own sentence names no goods
(part of the item lines, ``lang.lines``): "1. **Tomato** – ₹30/kg is a bit high. Can you do **₹27/kg**? If yes, send
15 kg. 2. **Banana** – ₹46 per dozen is fine. Send 8 dozen.", "टमाटर – ₹30/किलो थोड़ा ज़्यादा है। ₹27/किलो कर सकते
हो? हाँ हो तो 15 किलो भेज देना।", "Tamatar – ₹30/kg thoda zyada hai. ₹27/kg kar sakte ho? Haan ho to 15 kg bhej
dena." The price's sentence was given to the tomato the sentence before it turns down (``lang.countered_on_the_line``);
the count's sentence came after a sentence naming no goods, so with the bananas beside it joined none and the whole
message was refused ("what is 15 kg for?": fixer AB of the thirty-second session, holdout 119 in three languages).
A shopkeeper reads the three sentences as one: the tomato offered at ₹27, 15 kg of it if the supplier agrees.

``count_after_counter(reader, figs, carried, clause, cues_by_clause)`` says when ``figs`` (of sentence ``clause``,
which names no goods) are the count of the item line ``carried``, to which the figures of the sentence just before
were given: that sentence offers (an offer word) and the count's sentence answers it — it opens with "if yes" /
"हाँ हो तो" / "agar haan" (its order made an offer by ``lang.yes_no``) and asks nothing else of the goods; its
figures are counts alone, each in a unit the item is sold in, and the two sentences stand on one line of text.
Anything else is left to be asked: a count on a line of its own, a count in a unit the goods are not sold in, a
sentence that agrees or refuses.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.then_taken import bare_counts_for, count_then_taken
from lang.units import selling_units_per
from lang.yes_no import YES, if_yes

__all__ = ["count_after_counter"]

#: Cue kinds that make the count's sentence something else than the counter-offer's count.
_NOT_THE_COUNT = frozenset({"accept", "reject", "cancel", "pay", "dispute", "ask_quote"})
#: The Hindi and Hinglish "if yes" said without "agar": "हाँ हो तो", "haan ho to" (a yes, "ho", then "to").
_HO, _TO = fold_words("ho हो"), fold_words("to toh तो")


def count_after_counter(reader, figs: list, carried, clause: int, cues_by_clause: dict) -> bool:
    """Whether ``figs`` (of sentence ``clause``, naming no goods) are the count of the line ``carried`` offered at a
    price in the sentence just before (module docstring)."""
    if not bare_counts_for(figs, carried):
        return False
    kinds = set().union(*(c.kinds for c in cues_by_clause.get(clause, ())))
    before = set().union(*(c.kinds for c in cues_by_clause.get(clause - 1, ())))
    if kinds - {"offer"} or "offer" not in before or before & _NOT_THE_COUNT:
        return count_then_taken(reader, figs, carried, clause, cues_by_clause)  # "Then we'll take 8 dozen."
    act = reader.acts.get(clause)
    lo, _ = reader.clause_span[clause]
    if act is None or not act.condition or act.consequent is None or not (
            "offer" in kinds and if_yes(reader, lo, act.consequent) or _yes_ho_to(reader, lo, act.consequent)):
        return count_then_taken(reader, figs, carried, clause, cues_by_clause)
    item = reader.cat.by_sku(carried.mention.sku)
    if any(selling_units_per(f.unit, item) is None for f in figs):
        return False
    start, _ = reader.clause_span[clause - 1]
    return not any(reader.tokens[k].kind == "nl" for k in range(start, figs[0].pos))


def _yes_ho_to(reader, lo: int, consequent: int) -> bool:
    """The condition from ``lo`` to the ``consequent`` is "हाँ हो तो" / "haan ho to" alone (its order word had been
    dropped as put off: ``lang.yes_no.if_yes`` asks for "agar")."""
    words = [reader.tokens[k].key for k in range(lo, consequent) if reader.tokens[k].kind == "word"]
    return len(words) == 3 and words[0] in YES and words[1] in _HO and words[2] in _TO
