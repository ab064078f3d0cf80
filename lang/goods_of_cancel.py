"""Goods named beside the order a cancel names, and nothing else said of them, are what is cancelled from it (part of
stage 3, ``lang.act_turns``' whole-order cancel): "Please cancel O18 — the 10 packets of Amul butter." is a cancel of
10 packets of butter from O18, "O3 रद्द कीजिए — 20 किलो आटा।" and "O3 cancel karo — 20 kilo atta" of 20 kg of atta
from O3 (holdout125 j8040, in all three languages inside a tool call's JSON body: the reader had cancelled the whole
of O18, harmful when the order holds other goods). The goods check the id as a delivery asked after does (the corpus
README's ask_delivery convention) and say how much of it goes.

Not when anything else is said beside the goods: a reason or a refusal of them ("O641 cancel kar do bhai, woh 2 peti
Pepsi aur 30 packet namkeen ab nahi chahiye", "Cancel O25, the tomatoes already came from another supplier"), the
order named by them ("O45 रद्द करो — गुड़ वाला"): the order is what is cancelled, as the corpora label them (holdout10,
holdout38, holdout62). A word of the whole ("fully", "poora") is read before this (``lang.apply_acts``).

Shape: ``goods_in_apposition(reader, clause, cancels) -> bool``; linear in the clause's tokens.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import UNIT_WORDS

__all__ = ["goods_in_apposition"]

#: Words that may stand beside the goods in apposition: articles and pointers ("the", "those"), "of" / "ka" /
#: "का", "and" / "aur" / "और", courtesy ("please", "thanks", "ji") and the cancel verb's helpers ("kar dijiye").
_BESIDE = fold_words("the those these its of all and also ka ke ki का के की aur और va व please pls plz kindly thanks "
                     "thank you ji जी bhai भाई bhaiya भैया kar karo kardo kijiye dijiye do de dena karna कर करो कीजिए "
                     "दीजिए दो दें करें देना करना")


def goods_in_apposition(reader, clause: int, cancels: list) -> bool:
    """Whether every token of ``clause`` after its cancel words (``cancels``: the cancel cues) and its order ids is
    goods, a count, a unit, punctuation or a word of ``_BESIDE``, with at least one goods among them ("— the 10
    packets of Amul butter", "— 20 किलो आटा", "(5 kg sugar)", "— the butter"). ``reader``: the MessageReader
    (tokens, clause_span, order_ids, item_tokens). Examples: "Please cancel O18 — the 10 packets of Amul butter." →
    True; "O3 cancel karo — 20 kilo atta" → True; "O45 रद्द करो — गुड़ वाला" → False (the order named by its goods);
    "Cancel O25, the tomatoes already came" → False; "Cancel everything in O2 but the rice." → False (kept)."""
    lo, hi = reader.clause_span[clause]
    if len({i for p, i in reader.order_ids if lo <= p < hi}) != 1:
        return False  # "Cancel O16 and O17 (5 kg rice)": whose rice? (``lang.cancels_apart`` asks)
    start = max([c.end for c in cancels if lo <= c.pos < hi] + [p + 1 for p, _ in reader.order_ids if lo <= p < hi],
                default=None)
    if start is None:
        return False
    toks, goods = reader.tokens, False
    for k in range(start, hi):
        t = toks[k]
        if k in reader.item_tokens:
            goods = True
        elif t.kind == "word":  # (not "गुड़ वाला": the order named by its goods; nor "but the rice": kept)
            if t.key not in _BESIDE and t.key not in UNIT_WORDS:
                return False
        elif t.kind not in ("num", "sym"):
            return False
    return goods
