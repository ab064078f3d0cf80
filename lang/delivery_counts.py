"""The count of goods told not yet come, beside a question when they come: "when order O9 coming?? rice 30 kg not came
yet. when coming", "Bansal ji O2 atta not received yet, the 10 bags. when will it come?", "O30 वाली पाँच पेटी
पारले-जी अभी तक नहीं आई … कब तक आएगी?" (holdouts 98, 119, 112: the delivery question had been read with no count,
silently). The sentence telling the delay is context (a report, no refusal), and its figures had been dropped with
it; the tests/corpus_chat/README.md convention asks the delivery question to carry the goods it names with their
quantity ("Has O12 (the 20 kg atta) left yet?" → ``ask_delivery`` O12, atta 4). ``delivery_counts`` gives the
figures back to such a sentence — one that names goods and a word of not arriving ("not came", "nahi aayi",
"नहीं आई", "not received") — when the message asks when goods come (an ``ask_delivery`` cue) and asks nothing else.

Shape: ``delivery_counts(reader)`` with the MessageReader after its clause acts; ``reader.figs`` gains the counts.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.numbers import numbers_in_tokens

__all__ = ["delivery_counts"]

_NOT = fold_words("not nahi nahin नहीं na")
_CAME = fold_words("came come arrived received reached aaya aayi aaye aya ayi aye pahuncha pahunchi पहुँचा पहुँची पहुंचा "
                   "पहुंची आया आई आए आये mila mili mile मिला मिली मिले")


def delivery_counts(reader) -> None:
    """Give back the counts of goods told not yet come, beside a delivery question (module docstring)."""
    kinds = {k for c in reader.cues for k in c.kinds}
    if "ask_delivery" not in kinds or kinds - {"ask_delivery", "order_ref", "neutral"} or not reader.background or \
            _NOT.isdisjoint(reader._keys) or _CAME.isdisjoint(reader._keys):
        return
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    told = set()
    for clause in reader.background & goods:
        lo, hi = reader.clause_span[clause]
        keys = [reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        if not _NOT.isdisjoint(keys) and not _CAME.isdisjoint(keys):
            told.add(clause)
    if not told:
        return
    have = {f.pos for f in reader.figs}
    back = [f for f in reader._figures(numbers_in_tokens(reader.tokens))
            if f.clause in told and f.kind == "qty" and f.pos not in have]
    if back:
        reader.figs = sorted(reader.figs + back, key=lambda f: f.pos)
