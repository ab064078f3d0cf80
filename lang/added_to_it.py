"""Goods added "to it" after an order is named: "We are NOT cancelling O6. Please add 5 kg sugar to it", "Has O12 left
yet? Please also add 2 kg butter to it", "O12 निकल गया क्या? उसमें 2 किलो मक्खन भी जोड़ दीजिए", "Usme 2 kilo makkhan
bhi add kar dena". The goods had gone out as a new order of their own (breaker AF); "it" is the order named before.
``added_to_it`` names that order at "it" (``reader.order_ids``), as if the sentence said "add … to O6".
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold, fold_words

_ADD = fold_words("add adding put jod jodo jodiye jodna जोड़ जोड़ो जोड़िए जोड़ दीजिए daal dalo डाल")
#: "it"/"usme"/"उसमें": the order named before; "to it", "in it" in English.
_IT = fold_words("usme usmein usmen उसमें उसमे isme ismein इसमें")
_TO_IN = fold_words("to in into")
_IT_EN = fold("it")


def added_to_it(reader) -> None:
    """When the message names exactly one order id and a later sentence with an add word says "to it" / "usme", add
    that id at the "it" (``reader.order_ids``, kept in token order). ``reader`` is the MessageReader after its clause
    acts (tokens, clause_of, order_ids)."""
    keys = reader._keys
    if _ADD.isdisjoint(keys) or _IT_EN not in keys and _IT.isdisjoint(keys):
        return
    ids = {i for _, i in reader.order_ids}
    if len(ids) != 1:
        return
    (ident,) = ids
    first = min(p for p, _ in reader.order_ids)
    toks = reader.tokens
    said = clause_words(reader)
    named = {reader.clause_of[p] for p, _ in reader.order_ids}
    for k, t in enumerate(toks):
        if t.kind != "word" or k <= first or reader.clause_of[k] in named:
            continue
        it = t.key in _IT or t.key == _IT_EN and k and toks[k - 1].kind == "word" and toks[k - 1].key in _TO_IN
        if it and not _ADD.isdisjoint(said.get(reader.clause_of[k], ())):
            reader.order_ids = sorted(reader.order_ids + [(k, ident)])
            return
