"""The supplier's rate agreed in a sentence of its own naming no goods, then the goods ordered in a later sentence
(session 46, helper RF; a new user's trial, F5, in all three languages): "Okay, your rate is fine. Send 20 packets of
tea.", "ठीक है, आपका भाव चलेगा। 20 पैकेट चाय पत्ती भेज दीजिए।", "Theek hai, aapka rate chalega. 20 packet chai patti bhej
do.", "Alright, your price works for us. Please send 30 kg rice tomorrow." A shopkeeper reads the quote accepted
and the order, as "Your rate for tea is fine. Send 20 packets." reads (and as ``lang.rate_fine`` reads the same two
parts joined by a comma). The agreement had named no goods and was dropped: the order alone was read (silently, by
the corpus' gold), or the second opinion refused it ("part of it reads like a price agreed too").

``rate_fine_apart(reader, intents)`` adds an ``accept`` of each of the goods ordered (no price of its own: the quote's one price
is carried later by ``lang.quoted_accept``, else none and the desk takes its last quote) when all of these hold, and
leaves the intents as they were otherwise (never a guess):

- the message reads orders at no price of their own and no other intent ("Okay, your rates are fine. Send 20 kg
  rice and 10 kg sugar.": both accepted, then both ordered);
- the reply names no other goods, and the quoted lines it answers (if any) name no goods but those ordered;
- a sentence before the first order's sentence holds an accept word and a rate word ("rate", "price", "भाव",
  "quote", …), names no goods, no figure, asks nothing, negates nothing and holds no other request word.

Shape: ``rate_fine_apart(reader, intents)`` with the MessageReader settling (``lang.settle``); ``intents`` as
(position, Intent) pairs → the same list or one with the accept added at the agreeing sentence's position.
"""
from __future__ import annotations

from lang.intents import Intent
from lang.reader_parts import WEAK_QUOTE_ALL as _WEAK_QUOTE_ALL

__all__ = ["rate_fine_apart"]

_BESIDE = frozenset({"accept", "ask_quote_weak", "neutral"})


def rate_fine_apart(reader, intents: list) -> list:
    """``intents`` with the accept of each of the goods ordered added, as the module docstring says."""
    if not intents or any(i.kind != "order" or i.unit_price_paise is not None or i.total_paise is not None
                          or i.price_change_paise is not None for _, i in intents):
        return intents
    skus = list(dict.fromkeys(i.sku for _, i in intents))
    if None in skus or {m.sku for m in reader.mentions} != set(skus):
        return intents
    them = reader._quoted_reader()
    if them is not None and not {m.sku for m in them.mentions} <= set(skus):
        return intents  # (another quoted item's rate may be the one agreed)
    first_order = min(reader.clause_of[min(int(p), reader.n - 1)] for p, _ in intents)
    by_clause: dict[int, set] = {}
    for c in reader.cues:
        by_clause.setdefault(reader.clause_of[c.pos], set()).update(c.kinds)
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    figured = {f.clause for f in reader.figs if f.kind != "hint"}
    for clause, kinds in sorted(by_clause.items()):
        if clause >= first_order or "accept" not in kinds or not kinds <= _BESIDE or clause in goods | figured:
            continue
        act = reader.acts.get(clause)
        if act is not None and (getattr(act, "question", False) or getattr(act, "negative", False)):
            continue
        lo, hi = reader.clause_span[clause]
        if any(reader._word(k) in _WEAK_QUOTE_ALL for k in range(lo, hi)):
            return sorted(intents + [(lo + k * 1e-3, Intent(kind="accept", sku=sku)) for k, sku in enumerate(skus)],
                          key=lambda e: e[0])
    return intents
