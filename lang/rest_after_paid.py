"""The rest of a bill promised in the same sentence as the part paid now (issue 10, session 38, fixer DC): "B11 —
₹3,000 चेक नं. 118471 से दिए; बाक़ी हमारे 15 दिन के उधार के अंदर है और 7 फ़रवरी तक दे दिया जाएगा।", "B11 — ₹3,000
cheque no. 118471 se diye; baaki … 7 February tak de diya jayega." (holdout135 g7042). A way of paying beside a rupee
amount in a sentence naming a bill is that bill's payment (``lang.pay_amounts._money_sent_for_a_bill``) only when the
sentence has no other word of a request; here the word of the rest's promise ("दे दिया जाएगा", "denge") was that other
word, so the ₹3,000 paid was no payment at all. Beside a bill paid whole (B6), the promise was then put off and B11
dropped, silently: the desk acknowledged B6 alone. The English ("₹3,000 paid by cheque …; the balance will be paid by
7 February") is a payment in part, which the desk settles only whole: it is asked (``ambiguous_intent.partial_pay``).

``cued_before_rest(reader)`` is the set of clauses holding a word cue that is not in the rest's part: a cue after a
word of what is left ("बाक़ी", "baaki", "balance", "rest", "remaining") that follows a mark (";", ",", "—") after a
rupee amount of the same clause is the rest's, and leaves the clause free for the payment's way; so the payment of
₹3,000 is read, and the part left asks it (as the English). Not "B11 ka payment baaki hai, agle hafte denge" (no
amount before the rest: the clause keeps its cue), nor "₹3,000 bhejo, baaki maal kal" (no bill: not looked at).

Shape: ``cued_before_rest(reader) -> set[int]`` with the MessageReader in stage 3 (its cues, figures and clauses).
Examples: "B11 — ₹3,000 चेक से दिए; बाक़ी 7 फ़रवरी तक देंगे।" → set() (the "देंगे" is the rest's); "B11 — ₹3,000
cheque se diye; baaki 7 February tak denge." → set(); "B11 — ₹3,000 paid by cheque; the balance will be paid by 7
February." → {0} (its "paid" cue stands before the rest).
"""
from __future__ import annotations

from lang.act_words import REST_LEFT

__all__ = ["cued_before_rest"]

#: Marks that close the part paid before the rest ("₹3,000 …से दिए; बाक़ी …").
_MARKS = frozenset(";,—–-")


def _rest_starts(reader) -> dict[int, int]:
    """Clause → the token where the rest's part begins (a word of what is left right after a mark, after a rupee
    amount of the clause)."""
    priced: dict[int, int] = {}
    for f in reader.figs:
        if f.kind == "price":
            priced[f.clause] = min(priced.get(f.clause, f.pos), f.pos)
    starts: dict[int, int] = {}
    for k in range(1, reader.n):
        if reader._words[k] in REST_LEFT and reader._syms[k - 1] in _MARKS:
            clause = reader.clause_of[k]
            if clause in priced and priced[clause] < k and clause not in starts:
                starts[clause] = k
    return starts


def cued_before_rest(reader) -> set[int]:
    """The clauses with a word cue outside the rest's part (module docstring)."""
    words = [c for c in reader.cues if reader.tokens[c.pos].kind == "word"]
    if REST_LEFT.isdisjoint(reader._keys):
        return {c.clause for c in words}
    starts = _rest_starts(reader)
    return {c.clause for c in words if not (c.clause in starts and c.pos > starts[c.clause])}
