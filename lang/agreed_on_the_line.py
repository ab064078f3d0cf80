"""A price agreed in a sentence that names no goods, right after a sentence naming one item and no figure, on the
same line of text, with other goods in the message: "Thank you for your reply about the tomatoes. ₹29 per kg is
acceptable to us.", "टमाटर के बारे में जवाब देने के लिए शुक्रिया। ₹29 प्रति किलो हमें मंज़ूर है।", "Tamatar ke baare
mein reply ke liye shukriya. ₹29 per kg hume manzoor hai." With one item in the message the price went to it; with
others (the potato and onion ordered below) it joined none and the message was refused ("what is ₹29 per kg for?":
fixer J of the thirtieth session, sealed holdout 119). A shopkeeper reads the price as the rate agreed for the goods
just named.

``agreed_on_the_line`` says when such a sentence's price is the goods' of the sentence before: the sentence agrees
(an accept word: "acceptable", "accepted", "मंज़ूर", "manzoor", "theek hai") and does nothing else, holds one price
and no other figure; the sentence before names one item, holds no figure and asks nothing of its own but thanks or
a rate's word; and the two are on one line of text, or the goods' sentence is a heading of their name alone on the
line above ("### 1. Sugar / Your rate of ₹41.50/kg is accepted", fixer R of the thirty-first session: sealed holdout
118 r8022 in three languages). Anything else is left to be asked: a price agreed on a line of its own under a line
that says more ("Thanks for the sugar rates. / ₹41.50 is accepted"), a price after goods with a figure ("Rice 40 kg
aa gaya. ₹38 ok": whose price?), a sentence that agrees and orders, two prices.

Shape: ``agreed_on_the_line(reader, figs, lines_before, clause, cues_by_clause)`` → bool; asked by
``lang.price_after_cross``.
"""
from __future__ import annotations

__all__ = ["agreed_on_the_line"]

#: Cue kinds the sentence before may hold: none, or a rate's word ("your reply about the rate of tomatoes").
_BEFORE_MAY = frozenset({"ask_quote_weak"})


def agreed_on_the_line(reader, figs: list, lines_before: list, clause: int, cues_by_clause: dict) -> bool:
    """Whether ``figs`` (of sentence ``clause``, which names no goods) are the price agreed for the one item of the
    sentence before (``lines_before``), which holds no figure (module docstring)."""
    if len(figs) != 1 or figs[0].kind != "price" or figs[0].role or len(lines_before) != 1:
        return False
    kinds = [c.kinds for c in cues_by_clause.get(clause, ())]
    if not kinds or not all(k <= {"accept", "ask_quote_weak"} for k in kinds) or not any("accept" in k for k in kinds):
        return False
    if not all(c.kinds <= _BEFORE_MAY for c in cues_by_clause.get(clause - 1, ())):
        return False
    lo, hi = reader.clause_span[clause - 1]
    m = lines_before[0].mention
    if lines_before[0].figs or any(reader.tokens[k].kind == "num" and not m.first <= k < m.last for k in range(lo, hi)):
        return False  # "Tomato 40 kg came yesterday. ₹29 per kg is fine": a figure of its own, even told (dropped)
    breaks = [k for k in range(lines_before[0].pos, figs[0].pos) if reader.tokens[k].kind == "nl"]
    return not breaks or len(breaks) == 1 and _heading(reader, m, lo, breaks[0])


def _heading(reader, mention, lo: int, nl: int) -> bool:
    """The sentence from token ``lo`` to the line break ``nl`` is a heading naming the goods alone ("### 1. Sugar"):
    list marks, a list number and the goods' name, nothing else."""
    toks = reader.tokens
    return lo < nl and all(mention.first <= k < mention.last or toks[k].kind == "sym" or toks[k].kind == "num" and
                           k + 1 < nl and toks[k + 1].kind == "sym" and toks[k + 1].text in ".)" for k in range(lo, nl))
