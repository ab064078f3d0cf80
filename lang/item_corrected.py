"""Goods or an order corrected on the spot to other goods or another order: "Send 5 kg moong dal, sorry, masoor dal,
5 kg", "10 litre sarson tel bhejo, nahi nahi, 10 litre refined tel", "Cancel O15, sorry, cancel O16" (breaker AT,
small models). Both had been acted on — moong and masoor ordered, O15 and O16 cancelled — silently.

A correction word (``_SORRY``: "sorry", "oops", "my mistake", "no no", "nahi nahi", "I mean", "मेरा मतलब", "सॉरी")
with goods (or an order id) just before it and other goods (or another id) just after it takes the first back; which
one the writer wants is plain to a shopkeeper but the reader reads both, so ``item_corrected`` refuses the message
(``ambiguous_intent.corrected``: write the request again, once). A figure corrected to another figure of the same
goods is ``lang.slips``'s; an apology followed by more goods ("Sorry, also add 5 kg sugar") adds them and is left
alone.
"""
from __future__ import annotations

from lang.language import fold, fold_words
from lang.reasons import why
from lang.slips import SORRY
from lang.sorry_other_goods import refuses_other_goods

__all__ = ["item_corrected"]

#: Single words of correcting oneself.
_SORRY = SORRY - fold_words("galti गलती")  # lang.slips' words (not "galti": "B12 में गलती है" disputes)
#: Pairs of words of correcting oneself ("no no", "I mean", "my mistake", "मेरा मतलब").
_PAIRS = {(fold(a), fold(b)) for a, b in (("no", "no"), ("nahi", "nahi"), ("nahin", "nahin"), ("नहीं", "नहीं"),
                                          ("i", "mean"), ("i", "meant"), ("my", "mistake"), ("mera", "matlab"),
                                          ("मेरा", "मतलब"), ("no", "wait"))}
_PAIR_FIRSTS = frozenset(a for a, _ in _PAIRS)  # a message with none of them says none of the pairs
#: Words that add rather than correct ("sorry, also 5 kg sugar").
_ADDING = fold_words("also add and aur और bhi भी plus too forgot bhool भूल")
_NEAR = 5  # tokens between the goods and the correction word, and between it and the new goods


def item_corrected(reader) -> None:
    """Set ``reader.refused_why`` (``ambiguous_intent.corrected``) when a correction word stands between two
    different goods or two different order/bill ids within ``_NEAR`` tokens each side, the second not named before. ``reader``: the MessageReader
    after its clause acts (tokens, mentions, order_ids, bill_ids)."""
    keys = reader._keys
    if _SORRY.isdisjoint(keys) and (_PAIR_FIRSTS.isdisjoint(keys) or not any(a in keys and b in keys for a, b in _PAIRS)):
        return
    things: dict[int, tuple[int, object]] = {}  # token → (end token, what: candidates or id)
    for m in reader.mentions:
        things[m.first] = (m.last, m.candidates)
    for pos, ident in list(reader.order_ids) + list(reader.bill_ids):
        things[pos] = (pos + 1, ident)
    if len(things) < 2:
        return
    ends = {end: what for _, (end, what) in things.items()}

    def named_before(k: int) -> set:  # ("3 trays eggs + 20 kg onion. Sorry, I meant 2 trays eggs": eggs corrected)
        return {what for first, (_, what) in things.items() if first < k}
    toks = reader.tokens
    for k, t in enumerate(toks):
        if t.kind != "word":
            continue
        nxt = toks[k + 1].key if k + 1 < reader.n else ""
        width = 1 if t.key in _SORRY else 2 if (t.key, nxt) in _PAIRS else 0
        if not width:
            continue
        before = next((ends[j] for j in range(k, max(k - _NEAR, 0) - 1, -1) if j in ends), None)
        after = None
        for j in range(k + width, min(k + width + _NEAR, reader.n)):
            if toks[j].kind == "word" and toks[j].key in _ADDING:
                break
            if j in things:
                after = things[j][1]
                break
        if before is not None and after is not None and type(before) is type(after) and before != after and \
                after not in named_before(k) and not refuses_other_goods(reader, k):  # (goods for goods, an id for an
            # id: "Cancel O1 — sorry, just the rice"; not "… soft drink. Sorry, ₹38.5 for chilli is too high": refused)
            reader.refused_why = why("ambiguous_intent.corrected", text=reader._clause_text(reader.clause_of[k]))
            return
