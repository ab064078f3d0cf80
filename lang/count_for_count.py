"""Two bare numbers joined as one count for another: "O42 me cheeni 20 ki jagah 15 kar do aur namak hata do", "O12 में
आलू 40 की जगह 25 कर दो", "chawal 50 se 40". With no unit said, "15 kar do" had read as a price asked: an offer of
the 20 kg at ₹15, silently (breaker AO). ``count_for_count`` refuses such a message (``ambiguous_intent.count_unit``:
15 instead of 20 — 15 what? a unit for a count, ₹ for a price): the unit decides whether a count is changed or a price asked. The first number counts
though the figures dropped it ("O14 ⏎ chawal 50 se 40 ⏎ cheeni hata do ⏎ chai patti 2 kilo aur add karo" had ordered
40 kg rice, silently: holdout104), when the goods stand right before it. So too English "from 10 to 5" in a sentence
that names an order and a verb changing a count, with no price word ("Reduce atta in O3 from 10 to 5" had been
refused with a price reason: "₹10 per packet, but its MRP is ₹250").
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why
from lang.units import UNIT_WORDS
from lang.act_words import PRICE_NOUNS

__all__ = ["count_for_count"]

_KI = fold_words("ki की ke के")
_JAGAH = fold_words("jagah jageh जगह")
_SE = fold_words("se से")
_MONEY = fold_words("rs rupees rupaye rupay rupaiya रुपये रुपए rupee")
#: English "from 10 to 5" beside a verb changing an order's count, with no unit on either number.
_FROM, _TO = fold_words("from"), fold_words("to")
_CHANGED = fold_words("reduce cut decrease lower increase raise change make")


def count_for_count(reader) -> None:
    """Set ``reader.refused_why`` when a figure with no unit or "₹" is joined to the next by "ki jagah", "की जगह" or
    "se", and that next figure has no unit or "₹" either (English "15 instead of 20" is read as a count changed by
    ``lang.count_changes``). ``reader``: the MessageReader."""
    toks = reader.tokens
    if not (_JAGAH | _SE) & reader._keys and not (_FROM & reader._keys and _CHANGED & reader._keys and reader.order_ids):
        return
    counts = {f.pos for f in reader.figs if f.kind in ("bare", "qty", "price")}  # (not a date: "6 से 9 दिसंबर")
    for k, t in enumerate(toks):
        if t.kind != "num" or k + 2 >= len(toks) or k and toks[k - 1].kind == "sym" and toks[k - 1].text == "₹":
            continue
        w1, w2 = reader._word(k + 1), reader._word(k + 2)
        if w1 in _KI and w2 in _JAGAH:
            nxt = k + 3
        elif w1 in _SE:
            nxt = k + 2
        elif w1 in _TO and reader._word(k - 1) in _FROM and _changed_in(reader, k):
            nxt = k + 2  # "Reduce atta in O3 from 10 to 5" (REASON54: had been refused "₹10 per packet, but its MRP …")
        else:
            continue
        if nxt in counts and (k in counts or k - 1 in reader.item_tokens) and not _unit_after(reader, nxt) \
                and not _unit_after(reader, k) and not (
                toks[nxt - 1].kind == "sym" and toks[nxt - 1].text == "₹"):
            reader.refused_why = why("ambiguous_intent.count_unit", m=toks[k].text, n=toks[nxt].text)
            return  # (session 31: "what is 15 for?" read as asking how much curd; say what the number lacks)


def _changed_in(reader, k: int) -> bool:
    """The sentence of token ``k`` names an order and a verb changing a count, and no price word ("Reduce atta in O3
    from 10 to 5"; not "reduce the rate from 45 to 42")."""
    lo, hi = reader.clause_span[reader.clause_of[k]]
    words = {reader._word(j) for j in range(lo, hi)}
    return bool(words & _CHANGED) and words.isdisjoint(PRICE_NOUNS) and any(lo <= p < hi for p, _ in reader.order_ids)


def _unit_after(reader, k: int) -> bool:
    """A unit word, "rs"/"rupaye" or a price mark right after the number at ``k``."""
    nxt = reader.tokens[k + 1] if k + 1 < reader.n else None
    return nxt is not None and (nxt.kind == "word" and (nxt.key in UNIT_WORDS or nxt.key in _MONEY) or
                                nxt.kind == "sym" and nxt.text in ("/", "%"))

