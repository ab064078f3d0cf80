"""The balance of a bill paid now, told with its amount (issue 10, session 43, helper RC).

"B9 balance ₹3,200 paid.", "Paid the balance ₹7,230 against B10 today by UPI", "we have paid the balance of B1
(₹4,140) today by NEFT", "- **B1** – balance ₹480 paid ✅", "B9 का बाकी ₹3,200 भेज दिया।", "B9 ka baaki ₹3,200 bhej
diya." — what was left of the bill is paid: the bill is settled (holdout133 e7038, holdout145 q77030, holdout148
t77050, holdout154 y77043, in three languages). ``lang.bill_balance`` read "the balance for B550, paid" as the
bill paid only when its sentence named no amount, and "B9 balance" (the bill before the word) not at all: each was
refused as a part payment (``ambiguous_intent.partial_pay``: part paid and the balance later?).

``balance_paid_with_amount(reader, k, paid)`` says when the word of what is left at token ``k`` is such a balance: a
bill paid (``paid``) is its own — right before it ("B9 balance", "B1 – balance", "B9 का बाकी") or after it past
"of/for/against" and its amount ("the balance of B1 (₹4,140)", "the balance ₹7,230 against B10") —, the only money of
its sentence is the balance's amount, right after the word or its bill, and the sentence says the payment made (a
word of paying done: paid, sent, भेज दिया, kar diya) with no word of a time to come ("next week", "on delivery",
"बाद में"). The payment then carries that amount, which the desk weighs against the bill (``pay_bill``: a sum
other than what is due is refused, naming both). "₹2,000 paid for B16, balance ₹3,100 next week" stays asked.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["balance_paid_with_amount"]

_LEFT = fold_words("balance baaki baki बाकी बाक़ी remaining")
#: Words of a payment made, and of a time to come ("balance on delivery", "बाकी अगले हफ़्ते").
_MADE = fold_words("sent paid cleared transferred settled diya diye kiya bheja bheje दिया दिए किया भेजा भेजे chuka "
                   "chukaya चुका चुकाया")
_TO_COME = fold_words("next tomorrow later agle agla अगले kal कल baad बाद tak तक till until will shall denge देंगे "
                      "karenge करेंगे delivery डिलीवरी receipt arrival aane आने monday tuesday wednesday thursday friday "
                      "saturday sunday when jab जब")
#: Words between a balance word and its bill or amount ("balance of B1", "B9 का बाकी", "balance amount ₹480").
_OF = fold_words("of for on against ka ke ki का के की amount is")
_MARKS = frozenset(("-", "–", "—", ":", "(", "*", ","))
#: Words of rupees before and after an amount ("Rs 480", "480 rupees", "३२०० रुपये").
_RS, _RUPEES = fold_words("rs inr"), fold_words("rupees rupaye rupaiye rupay rs रुपये रुपए रुपया")


class _Amount:
    """An amount's place: its number token (``pos``) and the token after it (``end``)."""

    def __init__(self, pos: int) -> None:
        self.pos, self.end = pos, pos + 1


def _skip(reader, k: int, step: int, lo: int, hi: int) -> int:
    """The first token from ``k`` (moving by ``step``) that is no ``_OF`` word, mark or rupee sign, within the
    sentence's tokens ``lo``..``hi``."""
    while lo <= k < hi and (reader._word(k) in _OF or reader._sym(k) in _MARKS or reader._sym(k) == "₹"
                            or reader._word(k) in ("rs", "inr")):
        k += step
    return k


def _id_end(reader, p: int) -> int:
    """The last token of the bill id starting at token ``p`` ("B" and "9" of "B9", or "B-9")."""
    k = p
    while k + 1 < reader.n and reader.tokens[k + 1].start == reader.tokens[k].end and (
            reader.tokens[k + 1].kind == "num" or reader._sym(k + 1) == "-"):
        k += 1
    return k


def balance_paid_with_amount(reader, k: int, paid: set[str]) -> bool:
    """Whether the word of what is left at token ``k`` is a paid bill's balance paid now with its amount (module
    docstring). ``reader``: the MessageReader at verify (tokens, figs, bill_ids, clause_of, clause_span)."""
    if reader.tokens[k].key not in _LEFT:
        return False
    clause = reader.clause_of[k]
    lo, hi = reader.clause_span[clause]
    at = {p: ident for p, ident in reader.bill_ids if ident in paid and reader.clause_of[p] == clause}
    if not at:
        return False
    last = {_id_end(reader, p): p for p in at}  # "B9" is read as "B" and "9"
    before = _skip(reader, k - 1, -1, lo, hi)
    after = _skip(reader, k + 1, 1, lo, hi)
    cache = reader.__dict__.setdefault("_balance_clauses", {})  # (once a sentence: linear however many balance words)
    if clause not in cache:
        cache[clause] = ([j for j in range(lo, hi) if reader.tokens[j].kind == "num" and (
            reader._sym(j - 1) == "₹" or reader._word(j - 1) in _RS or reader._word(j + 1) in _RUPEES)],
            {reader._word(j) for j in range(lo, hi)})
    money, words = cache[clause]
    if len(money) != 1:
        return False  # no amount (lang.bill_balance reads it), or another sum beside the balance's
    amount = _Amount(money[0])
    if before in last:  # "B9 balance ₹3,200", "B9 का बाकी ₹3,200"
        own = after == amount.pos
    elif after in at:  # "the balance of B1 (₹4,140)"
        own = _skip(reader, _id_end(reader, after) + 1, 1, lo, hi) == amount.pos
    elif after == amount.pos:  # "the balance ₹7,230 against B10"
        own = _skip(reader, amount.end, 1, lo, hi) in at
    else:
        return False
    return own and not words.isdisjoint(_MADE) and words.isdisjoint(_TO_COME)
