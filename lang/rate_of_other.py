"""Goods asked at another item's rate, which the message does not write: "Please add 10 kg of moong dal to order O3,
same rate as the toor dal." (the thirtieth session's trial, #15), "O3 mein 10 kilo moong dal add kar dijiye, toor dal
wale rate pe.", "O3 में 10 किलो मूंग दाल जोड़ दीजिए, तूर दाल वाले रेट पर।".

The shopkeeper cannot send the moong dal at a price nobody wrote: the toor dal's rate is the writer's to say. The
reader refused, rightly, but asked "how many kg of toor dal?" — the toor dal was named only for its rate, and the
model, told that, would add a count of toor dal. ``rate_of_other`` refuses such a message with
``no_price.anothers_rate``, naming what is missing: the price of the goods asked ("what price for moong dal? another
item's rate is not a price written here").

It counts when a sentence that orders (no rate asked, offered or agreed in it) names two goods, one of them with a count and the other with none, and the goods with no
count stand right before or after a word of rate ("rate", "price", "bhav", "भाव", "रेट") with "same" / "as" / "wale"
/ "वाले" / "jaisa" between or beside them, and the sentence names no price. A price written anywhere in the sentence
("same rate as toor dal, ₹128") leaves it to the other stages, and so does a rate of the same goods ("moong dal at the
same rate as last time": one item).

Shape: ``rate_of_other(reader)`` → None; sets ``reader.refused_why`` (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["rate_of_other"]

#: Words of a rate.
_RATE = fold_words("rate rates price prices bhav bhaav भाव रेट daam दाम")
#: Words that point the rate at the goods beside it: "same rate as the toor dal", "toor dal wale rate pe", "तूर दाल
#: वाले रेट पर", "toor dal jaisa rate" (not "chawal ka rate batao": a rate asked).
_POINT = fold_words("same as wala wale wali waala waale वाला वाले वाली jaisa jaise जैसा जैसे")
#: Cue kinds of the sentence that leave it alone: a rate asked, an offer or an acceptance of its own.
_ASKS = frozenset({"ask_quote", "offer", "accept"})


def rate_of_other(reader) -> None:
    """Set ``reader.refused_why`` when goods with a count are asked at another item's unwritten rate (module
    docstring). ``reader``: the MessageReader after its clause acts (tokens, mentions, figs, clause_of)."""
    if getattr(reader, "refused_why", None) is not None or _RATE.isdisjoint(reader._keys) or len(reader.mentions) < 2:
        return
    priced = {f.clause for f in reader.figs if f.kind in ("price", "bare")}
    counted = {f.pos: f for f in reader.figs if f.kind in ("qty", "badqty")}
    by_clause: dict[int, list] = {}
    for m in reader.mentions:
        if m.sku:
            by_clause.setdefault(reader.clause_of[m.first], []).append(m)
    for clause, mentions in by_clause.items():
        kinds = {k for c in reader.cues if c.clause == clause for k in c.kinds}
        if clause in priced or len({m.sku for m in mentions}) != 2 or "order" not in kinds or kinds & _ASKS:
            continue
        with_count = [m for m in mentions if _count_beside(reader, m, counted)]
        without = [m for m in mentions if m.sku not in {w.sku for w in with_count}]
        if len({m.sku for m in with_count}) != 1 or not without:
            continue
        other = without[0]
        if _rate_pointed(reader, other, clause):
            reader.refused_why = why("no_price.anothers_rate", item=reader.cat.by_sku(with_count[0].sku).item)
            return


def _count_beside(reader, m, counted: dict) -> bool:
    """A count within three tokens before the mention or right after it, in its clause ("10 kg of moong dal")."""
    clause = reader.clause_of[m.first]
    last = m.last
    return any(p in counted and reader.clause_of[p] == clause for p in range(max(0, m.first - 4), min(reader.n,
                                                                                                    last + 4)))


def _rate_pointed(reader, m, clause: int) -> bool:
    """A word of rate within three words of the mention, with a pointing word between or beside them."""
    last = m.last
    lo, hi = reader.clause_span[clause]
    near = [k for k in range(max(lo, m.first - 6), min(hi, last + 6)) if reader.tokens[k].kind == "word"]
    keys = [reader.tokens[k].key for k in near]
    return any(k in _RATE for k in keys) and any(k in _POINT for k in keys)
