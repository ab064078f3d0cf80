"""The count of an order's goods in brackets after the goods, in a delivery question (session 46, helper RA; holdout162
j2005): "O6 वाला घी (12 लीटर) क्या आज आपके गोदाम से निकल रहा है?", "O6 wala ghee (12 litre) kya aaj nikal raha hai?",
"Has the rice from O4 (40 kg) left your godown?" (the bracket after "from O4": the same). A figure and its unit in brackets right after goods is read as the
size of each pack ("Tata Salt (1 kg)"), so the delivery question had carried the ghee with no count, silently in the
three languages (the corpus README: an ask_delivery that names an order carries the goods it names with their
quantity — "Has O12 (the 20 kg atta) left yet?" → atta 4 — the shopkeeper's check that the id is the order meant).

``asked_bracket_count`` makes such a size the goods' count: a bracket holding only the figure and its unit (and "the"),
right after the goods' name, in a clause whose only cue asks after a delivery and that (or whose sentence) names an
order id, when the figure is no catalogue pack of the goods (one litre of ghee, one kilo of rice: a size, left alone)
the goods are named once in the clause and no other figure stands in it ("the 3 tins of mustard oil (45 litres) in
O4" is read as before).

Shape: ``asked_bracket_count(reader)`` with the MessageReader after its clause acts (cues, figs, mentions, order_ids);
changes the figure's kind in place. Linear in the figures.
"""
from __future__ import annotations

from fractions import Fraction

from lang.language import fold_words
from lang.units import selling_units_per

__all__ = ["asked_bracket_count"]

_THE = fold_words("the")
#: Words between the goods and their order's id ("the rice from O4 (40 kg)", "the atta of O12 (20 kg)").
_FROM = fold_words("from of in under")


def _before_id(reader, k: int, ends: dict):
    """The goods' mention right before "from O4" / "of O12" when the bracket at token ``k`` follows the order id."""
    starts = {pos for pos, _ in reader.order_ids}
    j = k - 1
    while j >= 0 and j not in starts and k - j <= 3 and reader.tokens[j].kind in ("num", "word", "sym"):
        j -= 1
    if j not in starts or j < 2 or reader.tokens[j - 1].kind != "word" or reader.tokens[j - 1].key not in _FROM:
        return None
    return ends.get(j - 1)


def asked_bracket_count(reader) -> None:
    """Read a pack size in brackets after goods asked after with their order as the goods' count (module docstring),
    e.g. the 12 litres of "O6 वाला घी (12 लीटर) क्या आज निकल रहा है?"."""
    if not reader.order_ids or not any(f.kind == "size" for f in reader.figs):
        return
    asked = {c.clause for c in reader.cues if c.kinds == {"ask_delivery"}}
    other = {c.clause for c in reader.cues if c.kinds and c.kinds != {"ask_delivery"}}
    toks = reader.tokens
    ids_at = {reader.clause_of[pos] for pos, _ in reader.order_ids}
    ends = {m.last: m for m in reader.mentions}
    for f in reader.figs:
        if f.kind != "size" or f.clause not in asked or f.clause in other or f.clause not in ids_at or not f.unit:
            continue
        if any(g is not f and g.clause == f.clause and g.kind != "hint" for g in reader.figs):
            continue  # ("the 3 tins of mustard oil (45 litres) in O4": the tins counted, the bracket their contents)
        k = f.pos - 1
        if k >= 0 and toks[k].kind == "word" and toks[k].key in _THE:
            k -= 1
        if not (k >= 1 and toks[k].kind == "sym" and toks[k].text == "(" and f.end < reader.n and
                toks[f.end].kind == "sym" and toks[f.end].text == ")"):
            continue
        m = ends.get(k) or _before_id(reader, k, ends)
        if m is None or not m.sku or sum(x.sku == m.sku and reader.clause_of[x.first] == f.clause
                                         for x in reader.mentions) != 1:
            continue
        item = reader.cat.by_sku(m.sku)
        per = selling_units_per(f.unit, item)
        count = Fraction(f.value) * Fraction(per) if per is not None else None
        if count is None or count == 1 or count.denominator != 1:
            continue  # (a catalogue pack, "Tata Salt (1 kg)"; or no whole count: left as read)
        f.kind = "qty"
