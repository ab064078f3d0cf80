"""Goods asked sent with no count, then "How much?" asked by the writer: "send some rice, the usual sona masoori type.
How much? Arre, you decide" (holdout66 en-e038, a voice note typed out: read as a rate asked for rice, silently — the
"how much" is the quantity the writer leaves to the supplier). Refused as "Send rice." is (``no_quantity.how_many``:
how many kg of rice?), as the Hindi "कितना?" and the Hinglish "Kitna?" were.

Only a question of its own made of the how-much words alone ("How much?", "How many?", "Kitna?", "कितना?") after a
sentence with a word of sending that names goods and no count, in a message that counts nothing. "How much is rice?"
(goods named) asks the rate and is not this.

Shape: ``how_much_self(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import SEND_WORDS
from lang.reasons import why
from lang.units import default_unit

__all__ = ["how_much_self"]

_HOW_MUCH = fold_words("how much many kitna kitne kitni कितना कितने कितनी")
_ORDER_WORDS = SEND_WORDS | fold_words("bhej bhejo bhejna bhejiye bhej dena भेज भेजो भेजना भेजिए dena do")


def how_much_self(reader) -> None:
    """Refuse goods asked sent with no count before a bare "How much?" of the writer's (module docstring)."""
    if getattr(reader, "refused_why", None) or not reader.mentions or _HOW_MUCH.isdisjoint(reader._keys) or any(
            f.kind in ("qty", "badqty", "price") for f in reader.figs):
        return
    toks = reader.tokens
    for c in reader.cues:
        if not c.kinds & {"ask_quote", "ask_quote_weak"}:
            continue
        lo, hi = reader.clause_span[c.clause]
        said = [t.key for t in toks[lo:hi] if t.kind in ("word", "num")]
        act = getattr(reader, "acts", {}).get(c.clause)
        if not said or any(w not in _HOW_MUCH for w in said) or act is None or not act.question:
            continue
        before = [o for o in reader.cues if "order" in o.kinds and o.clause < c.clause and any(
            toks[k].key in _ORDER_WORDS for k in range(o.pos, o.end))]
        if not before:
            continue
        blo, bhi = reader.clause_span[before[-1].clause]
        named = [m for m in reader.mentions if blo <= m.first < bhi and m.sku]
        if named:
            item = reader.cat.by_sku(named[0].sku)
            reader.refused_why = why("no_quantity.how_many", item=item.item, unit=default_unit(item))
            return
